// What became of the change events of the Redis restart scenario: those made while Redis was away, on the
// node that made them and on the other one, and when events crossed nodes again once it was back.
import type { Arrival } from '../harness/arrivals';
import { acknowledged, type Outcome } from '../harness/writers';
import { SUBSCRIPTION_BACK } from '../../server/realtime/redisAdapter';

/** A write this close to Redis going or coming back is not counted as made while it was away. */
const EDGE_MS = 1000;

export interface DeliveryFigures {
  /** Events made while Redis was away, heard on their own node: "12 of 12 live (max 8 ms after sending)". */
  sameNode: string;
  /** Those that were not heard on their own node until Redis was back (or never). */
  sameNodeLate: string[];
  /** The same events on the other node: how many were heard live late (Redis back), how many never (replayed). */
  crossNode: string;
  /** From Redis back to the first event heard on a node other than the one that made it. */
  gapMs?: number;
}

export function deliveryDuring(
  outcomes: readonly Outcome[],
  arrivals: readonly Arrival[],
  originOf: (writer: number) => string,
  times: { stoppedAt: number; backAt: number },
): DeliveryFigures {
  const { stoppedAt, backAt } = times;
  const byMutation = new Map(outcomes.map((o) => [o.mutationId, o]));
  const originOfArrival = (a: Arrival) => {
    const outcome = a.mutationId ? byMutation.get(a.mutationId) : undefined;
    return outcome && originOf(outcome.writer);
  };
  const away = outcomes.filter(
    (o) =>
      acknowledged(o) &&
      o.kind !== 'read' &&
      !o.movedNothing &&
      o.sentAt >= stoppedAt + EDGE_MS &&
      o.answeredAt <= backAt - EDGE_MS,
  );
  const heard = (o: Outcome, onOwnNode: boolean) =>
    arrivals.find((a) => a.mutationId === o.mutationId && (a.node === originOf(o.writer)) === onOwnNode);

  const sameNodeLate: string[] = [];
  const delays: number[] = [];
  let crossLate = 0;
  for (const o of away) {
    const own = heard(o, true);
    if (!own || own.at >= backAt)
      sameNodeLate.push(
        `${o.kind} ${o.mutationId} ${own ? `heard ${own.at - o.sentAt} ms after it was sent` : 'never heard'}`,
      );
    else delays.push(own.at - o.sentAt);
    if (heard(o, false)) crossLate += 1;
  }
  const crossing = arrivals.find(
    (a) => a.at >= backAt && originOfArrival(a) !== undefined && originOfArrival(a) !== a.node,
  );
  return {
    sameNode: `${delays.length} of ${away.length} live${delays.length ? ` (max ${Math.max(...delays)} ms after the write was sent)` : ''}`,
    sameNodeLate,
    crossNode: `${crossLate} heard live once Redis was back, ${away.length - crossLate} never live (clients there replay them)`,
    gapMs: crossing && crossing.at - backAt,
  };
}

/** When the node's log says its Redis subscription was back (its warning, JSON lines), in ms after `backAt`. */
export function subscriptionBackMs(nodeOutput: string, backAt: number): number | undefined {
  for (const line of nodeOutput.split('\n')) {
    if (!line.includes(SUBSCRIPTION_BACK)) continue;
    const { time } = JSON.parse(line) as { time: number };
    if (time >= backAt - 1000) return time - backAt;
  }
  return undefined;
}
