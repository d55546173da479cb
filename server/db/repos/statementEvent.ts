// The event a one-statement write (a card create, a rank move: db/repos/cardCreate.ts, cardMove.ts) answers:
// numbered and stored by the statement itself, built here from its row as the log append's are.
import type { ChangeBody, ChangeEvent } from '../../../common/events';
import type { EventCause } from '../../../common/schemas/history';
import { toEvent, type EventRow } from './folderEvents';

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
