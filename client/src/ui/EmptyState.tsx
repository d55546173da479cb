// Friendly placeholder for empty lists ("No releases yet"): icon, title, text and an optional action.
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: 6px;
  padding: ${({ $compact }) => ($compact ? '24px 16px' : '48px 24px')};
  border: 1px dashed ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgSubtle};
`;

const IconRing = styled.div`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  margin-bottom: 6px;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Text = styled.p`
  max-width: 42ch;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Action = styled.div`
  margin-top: 10px;
`;

export interface EmptyStateProps {
  title: ReactNode;
  text?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  compact?: boolean;
  className?: string;
}

export function EmptyState({ title, text, icon, action, compact = false, className }: EmptyStateProps) {
  return (
    <Wrapper $compact={compact} className={className}>
      {icon ? <IconRing aria-hidden="true">{icon}</IconRing> : null}
      <Title>{title}</Title>
      {text ? <Text>{text}</Text> : null}
      {action ? <Action>{action}</Action> : null}
    </Wrapper>
  );
}
