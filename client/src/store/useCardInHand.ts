// The card in hand while one is dragged (dnd-kit), for every board that drags cards — the backlog, the release
// overview, the roadmap and the value × effort view: which card is held, and the store told, so changes from
// others to that card wait until it is dropped (applyRemote startDrag/endDrag, common/realtime/reconcile).
import type { DragEndEvent, DragStartEvent, UniqueIdentifier } from '@dnd-kit/core';
import { useCallback, useRef, useState } from 'react';
import { endDrag, startDrag } from './applyRemote';

/**
 * `cardIdOf` reads the card from a draggable's id (null: not a card); `onDrop` gets the end of a drag once the
 * card is let go. The handlers keep their identity (DndContext keeps them) and read the latest of both.
 */
export function useCardInHand(
  cardIdOf: (id: UniqueIdentifier) => number | null,
  onDrop: (event: DragEndEvent) => void,
) {
  const [activeId, setActiveId] = useState<number | null>(null);
  const latest = useRef({ cardIdOf, onDrop });
  latest.current = { cardIdOf, onDrop };

  const onDragStart = useCallback((event: DragStartEvent) => {
    const cardId = latest.current.cardIdOf(event.active.id);
    setActiveId(cardId);
    if (cardId !== null) startDrag(cardId);
  }, []);
  const onDragCancel = useCallback(() => {
    setActiveId(null);
    endDrag();
  }, []);
  const onDragEnd = useCallback((event: DragEndEvent) => {
    setActiveId(null);
    endDrag();
    latest.current.onDrop(event);
  }, []);
  return { activeId, onDragStart, onDragEnd, onDragCancel };
}
