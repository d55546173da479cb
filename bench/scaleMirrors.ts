// bench:scale's watching clients, one client process's share (scaleClientProcess.ts): live mirrors
// (server/test/liveProject.ts: subscribe, load, apply each change once in seq order, catch up with sync:since
// after a reconnect) through the balancer, and the log each one applied, kept as seqs (a 5-minute run of 2,000
// mirrors would otherwise hold every event 2,000 times over).
// At the end each mirror's log is compared with the folder's event log in PostgreSQL: events lost (a seq the
// database has that the mirror never applied), applied twice, or with another mutation id than the database's.
import pg from 'pg';
import { FanOutRecorder } from '../chaos/harness/fanOut';
import { LiveMirror, type MirrorPatience } from '../server/test/liveProject';
import type { Socket } from 'socket.io-client';
import type { ScaleFolder } from './scaleWorkspace';

export interface Watcher {
  mirror: LiveMirror;
  folder: ScaleFolder;
  /** The seqs it applied, in order. */
  seqs: number[];
}

export interface LogCheck {
  /** Mirrors compared event by event (those that never had to reload the project). */
  compared: number;
  /** Events in the database a mirror did not apply. */
  lost: number;
  /** Events a mirror applied twice. */
  twice: number;
  /** Events a mirror applied with another mutation id than the database logged. */
  wrong: number;
  /** Mirrors that reloaded (refetch); their model is compared with a fresh load instead. */
  reloaded: number;
}

export class Watchers {
  readonly all: Watcher[] = [];
  readonly fanOut = new FanOutRecorder();
  /** Per folder, seq → the mutation id a mirror applied it with (null: a change without one). */
  private readonly heardIds = new Map<number, Map<number, string | null>>();
  private readonly listened = new WeakSet<Socket>();
  private wrongIds = 0;
  private timer?: ReturnType<typeof setInterval>;

  /** Opens `perFolder` mirrors of every folder, `batch` at a time. */
  async open(
    url: string,
    folders: readonly ScaleFolder[],
    perFolder: number,
    patience: MirrorPatience,
    batch = 50,
  ) {
    const wanted = folders.flatMap((folder) => Array.from({ length: perFolder }, (_, i) => ({ folder, i })));
    for (let start = 0; start < wanted.length; start += batch) {
      const opened = await Promise.all(
        wanted.slice(start, start + batch).map(async ({ folder, i }) => ({
          folder,
          mirror: await LiveMirror.open(
            url,
            folder.viewers[i % folder.viewers.length]!,
            folder.projectId,
            patience,
          ),
        })),
      );
      for (const { folder, mirror } of opened) this.all.push({ folder, mirror, seqs: [] });
      this.collect();
    }
    this.timer = setInterval(() => this.collect(), 500);
  }

  /** Takes what each mirror applied since the last look, and listens to a socket that is new since then. */
  collect() {
    for (const watcher of this.all) {
      const socket = watcher.mirror.live.socket;
      if (!this.listened.has(socket)) {
        this.listened.add(socket);
        this.fanOut.listen(socket);
      }
      const ids = this.idsOf(watcher.folder.folderId);
      for (const event of watcher.mirror.drainApplied()) {
        watcher.seqs.push(event.seq);
        const id = event.mutationId ?? null;
        const before = ids.get(event.seq);
        if (before === undefined) ids.set(event.seq, id);
        else if (before !== id) this.wrongIds += 1;
      }
    }
  }

  close() {
    clearInterval(this.timer);
    for (const { mirror } of this.all) mirror.close();
  }

  /** Compares every mirror's applied log with the folders' event logs in PostgreSQL. */
  async check(databaseUrl: string, finalSeqs: Map<number, number>): Promise<LogCheck> {
    this.collect();
    const logged = await loggedEvents(databaseUrl, [...finalSeqs.keys()]);
    const result: LogCheck = { compared: 0, lost: 0, twice: 0, wrong: this.wrongIds, reloaded: 0 };
    for (const [folderId, ids] of this.heardIds) {
      const inDatabase = logged.get(folderId) ?? new Map();
      for (const [seq, id] of ids) if (inDatabase.has(seq) && inDatabase.get(seq) !== id) result.wrong += 1;
    }
    for (const { mirror, folder, seqs } of this.all) {
      if (mirror.refetches > 0) {
        result.reloaded += 1;
        continue;
      }
      result.compared += 1;
      const applied = new Set(seqs);
      result.twice += seqs.length - applied.size;
      const finalSeq = finalSeqs.get(folder.folderId)!;
      for (const seq of (logged.get(folder.folderId) ?? new Map()).keys())
        if (seq > mirror.startSeq && seq <= finalSeq && !applied.has(seq)) result.lost += 1;
    }
    return result;
  }

  private idsOf(folderId: number) {
    let ids = this.heardIds.get(folderId);
    if (!ids) this.heardIds.set(folderId, (ids = new Map()));
    return ids;
  }
}

/** Per folder, the event log: seq → mutation id. */
async function loggedEvents(databaseUrl: string, folderIds: number[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ folderId: number; seq: string; mutationId: string | null }>(
      'SELECT "folderId", seq, "mutationId" FROM folder_events WHERE "folderId" = ANY($1::int[])',
      [folderIds],
    );
    const byFolder = new Map<number, Map<number, string | null>>();
    for (const row of rows) {
      let log = byFolder.get(row.folderId);
      if (!log) byFolder.set(row.folderId, (log = new Map()));
      log.set(Number(row.seq), row.mutationId);
    }
    return byFolder;
  } finally {
    await client.end();
  }
}
