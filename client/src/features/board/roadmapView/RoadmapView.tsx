// The roadmap view (spec 2/4): use cases × roadmap-visible releases, cards dragged between cells
// (optimistic; the store restores the card and toasts when the server refuses). A drop on anything that
// is not a cell does nothing (spec 5).
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  pointerWithin,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import { useMemo, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { activeFilterCount, cardMatcher } from '../../../../../common/board/filters';
import type { Card } from '../../../../../common/schemas/cards';
import type { Category } from '../../../../../common/schemas/categories';
import type { Release } from '../../../../../common/schemas/releases';
import { moveCardOnRoadmap } from '../../../store/actions/cardMoves';
import { board } from '../../../store/board';
import { useCardInHand } from '../../../store/useCardInHand';
import { view } from '../../../store/view';
import { useSpotlightScroll } from '../../meeting/useSpotlight';
import { PresentButton } from '../../roadmap/PresentButton';
import { buildRoadmap } from '../../roadmap/roadmapModel';
import { ChipContent, LiftedChip } from './CardChip';
import { RoadmapEmpty, RoadmapFrame, RoadmapLoading, RoadmapToolbar } from './RoadmapChrome';
import { RoadmapTable } from './RoadmapTable';
import { parseCellId, parseChipId, sameCell } from './cellId';
import { cellKeyboardCoordinates } from './keyboardCells';
import { roadmapAnnouncements } from './announcements';

/** The pointer decides where a mouse drop lands; the keyboard (no pointer) uses the nearest cell. */
const collision: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : closestCenter(args);

/** Where a drop sends the card, or null when nothing should happen. */
export function roadmapDrop(event: Pick<DragEndEvent, 'active' | 'over'>, cards: Record<number, Card>) {
  const cardId = parseChipId(event.active.id);
  const target = parseCellId(event.over?.id);
  const card = cardId === null ? undefined : cards[cardId];
  if (!card || !target || sameCell(target, card)) return null;
  return { cardId: card.id, ...target };
}

export function RoadmapView() {
  const snap = useSnapshot(board);
  const { filters } = useSnapshot(view);
  const { activeId, ...dragHandlers } = useCardInHand(parseChipId, (event) => {
    const move = roadmapDrop(event, board.cards);
    if (move) void moveCardOnRoadmap(move.cardId, move.categoryId, move.releaseId);
  });
  const root = useRef<HTMLDivElement | null>(null);
  // A meeting's spotlight is brought into view for whoever follows or runs it.
  useSpotlightScroll(root, (cardId) =>
    root.current
      ?.querySelector(`[data-card-id="${cardId}"]`)
      ?.scrollIntoView({ behavior: 'smooth', block: 'center', inline: 'center' }),
  );
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 3 } }),
    // Enter opens the card, so only Space lifts it.
    useSensor(KeyboardSensor, {
      coordinateGetter: cellKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );

  const cardsById = snap.cards as Record<number, Card>;
  const cards = useMemo(() => Object.values(cardsById).filter((card) => card.id > 0), [cardsById]);
  const categories = snap.categories as Record<number, Category>;
  const releases = snap.releases as Record<number, Release>;
  // The sidebar's filters pick the chips shown; release progress always counts every card.
  const shown = useMemo(() => {
    if (activeFilterCount(filters) === 0) return cards;
    const matches = cardMatcher(filters, Object.values(categories), Object.values(releases));
    return cards.filter(matches);
  }, [cards, filters, categories, releases]);
  const model = useMemo(
    () => buildRoadmap(Object.values(categories), Object.values(releases), shown),
    [categories, releases, shown],
  );

  if (snap.status === 'idle') return null;
  if (snap.status !== 'ready') return <RoadmapLoading failed={snap.status === 'error'} />;
  const noPlan = Object.keys(categories).length === 0 && Object.keys(releases).length === 0;

  const active = activeId === null ? undefined : cardsById[activeId];
  return (
    <RoadmapFrame ref={root}>
      <RoadmapToolbar
        useCases={model.rows.length - 1}
        releases={model.columns.length - 1}
        cards={cards.length}
        shown={shown.length}
        empty={noPlan}
        actions={snap.projectId ? <PresentButton projectId={snap.projectId} /> : null}
      />
      {noPlan ? (
        <RoadmapEmpty />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={collision}
          accessibility={{ announcements: roadmapAnnouncements(model) }}
          {...dragHandlers}
        >
          <RoadmapTable model={model} cards={cards} dragging={active !== undefined} />
          <DragOverlay dropAnimation={null}>
            {active ? (
              <LiftedChip>
                <ChipContent card={active} />
              </LiftedChip>
            ) : null}
          </DragOverlay>
        </DndContext>
      )}
    </RoadmapFrame>
  );
}
