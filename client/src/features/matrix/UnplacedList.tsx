// The cards the matrix cannot place yet, beside it (below it on a narrow screen): each with what it lacks.
// One is dragged onto a place (that sets its value and estimate at once), or opened and given them there.
import styled from 'styled-components';
import { plural } from '../../../../common/plural';
import type { Card } from '../../../../common/schemas/cards';
import { CheckCircleIcon } from '../../ui';
import { MatrixChip } from './MatrixChip';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
  min-height: 0;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgSubtle};
  & h3 {
    font-size: ${({ theme }) => theme.fontSize.md};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
  & > p {
    font-size: ${({ theme }) => theme.fontSize.xs};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-height: 0;
  margin: 0;
  padding: 0;
  overflow: auto;
  list-style: none;
`;

const Reason = styled.p`
  margin-top: 2px;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

const AllPlaced = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface UnplacedListProps {
  unplaced: readonly { card: Card; reason: string }[];
}

export function UnplacedList({ unplaced }: UnplacedListProps) {
  return (
    <Panel aria-labelledby="matrix-unplaced-title" data-testid="matrix-unplaced">
      <h3 id="matrix-unplaced-title">Not placed yet</h3>
      {unplaced.length === 0 ? (
        <AllPlaced>
          <CheckCircleIcon size={16} />
          Every card shown is on the matrix.
        </AllPlaced>
      ) : (
        <>
          <p>
            {plural(unplaced.length, 'card')} without a value or an estimate of the deck. Drag one onto the
            matrix, or open it to set them.
          </p>
          <List>
            {unplaced.map(({ card, reason }) => (
              <li key={card.id}>
                <MatrixChip card={card} describedBy={`matrix-reason-${card.id}`} />
                <Reason id={`matrix-reason-${card.id}`}>{reason}</Reason>
              </li>
            ))}
          </List>
        </>
      )}
    </Panel>
  );
}
