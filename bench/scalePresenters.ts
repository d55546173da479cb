// bench:scale's presenters: card moves (PATCH /api/cards/:id/reorder) at a fixed total rate, spread over every
// folder in turn, each by the folder's presenter. An open loop: a move is sent when it is due, whether or not
// earlier ones have been answered (people do not wait for each other), so a slow node shows as latency, not
// as a lower rate. Every outcome is kept in the chaos suite's shape (writers.ts), for its fan-out windows. They
// run in a process of their own (scalePresenterProcess.ts), which hands the outcomes over when stopped.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Outcome } from '../chaos/harness/writers';
import { TestClient } from '../server/test/httpClient';
import type { ScaleFolder } from './scaleWorkspace';

export interface Presenters {
  /** The presenters' process. */
  readonly pid: number;
  /** Every move sent and how it went: filled in by stop(). */
  readonly outcomes: Outcome[];
  /** Stops sending, waits for the answers still due, and takes the outcomes. */
  stop(): Promise<void>;
}

/** What the presenters' process needs of a folder: its cards and its presenter's session cookie. */
export interface PresenterFolder {
  cardIds: number[];
  cookie: string;
}

export type PresenterMessage =
  { type: 'start'; url: string; folders: PresenterFolder[]; movesPerSecond: number } | { type: 'stop' };

const TIMEOUT_MS = 10_000;

async function move(presenter: TestClient, cardId: number, outcome: Outcome) {
  try {
    const res = await presenter.patch(
      `/api/cards/${cardId}/reorder`,
      { direction: Math.random() < 0.5 ? 'up' : 'down', groupBy: 'none' },
      { 'X-Mutation-Id': outcome.mutationId },
    );
    outcome.status = res.status;
  } catch (error) {
    outcome.status = (error as Error).name === 'TimeoutError' ? 'timeout' : 'network';
  }
  outcome.answeredAt = Date.now();
}

/** The moves, sent from this process (the presenters' own: see startPresenters). */
export function sendMoves(url: string, folders: readonly PresenterFolder[], movesPerSecond: number) {
  const run = randomBytes(3).toString('hex');
  const clients = new Map<string, TestClient>();
  for (const { cookie } of folders)
    if (!clients.has(cookie)) clients.set(cookie, TestClient.withCookies(url, cookie, TIMEOUT_MS));
  const outcomes: Outcome[] = [];
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  let sent = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const sendDue = () => {
    const due = Math.floor(((performance.now() - started) / 1000) * movesPerSecond);
    for (; sent < due; sent++) {
      const folder = folders[sent % folders.length]!;
      const cardId = folder.cardIds[Math.floor(Math.random() * folder.cardIds.length)]!;
      const outcome: Outcome = {
        writer: sent % folders.length,
        kind: 'move',
        mutationId: `scale-${run}-${sent}`,
        cardId,
        sentAt: Date.now(),
        answeredAt: 0,
        status: 'network',
      };
      outcomes.push(outcome);
      const request = move(clients.get(folder.cookie)!, cardId, outcome);
      inFlight.add(request);
      void request.finally(() => inFlight.delete(request));
    }
    timer = setTimeout(sendDue, 5);
  };
  sendDue();
  return async () => {
    clearTimeout(timer);
    await Promise.all([...inFlight]);
    return outcomes;
  };
}

/**
 * The presenters in a process of their own, so a move's round trip is timed where nothing else runs (the
 * 2,000 clients' process pauses for its garbage collection).
 */
export function startPresenters(
  url: string,
  folders: readonly ScaleFolder[],
  movesPerSecond: number,
): Presenters {
  const child = fork(path.join(import.meta.dirname, 'scalePresenterProcess.ts'), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const start: PresenterMessage = {
    type: 'start',
    url,
    folders: folders.map((f) => ({ cardIds: f.cardIds, cookie: f.presenter.cookieHeader })),
    movesPerSecond,
  };
  child.send(start);
  const outcomes: Outcome[] = [];
  let stopped: Promise<void> | undefined;
  return {
    pid: child.pid!,
    outcomes,
    stop: () =>
      (stopped ??= new Promise((resolve, reject) => {
        child.once('message', (sent: Outcome[]) => {
          outcomes.push(...sent);
          child.disconnect();
          resolve();
        });
        child.once('exit', (code) => reject(new Error(`the presenters' process exited (${code})`)));
        child.send({ type: 'stop' } satisfies PresenterMessage);
      })),
  };
}
