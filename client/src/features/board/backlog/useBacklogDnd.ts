// Drag and drop of the backlog (@dnd-kit): the pointer starts a drag after 3 px (spec 9), the keyboard from
// a row's rank handle. Only mounted rows are sortable items (the list is virtualised); the dragged row is
// kept mounted by the virtualiser while it is away from the view.
import { useCallback, useRef, useState } from 'react';
import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { Card, GroupBy } from '../../../../../common/schemas/cards';
import { endDrag, startDrag } from '../../../store/applyRemote';
import { planDrop } from './dropPlan';
import { performDrop } from './performDrop';
import type { BacklogLayout } from './rows';

const DRAG_DISTANCE_PX = 3;

/** `onMoved` hears of each drop that moved a card (the list then keeps that card in view). */
export function useBacklogDnd(
  layout: BacklogLayout<Card>,
  groupBy: GroupBy,
  onMoved: (cardId: number) => void,
) {
  const [activeId, setActiveId] = useState<number | null>(null);
  // The handlers read the latest values without being recreated (DndContext keeps them stable).
  const current = useRef({ layout, groupBy, onMoved });
  current.current = { layout, groupBy, onMoved };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_DISTANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // While a card is held, changes from others do not move it (reconcile); they land before the drop does.
  const onDragStart = useCallback(({ active }: DragStartEvent) => {
    setActiveId(typeof active.id === 'number' ? active.id : null);
    if (typeof active.id === 'number') startDrag(active.id);
  }, []);

  const onDragEnd = useCallback(({ active, over }: DragEndEvent) => {
    setActiveId(null);
    endDrag();
    const { layout: now, groupBy: by, onMoved: moved } = current.current;
    const plan = planDrop(now, by, active.id, over?.id);
    if (plan.kind === 'none') return;
    void performDrop(plan);
    moved(plan.cardId);
  }, []);

  const onDragCancel = useCallback(() => {
    setActiveId(null);
    endDrag();
  }, []);

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

  return { activeId, sensors, onDragStart, onDragEnd, onDragCancel, announcements };
}
