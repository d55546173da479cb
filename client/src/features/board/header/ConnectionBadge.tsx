// A quiet "Reconnecting…" while the live connection is down (it catches up by itself when back).
import styled, { keyframes } from 'styled-components';
import { useSnapshot } from 'valtio';
import { board } from '../../../store/board';

const pulse = keyframes`
  50% { opacity: 0.4; }
`;

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
    animation: ${pulse} 1.2s ease-in-out infinite;
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
