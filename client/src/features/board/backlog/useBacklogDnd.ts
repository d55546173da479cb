// Drag and drop of the backlog (@dnd-kit): the pointer starts a drag after 3 px (spec 9), the keyboard from
// a row's rank handle. Only mounted rows are sortable items (the list is virtualised); the dragged row is
// kept mounted by the virtualiser while it is away from the view.
import { useRef } from 'react';
import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { Card, GroupBy } from '../../../../../common/schemas/cards';
import { useCardInHand } from '../../../store/useCardInHand';
import { planDrop } from './dropPlan';
import { performDrop } from './performDrop';
import type { BacklogLayout } from './rows';

const DRAG_DISTANCE_PX = 3;

/** Rows are dragged by their card's id; groups and gaps are only dropped on. */
const cardIdOf = (id: UniqueIdentifier) => (typeof id === 'number' ? id : null);

/** `onMoved` hears of each drop that moved a card (the list then keeps that card in view). */
export function useBacklogDnd(
  layout: BacklogLayout<Card>,
  groupBy: GroupBy,
  onMoved: (cardId: number) => void,
) {
  // The handlers read the latest values without being recreated (DndContext keeps them stable).
  const current = useRef({ layout, groupBy, onMoved });
  current.current = { layout, groupBy, onMoved };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_DISTANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // While a card is held, changes from others do not move it (reconcile); they land before the drop does.
  const { activeId, ...dragHandlers } = useCardInHand(cardIdOf, ({ active, over }) => {
    const { layout: now, groupBy: by, onMoved: moved } = current.current;
    const plan = planDrop(now, by, active.id, over?.id);
    if (plan.kind === 'none') return;
    void performDrop(plan);
    moved(plan.cardId);
  });

  const describe = (id: string | number) => {
    const { layout: now } = current.current;
    const index = typeof id === 'number' ? now.rowOfCard.get(id) : undefined;
    const row = index === undefined ? undefined : now.rows[index];
    if (row?.kind === 'card') return `${row.card.externalId} ${row.card.title}`;
    const group = now.groups.get(String(id).replace(/^(group|empty):/, ''));
    return group ? `group ${group.label}` : 'the list';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${describe(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${describe(active.id)} is over ${describe(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${describe(active.id)} was dropped on ${describe(over.id)}.`
        : `${describe(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${describe(active.id)} was cancelled.`,
  };

  return { activeId, sensors, ...dragHandlers, announcements };
}
