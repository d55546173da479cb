// What only this tab knows, the `local` of reconcile (common/realtime/reconcile.ts): the mutation ids of its
// own writes (their events are echoes, not someone else's change) and the card being dragged. The writes
// themselves, on their way, are in the ledger (store/board.ts).
import type { Local } from '../../../common/realtime/reconcile';

const MAX_REMEMBERED = 500;
const ownMutations = new Set<string>();

/** Remembers a mutation id as this tab's own (the oldest are forgotten: their echoes are long past). */
export function rememberOwn(mutationId: string) {
  ownMutations.add(mutationId);
  if (ownMutations.size > MAX_REMEMBERED) ownMutations.delete(ownMutations.values().next().value!);
}

let dragging: number | null = null;
export const setDragging = (cardId: number | null) => void (dragging = cardId);
export const draggingCard = () => dragging;

export const localState = (room: boolean): Local => ({ ownMutations, dragging, room, now: Date.now() });
