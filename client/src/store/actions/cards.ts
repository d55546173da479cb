// Card writes, each optimistic with rollback and the spec's toasts (spec 8 "Cards").
import { groupFields } from '../../../../common/board/grouping';
import type { CardUpdateBody } from '../../../../common/board/cardForm';
import { DEFAULT_COLOR } from '../../../../common/schemas/fields';
import {
  BULK_ADD_MAX,
  CARD_DEFAULTS,
  type GroupBy,
  type UpdateCardRequest,
} from '../../../../common/schemas/cards';
import { pacedByLimit, type RequestOptions } from '../../api/http';
import { cardsApi, type Card } from '../../api/workspace';
import { toast, type ToastOptions } from '../../ui';
import { board } from '../board';
import { failureToast, mutate, tempId } from '../mutations';
import { ops } from '../../../../common/realtime/reconcile';
import { clearSelection } from '../view';
import { bumpCardCount } from './workspace';
import { moveCardBeside, optimisticOrder, type DropTarget } from './ranking';

/** Highest order in the project + 1 (+ `place`): where the server puts cards created without an order. */
function lastRankOrder(place: number): string {
  let max = 0;
  for (const card of Object.values(board.cards)) max = Math.max(max, Number(card.order));
  return (Math.floor(max) + 1 + place).toFixed(3);
}

function placeholderCard(projectId: number, title: string, id: number, place: number): Card {
  const now = new Date().toISOString();
  return {
    id,
    externalId: '…',
    title,
    description: '',
    ...CARD_DEFAULTS,
    color: DEFAULT_COLOR,
    notes: '',
    pinned: false,
    order: lastRankOrder(place),
    projectId,
    categoryId: null,
    releaseId: null,
    sprintId: null,
    category: null,
    release: null,
    createdAt: now,
    updatedAt: now,
    version: 0,
  };
}

/**
 * Shows one card per title at once, last in rank under temporary ids, while `send` creates them; the cards
 * of its answer or of its echoes on the socket replace them. True when created.
 */
async function createWithPlaceholders<T>(
  projectId: number,
  titles: readonly string[],
  send: (mutation: RequestOptions) => Promise<T>,
  created: (answer: T) => Card[],
  failure: ToastOptions,
): Promise<boolean> {
  const placeholders = titles.map((title, place) => placeholderCard(projectId, title, tempId(), place));
  const outcome = await mutate({
    ops: placeholders.map((card) => ops.create('cards', card)),
    send,
    answers: (answer) => created(answer).map((card) => ({ type: 'card.created' as const, data: card })),
    failure,
  });
  if (outcome.ok && outcome.result) bumpCardCount(projectId, created(outcome.result).length);
  return outcome.ok;
}

/** One card's fields shown at once and sent; null when refused (they go back to the newest version). */
export async function writeCardFields(
  cardId: number,
  fields: Partial<Card>,
  send: (options: RequestOptions) => Promise<Card>,
  failure: ToastOptions | null,
): Promise<Card | null> {
  if (!board.cards[cardId]) return null;
  const outcome = await mutate({
    ops: [ops.patch('cards', cardId, fields)],
    send,
    answers: (card) => [{ type: 'card.updated', data: card }],
    notFound: { kind: 'cards', id: cardId, means: 'gone' },
    failure,
  });
  return outcome.ok ? outcome.result : null;
}

/** Quick add: blank titles are ignored, titles trimmed. */
export async function addCard(rawTitle: string): Promise<boolean> {
  const title = rawTitle.trim();
  const projectId = board.projectId;
  if (!title || projectId === null) return false;
  const added = await createWithPlaceholders(
    projectId,
    [title],
    (mutation) => cardsApi.create({ title, projectId, ...CARD_DEFAULTS }, mutation),
    (card) => [card],
    { title: 'Add failed', description: 'Failed to add feature' },
  );
  if (added) toast({ title: 'Feature added', description: 'Successfully added feature to backlog' });
  return added;
}

/**
 * Bulk add: the titles in order, in requests of at most BULK_ADD_MAX (POST /api/cards/bulk, each all or
 * nothing); `onProgress(done, total)` after each. A list past the minute's write allowance waits as the
 * server says (pacedByLimit), its progress showing; one that fails part-way keeps what was added.
 */
export async function bulkAddCards(
  titles: readonly string[],
  onProgress?: (done: number, total: number) => void,
) {
  const projectId = board.projectId;
  if (projectId === null || titles.length === 0) return false;
  let done = 0;
  for (let from = 0; from < titles.length; from += BULK_ADD_MAX) {
    const batch = titles.slice(from, from + BULK_ADD_MAX);
    const added = await createWithPlaceholders(
      projectId,
      batch,
      (mutation) => pacedByLimit(() => cardsApi.bulkCreate({ projectId, titles: [...batch] }, mutation)),
      (answer) => answer.cards,
      { title: 'Bulk add failed', description: 'Failed to add features' },
    );
    if (!added) return false;
    done += batch.length;
    onProgress?.(done, titles.length);
  }
  toast({ title: 'Features added', description: `Successfully added ${done} feature(s)` });
  return true;
}

