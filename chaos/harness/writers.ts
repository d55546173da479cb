// Writers for the chaos suite: loops that create, move, edit, delete and read cards of one project through
// the REST API, each request bounded by a timeout, every outcome recorded with its times. What was
// acknowledged (a 2xx) is what must survive whatever the scenario does to the servers.
import { randomBytes } from 'node:crypto';
import type { TestClient } from '../../server/test/httpClient';
import { setTimeout as sleep } from 'node:timers/promises';

type WriteKind = 'create' | 'move' | 'edit' | 'delete' | 'read';

export interface Outcome {
  writer: number;
  kind: WriteKind;
  mutationId: string;
  cardId?: number;
  /** The title a create or an edit sent. */
  title?: string;
  sentAt: number;
  answeredAt: number;
  /** The HTTP status, or what happened instead of an answer. */
  status: number | 'timeout' | 'network';
  /** For an error status: whether the body was the JSON error shape ({"error": "…"}). */
  jsonError?: boolean;
  /** A move that moved nothing (the card was already at the end) sends no change event. */
  movedNothing?: boolean;
}

export interface WriterOptions {
  writers: number;
  /** Relative weights of the kinds of request. */
  mix: Partial<Record<WriteKind, number>>;
  /** A request not answered by then counts as 'timeout' (a hang). */
  timeoutMs: number;
  /** Pause after an error answer, so a writer does not spin while a part is down. */
  backoffMs?: number;
  /** Pause between two requests of one writer (0: as fast as answers come). */
  pauseMs?: number;
}

/** A bit of every kind of request, creates and edits first: what a team grooming a backlog sends. */
export const EVERY_KIND: WriterOptions['mix'] = { create: 3, edit: 3, move: 2, delete: 1, read: 1 };

export interface Writers {
  readonly outcomes: Outcome[];
  /** Lets every writer finish its request in flight, then stop. */
  stop(): Promise<void>;
}

export const acknowledged = (o: Outcome) => typeof o.status === 'number' && o.status < 300;

function pickKind(mix: WriterOptions['mix'], haveCards: boolean): WriteKind {
  const kinds = (Object.entries(mix) as [WriteKind, number][]).filter(
    ([kind, weight]) => weight > 0 && (haveCards || kind === 'create' || kind === 'read'),
  );
  let roll = Math.random() * kinds.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [kind, weight] of kinds) if ((roll -= weight) < 0) return kind;
  return 'create';
}

/** `apis[i]` is writer i's browser; each writer changes only the cards it created. */
export function startWriters(apis: TestClient[], projectId: number, options: WriterOptions): Writers {
  const outcomes: Outcome[] = [];
  const run = randomBytes(3).toString('hex');
  let stopping = false;

  async function writer(index: number) {
    const api = apis[index % apis.length]!.withTimeout(options.timeoutMs);
    const mine: number[] = [];
    for (let n = 0; !stopping; n++) {
      const kind = pickKind(options.mix, mine.length > 0);
      const mutationId = `chaos-${run}-${index}-${n}`;
      const headers = { 'X-Mutation-Id': mutationId };
      const cardId =
        kind === 'create' || kind === 'read' ? undefined : mine[Math.floor(Math.random() * mine.length)];
      const title =
        kind === 'create' ? `w${index} card ${n}` : kind === 'edit' ? `w${index} edit ${n}` : undefined;
      const outcome: Outcome = {
        writer: index,
        kind,
        mutationId,
        cardId,
        title,
        sentAt: Date.now(),
        answeredAt: 0,
        status: 'network',
      };
      try {
        const res =
          kind === 'create'
            ? await api.post('/api/cards', { title, projectId }, headers)
            : kind === 'move'
              ? await api.patch(
                  `/api/cards/${cardId}/reorder`,
                  { direction: Math.random() < 0.5 ? 'up' : 'down' },
                  headers,
                )
              : kind === 'edit'
                ? await api.patch(`/api/cards/${cardId}`, { title }, headers)
                : kind === 'delete'
                  ? await api.delete(`/api/cards/${cardId}`, headers)
                  : await api.get(`/api/projects/${projectId}/data`);
        outcome.status = res.status;
        if (res.status >= 300)
          outcome.jsonError = typeof res.body === 'object' && typeof res.body?.error === 'string';
        else if (kind === 'create') {
          outcome.cardId = res.body.id;
          mine.push(res.body.id);
        } else if (kind === 'move') outcome.movedNothing = Array.isArray(res.body) && res.body.length === 0;
      } catch (error) {
        outcome.status = (error as Error).name === 'TimeoutError' ? 'timeout' : 'network';
      }
      outcome.answeredAt = Date.now();
      outcomes.push(outcome);
      // A delete that may have happened (any outcome) takes the card out of what this writer touches.
      if (kind === 'delete') mine.splice(mine.indexOf(cardId!), 1);
      if (!acknowledged(outcome)) await sleep(options.backoffMs ?? 50);
      else if (options.pauseMs) await sleep(options.pauseMs);
    }
  }

  const running = Promise.all(Array.from({ length: options.writers }, (_, i) => writer(i)));
  return {
    outcomes,
    async stop() {
      stopping = true;
      await running;
    },
  };
}

/**
 * What the final state and the event log say against what was acknowledged: every acknowledged create is
 * there (unless a delete of it was sent), every acknowledged edit's title is the card's title or was
 * replaced by a later edit of it, and every acknowledged change is in the folder's event log (when the
 * log still reaches back: `loggedMutationIds` undefined skips that part). Returns the problems found.
 */
export function checkAcknowledged(
  outcomes: readonly Outcome[],
  finalTitles: ReadonlyMap<number, string>,
  loggedMutationIds?: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  const deleteSent = new Set(outcomes.filter((o) => o.kind === 'delete').map((o) => o.cardId));
  const titlesTried = new Map<number, { title: string; sentAt: number; settled: boolean }[]>();
  for (const o of outcomes)
    if (o.title && o.cardId !== undefined && (o.kind === 'edit' || acknowledged(o))) {
      // An edit without a 2xx (no answer, or a 503 as the database went away) may still have committed.
      const tried = { title: o.title, sentAt: o.sentAt, settled: acknowledged(o) };
      titlesTried.set(o.cardId, [...(titlesTried.get(o.cardId) ?? []), tried]);
    }
  for (const o of outcomes.filter(acknowledged)) {
    if (o.kind === 'read') continue;
    if (loggedMutationIds && !o.movedNothing && !loggedMutationIds.has(o.mutationId))
      problems.push(`${o.kind} ${o.mutationId} was acknowledged but is not in the event log`);
    if (o.cardId === undefined || deleteSent.has(o.cardId)) continue;
    if (o.kind === 'delete') continue;
    const title = finalTitles.get(o.cardId);
    if (title === undefined) {
      problems.push(`${o.kind} ${o.mutationId}: card ${o.cardId} was acknowledged but is gone`);
      continue;
    }
    if (o.kind !== 'edit' && o.kind !== 'create') continue;
    const sameOrLater = (titlesTried.get(o.cardId) ?? [])
      .filter((t) => t.sentAt >= o.sentAt || !t.settled)
      .map((t) => t.title);
    if (!sameOrLater.includes(title))
      problems.push(
        `${o.kind} ${o.mutationId}: card ${o.cardId} is titled '${title}', not '${o.title}' or a later edit`,
      );
  }
  return problems;
}
