// Dragging unassigned features on the releases overview onto a sprint (which sets its release too) or onto
// another release (the card leaves any sprint). Optimistic through planCard; restored if the server refuses.
import {
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import { sprintLabel } from '../../../../../common/board/sprints';
import { planCard } from '../../../store/actions/cardMoves';
import { board } from '../../../store/board';
import { useCardInHand } from '../../../store/useCardInHand';
import { cellKeyboardCoordinates } from '../roadmapView/keyboardCells';
import { parseDropId, parseCardDragId, type PlanTarget } from './dropIds';

/** A sprint sits inside its release's card: under the pointer, the sprint wins. */
const collision: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) return closestCenter(args);
  const hits = pointerWithin(args);
  return [...hits].sort(
    (a, b) => Number(String(b.id).startsWith('sprint:')) - Number(String(a.id).startsWith('sprint:')),
  );
};

/** "Beta · Sprint 1", or the release's name. */
function targetName(target: PlanTarget): string {
  const release = board.releases[target.releaseId];
  const sprint = release?.sprints.find((s) => s.id === target.sprintId);
  return sprint ? sprintLabel(release, sprint) : (release?.name ?? 'the release');
}

const cardName = (id: unknown) => {
  const cardId = parseCardDragId(id);
  const card = cardId === null ? undefined : board.cards[cardId];
  return card ? `${card.externalId} ${card.title}` : 'the card';
};

/** What screen readers hear: card, sprint and release names instead of dnd-kit's raw ids. */
const announcements: Announcements = {
  onDragStart: ({ active }) =>
    `Picked up ${cardName(active.id)}. Use the arrow keys to move to a sprint or a release, Space to drop.`,
  onDragOver: ({ active, over }) => {
    const target = parseDropId(over?.id);
    return target
      ? `${cardName(active.id)} is over ${targetName(target)}.`
      : `${cardName(active.id)} is not over a sprint.`;
  },
  onDragEnd: ({ active, over }) => {
    const target = parseDropId(over?.id);
    return target
      ? `${cardName(active.id)} was dropped on ${targetName(target)}.`
      : `${cardName(active.id)} was not moved.`;
  },
  onDragCancel: ({ active }) => `Moving ${cardName(active.id)} was cancelled.`,
};

/** The drop's card and target, or null when nothing would change. */
function overviewDrop(event: Pick<DragEndEvent, 'active' | 'over'>) {
  const cardId = parseCardDragId(event.active.id);
  const target = parseDropId(event.over?.id);
  const card = cardId === null ? undefined : board.cards[cardId];
  if (!card || !target) return null;
  if (card.releaseId === target.releaseId && card.sprintId === target.sprintId) return null;
  return { cardId: card.id, target };
}

export function useOverviewDnd() {
  const { activeId, ...dragHandlers } = useCardInHand(parseCardDragId, (event) => {
    const drop = overviewDrop(event);
    if (drop)
      void planCard(drop.cardId, drop.target.releaseId, drop.target.sprintId, targetName(drop.target));
  });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 3 } }),
    // Enter opens the card, so only Space lifts it.
    useSensor(KeyboardSensor, {
      coordinateGetter: cellKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );
  return {
    activeId,
    context: {
      sensors,
      collisionDetection: collision,
      accessibility: { announcements },
      ...dragHandlers,
    },
  };
}
