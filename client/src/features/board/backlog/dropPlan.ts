// What a drop in the backlog means: a reorder beside a card of the same group, a move into another group
// (onto one of its cards, its header or its empty drop zone), or nothing. Pure, so the rules are tested
// without a browser; useBacklogDrag turns a plan into the store call.
import type { GroupBy } from '../../../../../common/schemas/cards';
import { groupKeyOfZone, type BacklogLayout } from './rows';

type DropPosition = 'above' | 'below';

export type DropPlan =
  | { kind: 'none' }
  | {
      kind: 'beside';
      cardId: number;
      target: {
        targetCardId: number;
        position: DropPosition;
        groupBy: GroupBy;
        groupValue: string | number | null;
      };
    }
  | {
      kind: 'group';
      cardId: number;
      groupBy: GroupBy;
      groupValue: string | number | null;
      beside?: { targetCardId: number; position: DropPosition };
    };

const NONE: DropPlan = { kind: 'none' };

/**
 * `activeId` was dropped over `overId` (a card id, or a group header / drop-zone id). The position follows
 * the drag direction in the list, which is also where the sortable animation showed the card.
 */
export function planDrop<C extends { id: number }>(
  layout: BacklogLayout<C>,
  groupBy: GroupBy,
  activeId: string | number,
  overId: string | number | null | undefined,
): DropPlan {
  if (typeof activeId !== 'number' || activeId < 0 || overId === null || overId === undefined) return NONE;
  if (activeId === overId) return NONE;
  const activeIndex = layout.rowOfCard.get(activeId);
  if (activeIndex === undefined) return NONE;
  const activeRow = layout.rows[activeIndex]!;
  if (activeRow.kind !== 'card') return NONE;

  const zoneKey = groupKeyOfZone(overId);
  if (zoneKey !== null) {
    const group = layout.groups.get(zoneKey);
    if (!group || zoneKey === activeRow.groupKey) return NONE;
    return { kind: 'group', cardId: activeId, groupBy, groupValue: group.value };
  }

  // Cards still being created have a temporary negative id the server does not know yet.
  if (typeof overId !== 'number' || overId < 0) return NONE;
  const overIndex = layout.rowOfCard.get(overId);
  if (overIndex === undefined) return NONE;
  const overRow = layout.rows[overIndex]!;
  if (overRow.kind !== 'card') return NONE;
  const position: DropPosition = activeIndex < overIndex ? 'below' : 'above';
  const group = layout.groups.get(overRow.groupKey);
  if (!group) return NONE;
  if (overRow.groupKey === activeRow.groupKey) {
    const groupValue = groupBy === 'none' ? null : group.value;
    return {
      kind: 'beside',
      cardId: activeId,
      target: { targetCardId: overId, position, groupBy, groupValue },
    };
  }
  return {
    kind: 'group',
    cardId: activeId,
    groupBy,
    groupValue: group.value,
    beside: { targetCardId: overId, position },
  };
}

/**
 * Move up / Move down (a phone's buttons): the same as dropping the card on its neighbour in the list, when
 * that neighbour is a card of the same group; otherwise nothing.
 */
export function planStep<C extends { id: number }>(
  layout: BacklogLayout<C>,
  groupBy: GroupBy,
  cardId: number,
  direction: 'up' | 'down',
): DropPlan {
  const neighbour = stepNeighbour(layout, cardId, direction);
  return neighbour === null ? NONE : planDrop(layout, groupBy, cardId, neighbour);
}

/** The id of the card right above / below in the same group, or null at the group's edge. */
function stepNeighbour<C extends { id: number }>(
  layout: BacklogLayout<C>,
  cardId: number,
  direction: 'up' | 'down',
): number | null {
  const index = layout.rowOfCard.get(cardId);
  if (index === undefined) return null;
  const row = layout.rows[index]!;
  const next = layout.rows[index + (direction === 'up' ? -1 : 1)];
  if (row.kind !== 'card' || next?.kind !== 'card' || next.groupKey !== row.groupKey) return null;
  return next.card.id < 0 ? null : next.card.id;
}
