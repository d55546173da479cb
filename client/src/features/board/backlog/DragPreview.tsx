// What follows the pointer while a card is dragged: a lifted copy of its id, title and status.
import styled from 'styled-components';
import type { Card } from '../../../../../common/schemas/cards';
import { StatusBadge } from '../../../ui';

const Lifted = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  height: 100%;
  padding: 0 14px;
  border: 1px solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  cursor: grabbing;
`;

const Id = styled.span`
  flex: none;
  color: ${({ theme }) => theme.color.textSubtle};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const Title = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export function DragPreview({ card }: { card: Card }) {
  return (
    <Lifted data-drag-preview="">
      <Id>{card.externalId}</Id>
      <Title>{card.title}</Title>
      <StatusBadge status={card.status} />
    </Lifted>
  );
}
