// Card deletes and creates undone through the trash: a delete moves cards to the trash, so its
// undo restores them under the same ids (one request per 100) and its redo deletes them again; a create's undo
// deletes what it made and its redo restores it. Every step carries its cause (undo, redo).
import type { ChangeCause } from '../../../../common/schemas/history';
import { ops } from '../../../../common/realtime/reconcile';
import { pacedByLimit } from '../../api/http';
import { cardsApi } from '../../api/cards';
import type { Card } from '../../../../common/schemas/cards';
import { toast } from '../../ui';
import { board } from '../board';
import { failureToast, mutate } from '../mutations';
import { deletedHere, recordDelete, recordUndo, restoreStep, withUndo, type UndoEntry } from '../undo';
import { clearSelection } from '../view';
import { withCause } from '../undo/cause';

/** "1 card", "3 cards" (the spec's "Failed to … N cards", read well for one). */
export const cardCount = (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`;

/** A card an undo or redo deletes or restores. */
type CardRef = Pick<Card, 'id' | 'projectId'>;
const refOf = ({ id, projectId }: Card): CardRef => ({ id, projectId });
const idsOf = (cards: readonly CardRef[]) => cards.map((card) => card.id);

/** Records the creates of `cards`: undone by deleting them, redone by restoring them. */
export function recordCreates(label: string, cards: readonly Card[]): UndoEntry | null {
  if (cards.length === 0) return null;
  const refs = cards.map(refOf);
  return recordUndo({
    label,
    undo: async () => ({ ok: (await removeCards(refs, 'undo')).failed === 0 }),
    redo: () => restoreStep('card', idsOf(refs), 'redo'),
  });
}

/**
 * Deletes cards at once from the board, each as its own write (paced as updateCards'); any the server
 * refuses come back as they are now. One someone else deleted first (404) stays deleted. `deleted`: the
 * ones this write deleted (not those already gone).
 */
async function removeCards(
  cards: readonly CardRef[],
  cause?: ChangeCause,
): Promise<{ failed: number; deleted: CardRef[] }> {
  const outcomes = await Promise.all(
    cards.map((card) =>
      mutate({
        ops: [ops.remove('cards', card.id)],
        send: (options) => pacedByLimit(() => cardsApi.remove(card.id, withCause(options, cause))),
        answers: () => [{ type: 'card.deleted', data: { id: card.id } }],
        notFound: { kind: 'cards', id: card.id, means: 'deleted' },
      }),
    ),
  );
  return {
    failed: outcomes.filter((outcome) => !outcome.ok).length,
    deleted: cards.filter((_, index) => deletedHere(outcomes[index]!)),
  };
}

/** The trash keeps deleted cards: undone by restoring them (one request), redone by deleting them again. */
export async function deleteCards(cardIds: readonly number[]): Promise<boolean> {
  const removed = cardIds.map((id) => board.cards[id]).filter((card): card is Card => card !== undefined);
  const { failed, deleted } = await removeCards(removed.map(refOf));
  clearSelection();
  const entry =
    deleted.length > 0
      ? recordDelete(
          `Delete ${deleted.length === 1 ? 'card' : cardCount(deleted.length)}`,
          'card',
          idsOf(deleted),
          async () => ({ ok: (await removeCards(deleted, 'redo')).failed === 0 }),
        )
      : null;
  const action = withUndo(entry);
  if (removed.length === 1) {
    if (failed) failureToast({ title: 'Delete failed', description: 'Failed to delete the card' });
    else toast({ title: 'Card deleted', description: 'The card was moved to the trash', ...action });
  } else if (failed) failureToast({ title: `Failed to delete ${cardCount(failed)}` });
  else
    toast({
      title: 'Cards deleted',
      description: `${removed.length} cards were moved to the trash`,
      ...action,
    });
  return failed === 0;
}
