// bench:scale's node death as one client process sees it (scaleClientProcess.ts): where each of its mirrors
// stood before the kill, whether they are all back, what their way back took, and settling its folders at the
// end (each mirror equal to a fresh load). The bench adds up the processes' parts (scaleKill.ts).
import { settleMirrors } from '../chaos/harness/listeners';
import type { LiveMirror } from '../server/test/liveProject';
import { sleep } from './realtimeStats';
import type { Watcher } from './scaleMirrors';

/** The steps of each way back (LiveMirror.reconnectSteps), ms. */
export interface ReconnectSteps {
  waited: number[];
  connect: number[];
  subscribe: number[];
  catchUp: number[];
}

/** What one process's mirrors did from the mark on. */
export interface HerdPart {
  /** Mirrors that lost their connection and came back (by their own count of reconnects). */
  moved: number;
  /** Per way back: ms from the lost connection to caught up. */
  catchUpMs: number[];
  steps: ReconnectSteps;
  /** Failed reconnect attempts, by message. */
  failedAttempts: [string, number][];
  /** Mirrors not back. */
  stillAway: number;
  /** Events applied from replays, and full reloads, over the whole run. */
  replayed: number;
  reloads: number;
  /** Presence messages the mirrors that came back heard on their new connection, until the bench asked. */
  presenceHeard: number;
}

export interface SettledFolders {
  problems: string[];
  /** [folder id, its seq at the end] */
  finalSeqs: [number, number][];
}

interface Mark {
  reconnects: number;
  times: number;
  failures: number;
  steps: number;
}

/** Folders settled at once in one process. */
const SETTLE_PARALLEL = 4;

const returned = (m: LiveMirror) => m.reconnectMs.length === m.reconnects && m.live.socket.connected;

export class Herd {
  private marks: Mark[] = [];

  constructor(private readonly mirrors: () => LiveMirror[]) {}

  /** Where each mirror stands now: the node death's counts start here. */
  mark() {
    this.marks = this.mirrors().map((m) => ({
      reconnects: m.reconnects,
      times: m.reconnectMs.length,
      failures: m.failedAttempts.length,
      steps: m.reconnectSteps.length,
    }));
  }

  /**
   * Mirrors that came back since the mark, and whether every mirror is connected and caught up (one that has
   * not seen its loss yet still reads as connected: the bench also waits for as many as the node held).
   */
  status(): { moved: number; back: boolean } {
    const mirrors = this.mirrors();
    return { moved: this.moved(mirrors).length, back: mirrors.every(returned) };
  }

  part(): HerdPart {
    const mirrors = this.mirrors();
    const mark = (i: number) => this.marks[i]!;
    const steps = mirrors.flatMap((m, i) => m.reconnectSteps.slice(mark(i).steps));
    const failures = new Map<string, number>();
    for (const message of mirrors.flatMap((m, i) => m.failedAttempts.slice(mark(i).failures)))
      failures.set(message, (failures.get(message) ?? 0) + 1);
    return {
      moved: this.moved(mirrors).length,
      catchUpMs: mirrors.flatMap((m, i) => m.reconnectMs.slice(mark(i).times)),
      steps: {
        waited: steps.map((s) => s.waited),
        connect: steps.map((s) => s.connect),
        subscribe: steps.map((s) => s.subscribe),
        catchUp: steps.map((s) => s.catchUp),
      },
      failedAttempts: [...failures],
      stillAway: mirrors.filter((m) => !returned(m)).length,
      replayed: mirrors.reduce((n, m) => n + m.replayed, 0),
      reloads: mirrors.reduce((n, m) => n + m.refetches, 0),
      presenceHeard: this.moved(mirrors).reduce((n, m) => n + m.live.presence.length, 0),
    };
  }

  private moved(mirrors: LiveMirror[]) {
    return mirrors.filter((m, i) => m.reconnects > this.marks[i]!.reconnects);
  }
}

/** The parts of several processes as one: counts added, lists joined, failures added by message. */
export function addHerdParts(parts: readonly HerdPart[]): HerdPart {
  const failures = new Map<string, number>();
  for (const [message, count] of parts.flatMap((part) => part.failedAttempts))
    failures.set(message, (failures.get(message) ?? 0) + count);
  const sum = (pick: (part: HerdPart) => number) => parts.reduce((n, part) => n + pick(part), 0);
  const join = (pick: (steps: ReconnectSteps) => number[]) => parts.flatMap((part) => pick(part.steps));
  return {
    moved: sum((part) => part.moved),
    catchUpMs: parts.flatMap((part) => part.catchUpMs),
    steps: {
      waited: join((steps) => steps.waited),
      connect: join((steps) => steps.connect),
      subscribe: join((steps) => steps.subscribe),
      catchUp: join((steps) => steps.catchUp),
    },
    failedAttempts: [...failures],
    stillAway: sum((part) => part.stillAway),
    replayed: sum((part) => part.replayed),
    reloads: sum((part) => part.reloads),
    presenceHeard: sum((part) => part.presenceHeard),
  };
}

/**
 * settleMirrors for one folder; its own look (a new socket and a fetch through the balancer) is tried again
 * after a network failure, as a browser would: a kept-alive connection can close under a request.
 */
async function settle(url: string, folder: Watcher['folder'], mirrors: LiveMirror[]) {
  let failure = '';
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await settleMirrors(url, folder.presenter, folder.projectId, mirrors, 30_000);
    } catch (error) {
      failure = (error as Error).message;
      await sleep(500);
    }
  }
  return `not settled: ${failure}`;
}

/** Every folder of these watchers settled, each mirror compared with a fresh load. */
export async function settleFolders(url: string, watchers: readonly Watcher[]): Promise<SettledFolders> {
  const folders = [...new Set(watchers.map((w) => w.folder))];
  const result: SettledFolders = { problems: [], finalSeqs: [] };
  for (let i = 0; i < folders.length; i += SETTLE_PARALLEL) {
    await Promise.all(
      folders.slice(i, i + SETTLE_PARALLEL).map(async (folder) => {
        const own = watchers.filter((w) => w.folder === folder).map((w) => w.mirror);
        const settled = await settle(url, folder, own);
        if (typeof settled === 'string')
          return void result.problems.push(`folder ${folder.folderId}: ${settled}`);
        result.finalSeqs.push([folder.folderId, settled.finalSeq]);
        result.problems.push(...settled.problems.map((p) => `folder ${folder.folderId}: ${p}`));
      }),
    );
  }
  return result;
}
