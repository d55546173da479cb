// One place of the value × effort matrix (a value × an estimate): a drop target holding its cards, stacked,
// tinted with its quadrant's colour. The whole table cell takes a drop.
import { useDroppable } from '@dnd-kit/core';
import { memo } from 'react';
import styled, { css } from 'styled-components';
import type { MatrixDirection, MatrixPlace, Quadrant } from '../../../../common/board/matrix';
import type { Card } from '../../../../common/schemas/cards';
import { MatrixChip } from './MatrixChip';
import { placeId } from './dropIds';
import { quadrantTint } from './quadrantColors';

const Td = styled.td<{ $quadrant: Quadrant; $over: boolean; $dragging: boolean; $split: boolean }>`
  height: 44px;
  padding: 4px;
  vertical-align: top;
  background: ${({ theme, $quadrant }) => quadrantTint(theme, $quadrant).cell};
  border-right: 1px solid ${({ theme }) => theme.color.border};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  /* The line between low and high effort. */
  ${({ $split, theme }) =>
    $split &&
    css`
      border-left: 2px solid ${theme.color.borderStrong};
    `}
  ${({ $dragging, theme }) =>
    $dragging &&
    css`
      outline: 1px dashed ${theme.color.borderStrong};
      outline-offset: -3px;
    `}
  ${({ $over, theme }) =>
    $over &&
    css`
      background: ${theme.color.accentSoft};
      outline: 2px solid ${theme.color.accent};
      outline-offset: -2px;
    `}
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

export interface MatrixCellProps {
  place: MatrixPlace;
  /** The place's estimate (the deck's value at its step). */
  estimate: string;
  quadrant: Quadrant;
  cards: readonly Card[];
  /** How a card here is read after its name: "value 8, estimate 3". */
  where: string;
  /** A chip is being dragged somewhere: every place shows its outline. */
  dragging: boolean;
  /** The first place of high effort: the split line on its left. */
  split: boolean;
  onStep: (card: Card, direction: MatrixDirection) => void;
}

export const MatrixCell = memo(function MatrixCell(props: MatrixCellProps) {
  const { place, estimate, quadrant, cards, where, dragging, split, onStep } = props;
  const { setNodeRef, isOver } = useDroppable({ id: placeId(place) });
  return (
    <Td
      ref={setNodeRef}
      data-value={place.value}
      data-estimate={estimate}
      data-over={isOver ? 'true' : undefined}
      $quadrant={quadrant}
      $over={isOver}
      $dragging={dragging}
      $split={split}
    >
      {cards.length ? (
        <Stack>
          {cards.map((card) => (
            <MatrixChip key={card.id} card={card} where={where} onStep={onStep} />
          ))}
        </Stack>
      ) : null}
    </Td>
  );
});
