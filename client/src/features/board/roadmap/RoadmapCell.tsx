// One roadmap cell (a use case × a release): a drop target holding its cards, visibly empty when empty.
import { useDroppable } from '@dnd-kit/core';
import styled, { css } from 'styled-components';
import type { Card } from '../../../api/workspace';
import { CardChip } from './CardChip';
import { cellKey, type CellRef } from '../../roadmap/roadmapModel';
import { cellId } from './cellId';

const Td = styled.td`
  padding: 6px;
  vertical-align: top;
  border-right: 1px solid ${({ theme }) => theme.color.border};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Zone = styled.div<{ $over: boolean; $empty: boolean; $dragging: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 6px;
  height: 100%;
  min-height: 76px;
  padding: 4px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px dashed transparent;
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
  return (
    <Td data-cell={cellKey(cell)} aria-label={label}>
      <Zone ref={setNodeRef} $over={isOver} $empty={cards.length === 0} $dragging={dragging}>
        {cards.map((card) => (
          <CardChip key={card.id} card={card} />
        ))}
        {cards.length === 0 ? <Hint aria-hidden="true">{dragging ? 'Drop here' : 'No cards'}</Hint> : null}
      </Zone>
    </Td>
  );
}
