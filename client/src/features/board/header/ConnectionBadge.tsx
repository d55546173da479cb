// A quiet "Reconnecting…" while the live connection is down (it catches up by itself when back).
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { board } from '../../../store/board';
import { pulse } from '../../../ui';

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 26px;
  padding: 0 10px;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.warningSoft};
  color: ${({ theme }) => theme.color.warningSoftText};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  white-space: nowrap;
  &::before {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: currentColor;
    ${pulse(1200)}
  }
`;

export function ConnectionBadge() {
  const { connection, status } = useSnapshot(board);
  if (status !== 'ready' || connection !== 'reconnecting') return null;
  return (
    <Badge role="status" aria-live="polite">
      Reconnecting…
    </Badge>
  );
}
