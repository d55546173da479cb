// Dragging on the value × effort view: the pointer picks a chip up (a card on the matrix or one set apart)
// and drops it on a place, which sets the card's value and estimate in one write. A drop over the matrix's
// headings lands on the nearest place; one outside the matrix does nothing. The keyboard moves chips itself
// (MatrixChip), so there is no keyboard sensor here.
import {
  closestCenter,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import { useMemo, type RefObject } from 'react';
import { placementOf, placeText, type MatrixAxes, type MatrixPlace } from '../../../../common/board/matrix';
import { board } from '../../store/board';
import { useCardInHand } from '../../store/useCardInHand';
import { parseChipId, parsePlaceId } from './dropIds';

const inside = (point: { x: number; y: number }, rect: DOMRect) =>
  point.x >= rect.left && point.x <= rect.right && point.y >= rect.top && point.y <= rect.bottom;

/** A card's name as read out: "APP-003 Usage charts". */
export function cardName(cardId: number | null): string {
  const card = cardId === null ? undefined : board.cards[cardId];
  return card ? `${card.externalId} ${card.title}` : 'The card';
}

/** Where a drop sends a card, or null when nothing should change (no place, or the place it has). */
export function matrixDrop(axes: MatrixAxes, event: Pick<DragEndEvent, 'active' | 'over'>) {
  const cardId = parseChipId(event.active.id);
  const place = parsePlaceId(event.over?.id);
  const card = cardId === null ? undefined : board.cards[cardId];
  if (!card || !place) return null;
  const now = placementOf(axes, card);
  if (now.placed && now.place.value === place.value && now.place.step === place.step) return null;
  return { cardId: card.id, place };
}

export function useMatrixDnd(
  axes: MatrixAxes,
  frame: RefObject<HTMLElement | null>,
  onDrop: (cardId: number, place: MatrixPlace) => void,
) {
  const { activeId, ...dragHandlers } = useCardInHand(parseChipId, (event) => {
    const drop = matrixDrop(axes, event);
    if (drop) onDrop(drop.cardId, drop.place);
  });
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 3 } }));

  const collision: CollisionDetection = useMemo(
    () => (args) => {
      const within = pointerWithin(args);
      if (within.length || !args.pointerCoordinates) return within;
      const rect = frame.current?.getBoundingClientRect();
      return rect && inside(args.pointerCoordinates, rect) ? closestCenter(args) : [];
    },
    [frame],
  );

  const announcements: Announcements = useMemo(() => {
    const where = (id: unknown) => {
      const place = parsePlaceId(id);
      return place ? placeText(axes, place) : null;
    };
    return {
      onDragStart: ({ active }) => `Picked up ${cardName(parseChipId(active.id))}.`,
      onDragOver: ({ active, over }) => {
        const place = where(over?.id);
        return `${cardName(parseChipId(active.id))} is ${place ? `over ${place}` : 'not over the matrix'}.`;
      },
      onDragEnd: ({ active, over }) => {
        const place = where(over?.id);
        return `${cardName(parseChipId(active.id))} ${place ? `was dropped on ${place}` : 'was not moved'}.`;
      },
      onDragCancel: ({ active }) => `Moving ${cardName(parseChipId(active.id))} was cancelled.`,
    };
  }, [axes]);

  return {
    activeId,
    context: { sensors, collisionDetection: collision, ...dragHandlers },
    announcements,
  };
}
