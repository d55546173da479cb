// One roadmap cell (a use case × a release): a drop target holding its cards, visibly empty when empty.
// The whole table cell is the drop target, so the free space below a cell's cards (the row grows with
// its fullest cell) takes a drop too, with the same highlight as over the cards.
import { useDroppable } from '@dnd-kit/core';
import styled, { css } from 'styled-components';
import type { Card } from '../../../../../common/schemas/cards';
import { CardChip } from './CardChip';
import { cellKey, type CellRef } from '../../roadmap/roadmapModel';
import { cellId } from './cellId';

const CELL_PADDING = 6;

/** The outline and highlight fill the whole cell (a pseudo-element, as a td's child cannot take its height). */
const Td = styled.td<{ $over: boolean; $empty: boolean; $dragging: boolean }>`
  position: relative;
  padding: ${CELL_PADDING}px;
  vertical-align: top;
  border-right: 1px solid ${({ theme }) => theme.color.border};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  &::before {
    content: '';
    position: absolute;
    inset: ${CELL_PADDING}px;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px dashed transparent;
    pointer-events: none;
    transition:
      background-color ${({ theme }) => theme.motion.fast} ease,
      border-color ${({ theme }) => theme.motion.fast} ease;
    ${({ $empty, $dragging, theme }) =>
      ($empty || $dragging) &&
      css`
        border-color: ${$dragging ? theme.color.borderStrong : theme.color.border};
      `}
    ${({ $over, theme }) =>
      $over &&
      css`
        border-color: ${theme.color.accent};
        background: ${theme.color.accentSoft};
      `}
  }
`;

const Zone = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-height: 76px;
  padding: 4px;
`;

const Hint = styled.span`
  margin: auto;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textSubtle};
`;

export interface RoadmapCellProps {
  cell: CellRef;
  cards: readonly Card[];
  /** A chip is being dragged somewhere: every cell shows its outline. */
  dragging: boolean;
  label: string;
}

export function RoadmapCell({ cell, cards, dragging, label }: RoadmapCellProps) {
  const { setNodeRef, isOver } = useDroppable({ id: cellId(cell) });
  const empty = cards.length === 0;
  return (
    <Td
      ref={setNodeRef}
      data-cell={cellKey(cell)}
      data-over={isOver ? 'true' : undefined}
      aria-label={label}
      $over={isOver}
      $empty={empty}
      $dragging={dragging}
    >
      <Zone>
        {cards.map((card) => (
          <CardChip key={card.id} card={card} />
        ))}
        {empty ? <Hint aria-hidden="true">{dragging ? 'Drop here' : 'No cards'}</Hint> : null}
      </Zone>
    </Td>
  );
}
