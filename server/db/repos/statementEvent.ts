// The event a one-statement write (a card create, a rank move: db/repos/cardCreate.ts, cardMove.ts) answers:
// numbered and stored by the statement itself, built here from its row as the log append's are.
import type { ChangeBody, ChangeEvent } from '../../../common/events';
import type { EventCause } from '../../../common/schemas/history';
import { HISTORY_INSERT, toEvent, type EventRow } from './folderEvents';

/** The row a one-statement write (a card create, a rank move) answers: its event, numbered and stored. */
export interface StatementEventRow<D> {
  seq: number;
  folderId: number;
  projectId: number;
  data: D;
}

/** The event of a one-statement write's row, labelled as the write was (who, its mutation id, its cause). */
export function statementEvent<T extends ChangeBody['type'], D>(
  type: T,
  row: StatementEventRow<D>,
  meta: { actorId: string; mutationId?: string; cause?: EventCause },
): ChangeEvent & { data: D } {
  const event = toEvent({
    type,
    data: row.data,
    folderId: row.folderId,
    seq: row.seq,
    projectId: row.projectId,
    actorId: meta.actorId,
    mutationId: meta.mutationId ?? null,
    cause: meta.cause ?? null,
  } as EventRow);
  return event as ChangeEvent & { data: D };
}

/**
 * The history row of a one-statement write's one event (its CTE `ev`), as folderEvents.ts HISTORY_CTE writes it
 * for that event — the thing's kind and id, who, what happened, the cause, its data after, the seq — without the
 * generic CTE's unpacking (a lateral union over three shapes, a filter on the kept types), which cost a create
 * or a move 5–8 % of PostgreSQL's own pace (bench:api "history"). `item` reads the thing's data from `ev`.
 * `statementHistory.test.ts` holds each to agree with HISTORY_CTE, row for row.
 */
const oneHistoryRow = (kind: string, action: string, item: string) => `hist AS (
  ${HISTORY_INSERT}
  SELECT ev."folderId", ev."projectId", '${kind}', (${item}->>'id')::int, ev."actorId", '${action}', ev.cause,
         ${item}, ev.seq
    FROM ev
  RETURNING 1)`;

/** The `hist` CTE of each one-statement write: a card's create (its card.created), a rank move (cards.reordered). */
export const STATEMENT_HISTORY = {
  cardCreated: oneHistoryRow('card', 'created', 'ev.data'),
  cardMoved: oneHistoryRow('card', 'moved', 'ev.data->0'),
} as const;
