// Card writes, each optimistic with rollback and the spec's toasts (spec 8 "Cards"). Each one that succeeds
// is recorded for undo (store/undo): edits as reverts, deletes and creates through the trash.
import { withSprintFit } from '../../../../common/board/sprints';
import { cardFieldPhrase, REVERTIBLE_CARD_FIELDS } from '../../../../common/cardFields';
import type { CardUpdateBody } from '../../../../common/board/cardForm';
import { plural } from '../../../../common/plural';
import { NO_ESTIMATION } from '../../../../common/estimation';
import { DEFAULT_COLOR } from '../../../../common/schemas/fields';
import {
  BULK_ADD_MAX,
  type Card,
  CARD_DEFAULTS,
  type UpdateCardRequest,
} from '../../../../common/schemas/cards';
import { pacedByLimit, type RequestOptions } from '../../api/http';
import { cardsApi } from '../../api/cards';
import { toast, type ToastOptions } from '../../ui';
import { board } from '../board';
import { failureToast, mutate, tempId } from '../mutations';
import { ops } from '../../../../common/realtime/reconcile';
import { clearSelection } from '../view';
import {
  cardBefore,
  cardEdit,
  recordUndo,
  revertCardEdits,
  withUndo,
  type CardEdit,
  type UndoEntry,
} from '../undo';
import { cardCount, recordCreates } from './cardDeletes';

export { deleteCards } from './cardDeletes';

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
    ...NO_ESTIMATION,
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
 * of its answer or of its echoes on the socket replace them. The cards created, or null when refused.
 */
async function createWithPlaceholders<T>(
  projectId: number,
  titles: readonly string[],
  send: (mutation: RequestOptions) => Promise<T>,
  created: (answer: T) => Card[],
  failure: ToastOptions,
): Promise<Card[] | null> {
  const placeholders = titles.map((title, place) => placeholderCard(projectId, title, tempId(), place));
  const outcome = await mutate({
    ops: placeholders.map((card) => ops.create('cards', card)),
    send,
    answers: (answer) => created(answer).map((card) => ({ type: 'card.created' as const, data: card })),
    failure,
  });
  if (!outcome.ok) return null;
  return outcome.result ? created(outcome.result) : [];
}

/** Records edits of card fields: undone and redone as reverts. */
export function recordEdits(label: string, edits: readonly (CardEdit | null)[]): UndoEntry | null {
  const made = edits.filter((edit): edit is CardEdit => edit !== null);
  if (made.length === 0) return null;
  return recordUndo({
    label,
    undo: () => revertCardEdits(made, 'undo'),
    redo: () => revertCardEdits(made, 'redo'),
  });
}

/** What a card write answered, and what it changed of the card (null: nothing undoable). */
export interface CardWrite {
  card: Card;
  edit: CardEdit | null;
}

/** The release a sprint of the open project belongs to. */
export function sprintRelease(sprintId: number): number | undefined {
  for (const release of Object.values(board.releases))
    if (release.sprints.some((sprint) => sprint.id === sprintId)) return release.id;
  return undefined;
}

/**
 * One card's fields shown at once and sent; null when refused (they go back to the newest version). A new
 * release drops a sprint of another release at once, as the server does (withSprintFit).
 */
export async function writeCardFields(
  cardId: number,
  sent: Partial<Card>,
  send: (options: RequestOptions) => Promise<Card>,
  failure: ToastOptions | null,
): Promise<CardWrite | null> {
  const before = cardBefore(cardId);
  if (!before) return null;
  const fields = withSprintFit(before, sent, sprintRelease);
  const outcome = await mutate({
    ops: [ops.patch('cards', cardId, fields)],
    send,
    answers: (card) => [{ type: 'card.updated', data: card }],
    notFound: { kind: 'cards', id: cardId, means: 'gone' },
    failure,
  });
  if (!outcome.ok || !outcome.result) return null;
  return { card: outcome.result, edit: cardEdit(before, Object.keys(fields), outcome.result) };
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
  if (!added) return false;
  recordCreates('Add card', added);
  toast({ title: 'Feature added', description: 'Successfully added feature to backlog' });
  return true;
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
  const created: Card[] = [];
  for (let from = 0; from < titles.length; from += BULK_ADD_MAX) {
    const batch = titles.slice(from, from + BULK_ADD_MAX);
    const added = await createWithPlaceholders(
      projectId,
      batch,
      (mutation) => pacedByLimit(() => cardsApi.bulkCreate({ projectId, titles: [...batch] }, mutation)),
      (answer) => answer.cards,
      { title: 'Bulk add failed', description: 'Failed to add features' },
    );
    if (!added) {
      // What was added stays, and can be undone from the keyboard.
      recordCreates(`Add ${cardCount(created.length)}`, created);
      return false;
    }
    created.push(...added);
    done += batch.length;
    onProgress?.(done, titles.length);
  }
  const entry = recordCreates(`Add ${cardCount(created.length)}`, created);
  toast({
    title: 'Features added',
    description: `Successfully added ${plural(done, 'feature')}`,
    ...withUndo(entry),
  });
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
  if (!saved) return false;
  recordEdits('Edit card', [saved.edit]);
  toast({ title: 'Card updated', description: 'Changes have been saved successfully' });
  return true;
}

/** Inline title edit: trimmed, non-empty and different, else discarded; on failure the title reverts. */
export async function renameCard(cardId: number, rawTitle: string): Promise<boolean> {
  const title = rawTitle.trim();
  const card = board.cards[cardId];
  if (!card || !title || title === card.title) return false;
  const saved = await writeCardFields(cardId, { title }, (o) => cardsApi.update(cardId, { title }, o), null);
  if (!saved) return false;
  recordEdits('Rename card', [saved.edit]);
  return true;
}

const isRevertible = (field: string) => (REVERTIBLE_CARD_FIELDS as readonly string[]).includes(field);

/**
 * How an undo toast names a one-field change ("Undone: Change impact"): the registry's phrase for a field an
 * undo sets back; anything else is an edit.
 */
function changeLabel(changes: UpdateCardRequest): string {
  const [field, ...more] = Object.keys(changes) as (keyof UpdateCardRequest)[];
  const named = field !== undefined && more.length === 0 && isRevertible(field);
  return named ? `Change ${cardFieldPhrase(field)}` : 'Edit card';
}

/** One field change of one card (a select in a row, the roadmap), or `label`'s. */
export async function updateCard(
  cardId: number,
  changes: UpdateCardRequest,
  label = changeLabel(changes),
): Promise<boolean> {
  const saved = await writeCardFields(
    cardId,
    changes as Partial<Card>,
    (options) => cardsApi.update(cardId, changes, options),
    { title: 'Failed to update card' },
  );
  if (!saved) return false;
  recordEdits(label, [saved.edit]);
  return true;
}

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
  const entry = recordEdits(
    `Update ${cardCount(cardIds.length)}`,
    results.map((result) => result?.edit ?? null),
  );
  if (failed) failureToast({ title: `Failed to update ${cardCount(failed)}` });
  else
    toast({
      title: 'Cards updated',
      description: `Updated ${cardCount(cardIds.length)}`,
      ...withUndo(entry),
    });
  return failed === 0;
}
