// Optimistic writes (decisions.md "Real-time collaboration"): every write carries a mutation id that its
// change events echo, so this tab recognises its own changes on the socket; a refused write is rolled
// back (unless something newer already replaced the optimistic value) and the spec's toast is shown.
import { olderThan } from '../../../common/realtime/applyChange';
import type { RequestOptions } from '../api/http';
import { toast, type ToastOptions } from '../ui';
import { board, putCard } from './board';
import type { Card } from '../api/workspace';

const MAX_REMEMBERED = 500;
const sent = new Set<string>();
let counter = 0;

/** A fresh mutation id, remembered as this tab's own. */
export function newMutation(): RequestOptions & { mutationId: string } {
  counter += 1;
  const mutationId = `${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 10)}`;
  sent.add(mutationId);
  if (sent.size > MAX_REMEMBERED) sent.delete(sent.values().next().value!);
  return { mutationId };
}

export const isOwnMutation = (mutationId: string | undefined) =>
  mutationId !== undefined && sent.has(mutationId);

/** What an optimistic create shows until its answer: a placeholder under a temporary (negative) id. */
export interface PendingCreate {
  collection: 'cards' | 'categories' | 'releases';
  tempId: number;
}
/** Optimistic creates waiting for their answer, by mutation id: the echo on the socket replaces them too. */
export const pendingCreates = new Map<string, PendingCreate>();
let nextTempId = -1;
export const tempId = () => nextTempId--;

/** Puts a card from a REST answer, unless the store already holds a newer version (from the socket). */
export function acceptCard(card: Card) {
  if (!olderThan(card, board.cards[card.id])) putCard(card);
}

export function failureToast(options: ToastOptions) {
  toast({ variant: 'destructive', ...options });
}

/**
 * Applies `patch` to a card at once, sends the write, and keeps the server's answer; on failure puts the
 * card back as it was (if nothing newer arrived meanwhile) and shows `failure` (null: no toast).
 */
export async function optimisticCardWrite(
  cardId: number,
  patch: Partial<Card>,
  send: (options: RequestOptions) => Promise<Card>,
  failure: ToastOptions | null,
): Promise<Card | null> {
  const before = board.cards[cardId];
  if (!before) return null;
  const optimistic: Card = { ...before, ...patch };
  putCard(optimistic);
  try {
    const saved = await send(newMutation());
    acceptCard(saved);
    return saved;
  } catch {
    if (board.cards[cardId] === optimistic) putCard(before);
    if (failure) failureToast(failure);
    return null;
  }
}
