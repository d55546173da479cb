// Card moves between groups, releases, sprints and roadmap cells: one field change each, optimistic through
// writeCardFields, undoable, with a "Card moved" toast.
import { groupFields } from '../../../../common/board/grouping';
import type { Card, GroupBy } from '../../../../common/schemas/cards';
import { cardsApi } from '../../api/cards';
import { toast } from '../../ui';
import { withUndo } from '../undo';
import { recordEdits, sprintRelease, updateCard, writeCardFields } from './cards';
import { moveCardBeside, optimisticOrder, type DropTarget } from './ranking';

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
  // A sprint belongs to one release: a drop into a sprint's group sets both.
  const release =
    groupBy === 'sprint' && typeof groupValue === 'number' ? sprintRelease(groupValue) : undefined;
  const fields = groupFields(groupBy, groupValue, release) as Partial<Card>;
  const order = beside ? optimisticOrder(cardId, beside.targetCardId, beside.position) : null;
  const body = release === undefined ? { groupBy, groupValue } : { groupBy, groupValue, releaseId: release };
  const saved = await writeCardFields(
    cardId,
    { ...fields, ...(order ? { order } : {}) },
    (options) => cardsApi.moveToGroup(cardId, body, options),
    { title: 'Failed to update card' },
  );
  if (!saved) return false;
  // The group's fields are undone; the place beside another card is not (a rank, like any reorder).
  const entry = recordEdits('Move card to another group', [saved.edit]);
  if (entry) toast({ title: 'Card moved', description: 'Moved to another group', ...withUndo(entry) });
  if (beside) return moveCardBeside(cardId, { ...beside, groupBy, groupValue });
  return true;
}

/**
 * A drop (or a "Move to") on the releases overview: the card goes into a release, or into one of its
 * sprints; `where` names it in the toast ("Beta · Sprint 1").
 */
export async function planCard(cardId: number, releaseId: number, sprintId: number | null, where: string) {
  const changes = { releaseId, sprintId };
  const saved = await writeCardFields(
    cardId,
    changes,
    (options) => cardsApi.update(cardId, changes, options),
    { title: 'Failed to update card' },
  );
  if (!saved) return false;
  const entry = recordEdits(sprintId === null ? 'Move card to a release' : 'Move card to a sprint', [
    saved.edit,
  ]);
  if (entry) toast({ title: 'Card moved', description: `Moved to ${where}`, ...withUndo(entry) });
  return true;
}

/** A roadmap drop: the card's use case and release change at once; restored if the server refuses. */
export const moveCardOnRoadmap = (cardId: number, categoryId: number | null, releaseId: number | null) =>
  updateCard(cardId, { categoryId, releaseId }, 'Move card on the roadmap');
