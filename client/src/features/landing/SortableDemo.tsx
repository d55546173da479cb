// The landing demo's drag and keyboard reordering (dnd-kit), loaded after the page draws: until then DemoBoard
// shows the same cards, not yet draggable.
import { useState } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { DemoCard, DemoList } from './DemoCard';
import { DEMO_CARDS, type DemoCardData } from './demoCards';

/** Drag starts after 8 px in the landing demo (spec 9), so a click never reorders. */
const DEMO_DRAG_DISTANCE = 8;

/** Sortable animation of spec 9. */
const SORT_TRANSITION = { duration: 200, easing: 'ease' };

const describe = (cards: DemoCardData[], id: string | number) => {
  const index = cards.findIndex((c) => c.id === id);
  return `${id} ${cards[index]?.title ?? ''}`.trim();
};

function SortableCard({ card, rank }: { card: DemoCardData; rank: number }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: card.id,
    transition: SORT_TRANSITION,
  });
  return (
    <DemoCard
      card={card}
      rank={rank}
      drag={{
        ref: setNodeRef,
        props: { ...attributes, ...listeners },
        style: { transform: CSS.Transform.toString(transform), transition },
        dragging: isDragging,
      }}
    />
  );
}

export default function SortableDemo() {
  const [cards, setCards] = useState<DemoCardData[]>(() => [...DEMO_CARDS]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DEMO_DRAG_DISTANCE } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const position = (id: string | number | undefined) => cards.findIndex((c) => c.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${describe(cards, active.id)}, rank ${position(active.id)} of ${cards.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `${describe(cards, active.id)} moved to rank ${position(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `${describe(cards, active.id)} dropped at rank ${position(over.id)}.` : 'Dropped.',
    onDragCancel: ({ active }) => `Reordering cancelled. ${describe(cards, active.id)} went back.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setCards((list) => {
      const from = list.findIndex((c) => c.id === active.id);
      const to = list.findIndex((c) => c.id === over.id);
      return arrayMove(list, from, to);
    });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements }}
    >
      <SortableContext items={cards.map((c) => c.id)} strategy={verticalListSortingStrategy}>
        <DemoList data-testid="demo-list" aria-describedby="demo-hint">
          {cards.map((card, index) => (
            <SortableCard key={card.id} card={card} rank={index + 1} />
          ))}
        </DemoList>
      </SortableContext>
    </DndContext>
  );
}
