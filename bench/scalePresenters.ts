// bench:scale's presenters: card moves (PATCH /api/cards/:id/reorder) at a fixed total rate, spread over every
// folder in turn, each by the folder's presenter. An open loop: a move is sent when it is due, whether or not
// earlier ones have been answered (people do not wait for each other), so a slow node shows as latency, not
// as a lower rate. Every outcome is kept in the chaos suite's shape (writers.ts), for its fan-out windows.
import { randomBytes } from 'node:crypto';
import type { Outcome } from '../chaos/harness/writers';
import type { TestClient } from '../server/test/httpClient';
import type { ScaleFolder } from './scaleWorkspace';

export interface Presenters {
  readonly outcomes: Outcome[];
  /** Moves sent so far. */
  readonly sent: number;
  /** Stops sending, then waits for the answers still due. */
  stop(): Promise<void>;
}

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

export function startPresenters(folders: readonly ScaleFolder[], movesPerSecond: number): Presenters {
  const run = randomBytes(3).toString('hex');
  const clients = new Map(folders.map((f) => [f.presenter, f.presenter.withTimeout(TIMEOUT_MS)]));
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
      const request = move(clients.get(folder.presenter)!, cardId, outcome);
      inFlight.add(request);
      void request.finally(() => inFlight.delete(request));
    }
    timer = setTimeout(sendDue, 5);
  };
  sendDue();

  return {
    outcomes,
    get sent() {
      return sent;
    },
    async stop() {
      clearTimeout(timer);
      await Promise.all([...inFlight]);
    },
  };
}
