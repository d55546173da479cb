// One run of bench:import: a fresh project in the shared folder, the second board (the share recipient's
// socket) subscribed to it, the import sent by the owner; timed until the POST answered and until the board
// heard every card.created, with the server's RSS sampled meanwhile. A refused import is a result, not a crash:
// the bench still prints what it measured.
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { Socket } from 'socket.io-client';
import type { ChangeEvent, SubscribeAck } from '../common/events';
import type { ImportRequestInput } from '../common/schemas/imports';
import type { Db } from '../server/db/connection';
import type { TestClient } from '../server/test/httpClient';
import { postImport } from '../server/test/importRequests';
import type { ServerProcess } from '../test/processHarness';
import { now, type Window } from './importReads';
import { connectSocket } from './realtimeClients';
import { cpuMs, sampleRss, sleep } from './realtimeStats';

const DELIVERY_TIMEOUT_MS = 120_000;

export interface ImportRun {
  answeredMs: number;
  /** NaN when the board did not hear every card within the timeout. */
  heardMs: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  /** CPU time the server process used from the POST sent until the last card was heard (ms). */
  serverCpuMs: number;
  /** From the POST sent until the board heard the last card (or gave up). */
  window: Window;
  /** Why the import failed: the answer, and the server's last logged error. */
  error?: string;
}

export interface ImportRunSetup {
  app: ServerProcess;
  db: Db;
  owner: TestClient;
  /** The share recipient's signed-in cookie, for the second board's socket. */
  recipientCookie: string;
  folderId: number;
  fileName: string;
  cards: ImportRequestInput['cards'];
}

const vmRssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

/** What the server's last error log line (pino JSON) says, if it logged one. */
function lastServerError(log: string): string {
  const line = log
    .split('\n')
    .reverse()
    .find((l) => l.includes('"level":50'));
  const message = /"message":"((?:[^"\\]|\\.)*)"/.exec(line ?? '')?.[1];
  if (!message) return 'nothing logged';
  // A PostgreSQL error reads "<the whole statement> - <what went wrong>": the statement is left out.
  const reason = message.lastIndexOf(' - ');
  return reason > 0 ? `SQL error: ${message.slice(reason + 3)}` : message.slice(0, 300);
}

export async function runImport(setup: ImportRunSetup, run: number): Promise<ImportRun> {
  const { app, owner, cards } = setup;
  const prefix = `IM${String.fromCharCode(65 + run)}`;
  const made = await owner.post('/api/projects', {
    name: `Import ${run + 1}`,
    prefix,
    parentId: setup.folderId,
  });
  if (made.status !== 201) throw new Error(`project: ${made.status} ${made.text}`);
  const projectId = (made.body as { id: number }).id;
  const board: Socket = await connectSocket(app.url, setup.recipientCookie);
  let during: ReturnType<typeof sampleRss> | undefined;
  try {
    let heard = 0;
    let recordHeard = false;
    board.on('change', (event: ChangeEvent) => {
      if (event.projectId !== projectId) return;
      if (event.type === 'card.created') heard++;
      else if (event.type === 'import.created') recordHeard = true;
    });
    const ack: SubscribeAck = await board.timeout(30_000).emitWithAck('project:subscribe', { projectId });
    if (!ack.ok) throw new Error(`subscribe refused: ${ack.error}`);

    const body: ImportRequestInput = {
      target: { projectId },
      source: { format: 'cardplan', fileName: setup.fileName },
      cards,
    };
    const rssBeforeMb = vmRssMb(app.child.pid!);
    during = sampleRss([app.child.pid!]);
    const cpuBefore = cpuMs(app.child.pid!);
    const from = now();
    const sent = performance.now();
    const res = await postImport(owner, body);
    const answeredMs = performance.now() - sent;
    const failed = (error: string): ImportRun => ({
      answeredMs,
      heardMs: NaN,
      rssBeforeMb,
      rssPeakMb: during!.stop()[0]!,
      serverCpuMs: cpuMs(app.child.pid!) - cpuBefore,
      window: { from, to: now() },
      error,
    });
    if (res.status !== 201) {
      // The server logs a failed request after answering it.
      for (let waited = 0; waited < 2000 && !app.output().includes('"level":50'); waited += 50)
        await sleep(50);
      return failed(`${res.status} ${res.text.slice(0, 200)}; server: ${lastServerError(app.output())}`);
    }
    const deadline = sent + DELIVERY_TIMEOUT_MS;
    while ((heard < cards.length || !recordHeard) && performance.now() < deadline) await sleep(5);
    const heardMs = heard >= cards.length ? performance.now() - sent : NaN;
    const window = { from, to: now() };
    const [rssPeakMb] = during.stop();
    const serverCpuMs = cpuMs(app.child.pid!) - cpuBefore;
    const written = await setup.db('cards').where({ projectId }).count<{ count: string }[]>();
    const count = Number(written[0]?.count);
    const result = { answeredMs, heardMs, rssBeforeMb, rssPeakMb: rssPeakMb!, serverCpuMs, window };
    if (count !== cards.length || heard !== cards.length)
      return { ...result, error: `${count} cards written, ${heard} card.created heard (of ${cards.length})` };
    return result;
  } finally {
    during?.stop();
    board.close();
  }
}
