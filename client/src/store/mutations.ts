// Optimistic writes (docs/decisions.md "Real-time collaboration"): every write carries a mutation id that its
// change events echo, so this tab recognises its own changes on the socket. While a card write is on its
// way, its fields keep the user's value whatever arrives (reconcile's `editing`); a refused write puts back
// the newest confirmed version (the one before, or a newer one that arrived meanwhile) and the spec's
// toast is shown.
import { MUTATION_ID_HEADER } from '../../../common/events';
import type { CardField } from '../../../common/realtime/reconcile';
import type { RequestOptions } from '../api/http';
import type { Card } from '../api/workspace';
import { toast, type ToastOptions } from '../ui';
import { acceptAnswer, holdConfirmedCard, settleHeld } from './applyRemote';
import { board, putCard } from './board';
import { endWrite, rememberOwn, startWrite } from './local';

export { isOwnMutation, pendingCreates } from './local';
export type { PendingCreate } from '../../../common/realtime/reconcile';

let counter = 0;

/** A fresh mutation id, remembered as this tab's own, and the header that sends it with a write. */
export function newMutation(): RequestOptions & { mutationId: string } {
  counter += 1;
  const mutationId = `${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 10)}`;
  rememberOwn(mutationId);
  return { mutationId, headers: { [MUTATION_ID_HEADER]: mutationId } };
}

let nextTempId = -1;
export const tempId = () => nextTempId--;

/** Puts a card from a REST answer, unless the store already holds a newer version (from the socket). */
export const acceptCard = (card: Card) => acceptAnswer({ type: 'card.updated', data: card });

export function failureToast(options: ToastOptions) {
  toast({ variant: 'destructive', ...options });
}

/**
 * Shows `optimistic` at once and sends the write; `fields` keep the user's value until it is answered.
 * Resolves to the answer (already taken in by `take`), or null when refused (then rolled back).
 */
export async function writeCard<T>(
  optimistic: Card,
  fields: readonly CardField[],
  send: (options: RequestOptions) => Promise<T>,
  take: (answer: T) => void,
): Promise<T | null> {
  holdConfirmedCard(optimistic.id);
  startWrite(optimistic.id, fields);
  putCard(optimistic);
  try {
    const answer = await send(newMutation());
    take(answer);
    return answer;
  } catch {
    return null;
  } finally {
    endWrite(optimistic.id, fields);
    settleHeld();
  }
}

const isCardField = (key: string, card: Card): key is CardField => key in card;

/**
 * Applies `patch` to a card at once, sends the write, and keeps the server's answer; on failure the card
 * goes back to its newest confirmed version and `failure` is shown (null: no toast).
 */
export async function optimisticCardWrite(
  cardId: number,
  patch: Partial<Card>,
  send: (options: RequestOptions) => Promise<Card>,
  failure: ToastOptions | null,
): Promise<Card | null> {
  const before = board.cards[cardId];
  if (!before) return null;
  const fields = Object.keys(patch).filter((key) => isCardField(key, before));
  const saved = await writeCard({ ...before, ...patch }, fields, send, acceptCard);
  if (!saved && failure) failureToast(failure);
  return saved;
}
