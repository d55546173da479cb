// What only this tab knows, the `local` of reconcile (common/realtime/reconcile.ts): the mutation ids of its
// own writes, its optimistic creates waiting for an answer, the card being dragged, and the card fields
// with a write on its way.
import type { CardField, Local, PendingCreate, Protection } from '../../../common/realtime/reconcile';

const MAX_REMEMBERED = 500;
const ownMutations = new Set<string>();

/** Remembers a mutation id as this tab's own (the oldest are forgotten: their echoes are long past). */
export function rememberOwn(mutationId: string) {
  ownMutations.add(mutationId);
  if (ownMutations.size > MAX_REMEMBERED) ownMutations.delete(ownMutations.values().next().value!);
}
export const isOwnMutation = (mutationId: string | undefined) =>
  mutationId !== undefined && ownMutations.has(mutationId);

/** Optimistic creates waiting for their answer, by mutation id: the echo on the socket replaces them too. */
export const pendingCreates = new Map<string, PendingCreate>();

let dragging: number | null = null;
export const setDragging = (cardId: number | null) => void (dragging = cardId);

/** How many writes on their way touch each field of each card. */
const writing = new Map<number, Map<CardField, number>>();

export function startWrite(cardId: number, fields: readonly CardField[]) {
  const counts = writing.get(cardId) ?? new Map<CardField, number>();
  for (const field of fields) counts.set(field, (counts.get(field) ?? 0) + 1);
  writing.set(cardId, counts);
}

export function endWrite(cardId: number, fields: readonly CardField[]) {
  const counts = writing.get(cardId);
  if (!counts) return;
  for (const field of fields) {
    const left = (counts.get(field) ?? 1) - 1;
    if (left > 0) counts.set(field, left);
    else counts.delete(field);
  }
  if (counts.size === 0) writing.delete(cardId);
}

export function protection(): Protection {
  const editing: Record<number, CardField[]> = {};
  for (const [cardId, counts] of writing) editing[cardId] = [...counts.keys()];
  return { dragging, editing };
}

export const localState = (room: boolean): Local => ({
  ...protection(),
  ownMutations,
  pendingCreates,
  room,
  now: Date.now(),
});
