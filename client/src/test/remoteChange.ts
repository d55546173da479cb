// A teammate's change heard on the socket, for component and store tests: a change event with the next
// version of what it carries, applied as the board applies every event (store/applyRemote.ts).
import { change, type ChangeData, type ChangeEvent, type ChangeType } from '../../../common/events';
import type { Card } from '../../../common/schemas/cards';
import { applyRemoteEvents } from '../store/applyRemote';
import { board } from '../store/board';

let seq = 1000;

/** Someone else's event of the open project (folder 5), numbered after every earlier one. */
export function remoteEvent<T extends ChangeType>(
  type: T,
  data: ChangeData[T],
  { actorId = 'someone-else', mutationId }: { actorId?: string; mutationId?: string } = {},
): ChangeEvent {
  seq += 1;
  return {
    ...change({ folderId: 5, projectId: board.projectId ?? undefined }, type, data),
    seq,
    actorId,
    ...(mutationId ? { mutationId } : {}),
  };
}

/** A teammate (`actorId`) saved this card (a newer version of it): applied at once. */
export function hearCard(card: Card, actorId?: string) {
  const event = remoteEvent('card.updated', { ...card }, { actorId });
  (event.data as Card).version = event.seq;
  applyRemoteEvents([event]);
}
