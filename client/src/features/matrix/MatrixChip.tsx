// A card on the value × effort view: its external id and title (two lines at most). Dragged with the pointer
// onto another place; from the keyboard an arrow moves it one step (Left / Right: estimate, Up / Down:
// value), each press one write. A click, Enter or Space opens its card. A card set apart has no place to step
// from: it is dragged, or opened and given a value and an estimate there.
import { useDraggable } from '@dnd-kit/core';
import { memo, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import type { MatrixDirection } from '../../../../common/board/matrix';
import type { Card } from '../../../../common/schemas/cards';
import { useSpotlight } from '../meeting/useSpotlight';
import { openCard } from '../board/card/cardHash';
import { chipStyles, spotlightChipStyles } from '../board/roadmapView/CardChip';
import { chipId } from './dropIds';

const KEY_DIRECTIONS: Record<string, MatrixDirection> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/** The roadmap's chip, compact: many share a cell. */
const compactChip = css`
  ${chipStyles}
  gap: 1px;
  min-width: 0;
  padding: 4px 8px;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const Chip = styled.div<{ $dragging: boolean }>`
  ${compactChip}
  ${spotlightChipStyles}
  opacity: ${({ $dragging }) => ($dragging ? 0.35 : 1)};
`;

export const LiftedChip = styled.div`
  ${compactChip}
  width: 160px;
  cursor: grabbing;
  box-shadow: ${({ theme }) => theme.shadow.lg};
  transform: rotate(1.5deg);
`;

const ExternalId = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Title = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  line-height: ${({ theme }) => theme.lineHeight.snug};
`;

/** What a chip shows, also drawn under the pointer while dragging. */
export function MatrixChipContent({ card }: { card: Card }) {
  return (
    <>
      {/* The space keeps id and title two words of the chip's text, which its name begins with. */}
      <ExternalId>{card.externalId}</ExternalId> <Title>{card.title || 'No title'}</Title>
    </>
  );
}

export interface MatrixChipProps {
  card: Card;
  /** Where it stands, read after its name ("value 8, estimate 3"); none for a card set apart. */
  where?: string;
  /** An arrow key on a placed card; absent on a card set apart. */
  onStep?: (card: Card, direction: MatrixDirection) => void;
  /** The id of what describes the chip instead of the view's instructions (a card set apart: its reason). */
  describedBy?: string;
}

export const MatrixChip = memo(function MatrixChip({ card, where, onStep, describedBy }: MatrixChipProps) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: chipId(card.id) });
  const spotlight = useSpotlight(card.id);
  const name = `${card.externalId} ${card.title}${where ? `, ${where}` : ''}${spotlight === 'none' ? '' : ', in the spotlight'}`;
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openCard(card.id);
      return;
    }
    const direction = KEY_DIRECTIONS[event.key];
    if (!direction || !onStep || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault(); // not the page's scroll
    onStep(card, direction);
  }
  return (
    <Chip
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      {...(describedBy ? { 'aria-describedby': describedBy } : {})}
      aria-label={name}
      title={card.title}
      data-card-id={card.id}
      data-spotlight={spotlight === 'none' ? undefined : 'true'}
      data-spotlight-look={spotlight === 'none' ? undefined : spotlight}
      $dragging={isDragging}
      onClick={() => openCard(card.id)}
      onKeyDown={onKeyDown}
    >
      <MatrixChipContent card={card} />
    </Chip>
  );
});