/** The card dialog's "Save & Close". */
export async function saveCard(cardId: number, changes: Partial<CardUpdateBody>): Promise<boolean> {
  if (Object.keys(changes).length === 0) return true;
  const saved = await writeCardFields(
    cardId,
    changes,
    (options) => cardsApi.update(cardId, changes, options),
    { title: 'Update failed', description: 'Failed to save changes' },
  );
  if (saved) toast({ title: 'Card updated', description: 'Changes have been saved successfully' });
  return saved !== null;
}

/** Inline title edit: trimmed, non-empty and different, else discarded; on failure the title reverts. */
export async function renameCard(cardId: number, rawTitle: string): Promise<boolean> {
  const title = rawTitle.trim();
  const card = board.cards[cardId];
  if (!card || !title || title === card.title) return false;
  const saved = await writeCardFields(cardId, { title }, (o) => cardsApi.update(cardId, { title }, o), null);
  return saved !== null;
}

/** One field change of one card (a select in a row, the roadmap). */
export async function updateCard(cardId: number, changes: UpdateCardRequest): Promise<boolean> {
  const saved = await writeCardFields(
    cardId,
    changes as Partial<Card>,
    (options) => cardsApi.update(cardId, changes, options),
    { title: 'Failed to update card' },
  );
  return saved !== null;
}

/** "1 card", "3 cards" (the spec's "Failed to … N cards", read well for one). */
const cardCount = (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`;

/**
 * The bulk-action bar: one request per selected card, paced by the write allowance on a large selection
 * (pacedByLimit); the selection is cleared afterwards.
 */
export async function updateCards(cardIds: readonly number[], changes: UpdateCardRequest): Promise<boolean> {
  const results = await Promise.all(
    cardIds.map((id) =>
      writeCardFields(
        id,
        changes as Partial<Card>,
        (o) => pacedByLimit(() => cardsApi.update(id, changes, o)),
        null,
      ),
    ),
  );
  const failed = results.filter((result) => result === null).length;
  clearSelection();
  if (failed) failureToast({ title: `Failed to update ${cardCount(failed)}` });
  else toast({ title: 'Cards updated', description: `Updated ${cardIds.length} card(s)` });
  return failed === 0;
}

/**
 * Deletes cards at once from the board, each as its own write (paced as updateCards'); any the server
 * refuses come back as they are now. One someone else deleted first (404) stays deleted.
 */
export async function deleteCards(cardIds: readonly number[]): Promise<boolean> {
  const removed = cardIds.map((id) => board.cards[id]).filter((card): card is Card => card !== undefined);
  const outcomes = await Promise.all(
    removed.map(async (card) => {
      const outcome = await mutate({
        ops: [ops.remove('cards', card.id)],
        send: (options) => pacedByLimit(() => cardsApi.remove(card.id, options)),
        answers: () => [{ type: 'card.deleted', data: { id: card.id } }],
        notFound: { kind: 'cards', id: card.id, means: 'deleted' },
      });
      if (outcome.ok) bumpCardCount(card.projectId, -1, card.id);
      return outcome.ok;
    }),
  );
  const failed = outcomes.filter((ok) => !ok).length;
  clearSelection();
  if (removed.length === 1) {
    if (failed) failureToast({ title: 'Delete failed', description: 'Failed to delete the card' });
    else toast({ title: 'Card deleted', description: 'The card has been permanently deleted' });
  } else if (failed) failureToast({ title: `Failed to delete ${cardCount(failed)}` });
  else
    toast({ title: 'Cards deleted', description: `${removed.length} cards have been permanently deleted` });
  return failed === 0;
}

/**
 * A drop into another group of the grouped backlog: the group's field changes (move-to-group), then the
 * card is placed next to the card it was dropped on, if any.
 */
export async function moveCardToGroup(
  cardId: number,
  groupBy: GroupBy,
  groupValue: string | number | null,
  beside?: Omit<DropTarget, 'groupBy' | 'groupValue'>,
): Promise<boolean> {
  const fields = groupFields(groupBy, groupValue) as Partial<Card>;
  const order = beside ? optimisticOrder(cardId, beside.targetCardId, beside.position) : null;
  const saved = await writeCardFields(
    cardId,
    { ...fields, ...(order ? { order } : {}) },
    (options) => cardsApi.moveToGroup(cardId, { groupBy, groupValue }, options),
    { title: 'Failed to update card' },
  );
  if (!saved) return false;
  if (beside) return moveCardBeside(cardId, { ...beside, groupBy, groupValue });
  return true;
}

/** A roadmap drop: the card's use case and release change at once; restored if the server refuses. */
export const moveCardOnRoadmap = (cardId: number, categoryId: number | null, releaseId: number | null) =>
  updateCard(cardId, { categoryId, releaseId });
