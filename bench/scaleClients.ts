// bench:scale's watching clients, in processes of their own (scaleClientProcess.ts), whole folders to each.
// 2,000 Socket.IO clients in one Node process paused it for seconds at a time (its garbage collection over one
// large heap, its event loop behind 1,000 reconnects), and every figure timed there — fan-out, the way back
// after a node's death — carried the pause. Each process now holds a few hundred; the bench asks them by
// message (ClientRequest) and adds up their answers.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { FanOutRecorder } from '../chaos/harness/fanOut';
import type { MirrorPatience } from '../server/test/liveProject';
import type { Profiling } from './profiling';
import { cpuMs } from './realtimeStats';
import { addHerdParts, type HerdPart, type SettledFolders } from './scaleHerd';
import type { LogCheck } from './scaleMirrors';
import type { ScaleFolder } from './scaleWorkspace';

/** A folder as a client process needs it: ids, and its people's session cookies. */
export interface WireFolder {
  folderId: number;
  projectId: number;
  presenterCookie: string;
  viewerCookies: string[];
}

export interface ClientLoop {
  /** Event-loop delay while measured, ms. */
  p99: number;
  max: number;
}

/** What the bench asks a client process, and what each answers. */
export interface ClientCalls {
  open: {
    request: {
      url: string;
      folders: WireFolder[];
      perFolder: number;
      patience: MirrorPatience;
      batch: number;
    };
    answer: null;
  };
  /** Its event loop watched from now (`measureLoop`) until `measuredLoop`. */
  measureLoop: { request: Record<string, never>; answer: null };
  measuredLoop: { request: Record<string, never>; answer: ClientLoop };
  markHerd: { request: Record<string, never>; answer: null };
  herdStatus: { request: Record<string, never>; answer: { moved: number; back: boolean } };
  herdPart: { request: Record<string, never>; answer: HerdPart };
  settle: { request: { url: string }; answer: SettledFolders };
  /** Fan-out: when each change was heard, [mutation id, arrival times] (FanOutRecorder). */
  arrivals: { request: Record<string, never>; answer: [string, number[]][] };
  check: { request: { databaseUrl: string; finalSeqs: [number, number][] }; answer: LogCheck };
  close: { request: Record<string, never>; answer: null };
}

export type ClientCall = keyof ClientCalls;
export type ClientRequest = {
  [K in ClientCall]: { id: number; type: K } & ClientCalls[K]['request'];
}[ClientCall];
export type ClientAnswer = { id: number; answer?: unknown; error?: string };

const ENTRY = path.join(import.meta.dirname, 'scaleClientProcess.ts');
/** Clients opened at once, over every process. */
const OPEN_AT_ONCE = 50;

const wire = (folder: ScaleFolder): WireFolder => ({
  folderId: folder.folderId,
  projectId: folder.projectId,
  presenterCookie: folder.presenter.cookieHeader,
  viewerCookies: folder.viewers.map((viewer) => viewer.cookieHeader),
});

class ClientProcess {
  private next = 0;
  private readonly waiting = new Map<
    number,
    { resolve(answer: unknown): void; reject(error: Error): void }
  >();

  constructor(readonly child: ChildProcess) {
    child.on('message', ({ id, answer, error }: ClientAnswer) => {
      const call = this.waiting.get(id);
      this.waiting.delete(id);
      if (error !== undefined) call?.reject(new Error(`client process ${child.pid}: ${error}`));
      else call?.resolve(answer);
    });
    child.on('exit', (code) => {
      for (const call of this.waiting.values()) call.reject(new Error(`client process exited (${code})`));
      this.waiting.clear();
    });
  }

  call<K extends ClientCall>(type: K, request: ClientCalls[K]['request']): Promise<ClientCalls[K]['answer']> {
    const id = ++this.next;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (answer: unknown) => void, reject });
      this.child.send({ ...request, id, type });
    });
  }
}

export class ClientProcesses {
  private readonly processes: ClientProcess[];
  readonly fanOut = new FanOutRecorder();

  constructor(count: number, profiles?: Profiling) {
    this.processes = Array.from(
      { length: count },
      () =>
        new ClientProcess(
          fork(ENTRY, {
            execArgv: ['--max-semi-space-size=64', '--import', 'tsx', ...(profiles?.nodeArgs ?? [])],
            env: { ...process.env, ...profiles?.env },
            stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
          }),
        ),
    );
  }

  get pids(): number[] {
    return this.processes.map((p) => p.child.pid!);
  }

  /** CPU ms the processes have used so far, together. */
  cpuMs(): number {
    return this.pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  }

  /** Opens `perFolder` clients of every folder: folder i in process i mod n. */
  async open(url: string, folders: readonly ScaleFolder[], perFolder: number, patience: MirrorPatience) {
    const n = this.processes.length;
    const batch = Math.max(1, Math.ceil(OPEN_AT_ONCE / n));
    await this.all((p, i) =>
      p.call('open', {
        url,
        folders: folders.filter((_, f) => f % n === i).map(wire),
        perFolder,
        patience,
        batch,
      }),
    );
  }

  measureLoop = () => this.all((p) => p.call('measureLoop', {}));

  /** The worst process's event-loop delay since measureLoop. */
  async measuredLoop(): Promise<ClientLoop> {
    const loops = await this.all((p) => p.call('measuredLoop', {}));
    return { p99: Math.max(...loops.map((l) => l.p99)), max: Math.max(...loops.map((l) => l.max)) };
  }

  markHerd = () => this.all((p) => p.call('markHerd', {}));

  async herdStatus(): Promise<{ moved: number; back: boolean }> {
    const parts = await this.all((p) => p.call('herdStatus', {}));
    return { moved: parts.reduce((n, s) => n + s.moved, 0), back: parts.every((s) => s.back) };
  }

  async herdPart(): Promise<HerdPart> {
    return addHerdParts(await this.all((p) => p.call('herdPart', {})));
  }

  async settle(url: string): Promise<{ problems: string[]; finalSeqs: Map<number, number> }> {
    const parts = await this.all((p) => p.call('settle', { url }));
    return {
      problems: parts.flatMap((part) => part.problems),
      finalSeqs: new Map(parts.flatMap((part) => part.finalSeqs)),
    };
  }

  /** Takes every process's fan-out arrivals into `fanOut`. */
  async collectArrivals() {
    for (const p of this.processes)
      for (const [mutationId, times] of await p.call('arrivals', {}))
        for (const at of times) this.fanOut.record(mutationId, at);
  }

  async check(databaseUrl: string, finalSeqs: Map<number, number>): Promise<LogCheck> {
    const checks = await this.all((p) => p.call('check', { databaseUrl, finalSeqs: [...finalSeqs] }));
    const sum = (pick: (check: LogCheck) => number) => checks.reduce((n, check) => n + pick(check), 0);
    return {
      compared: sum((c) => c.compared),
      lost: sum((c) => c.lost),
      twice: sum((c) => c.twice),
      wrong: sum((c) => c.wrong),
      reloaded: sum((c) => c.reloaded),
    };
  }

  /** Closes every client and ends the processes. */
  async close() {
    await this.all((p) => p.call('close', {}).catch(() => null));
    for (const p of this.processes) if (p.child.connected) p.child.disconnect();
  }

  private all<T>(each: (p: ClientProcess, i: number) => Promise<T>): Promise<T[]> {
    return Promise.all(this.processes.map(each));
  }
}
