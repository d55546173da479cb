// Small label pills: tones for counts and roles, a status badge using the card status palette.
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { CARD_STATUS_LABELS, type CardStatus } from '../../../common/schemas/cards';

type BadgeTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger' | 'outline';

const Pill = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 5px;
  height: 20px;
  padding: 0 8px;
  border-radius: ${({ theme }) => theme.radius.full};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  line-height: 1;
  white-space: nowrap;
  ${({ theme, $tone }) => {
    const map = {
      neutral: [theme.color.bgSubtle, theme.color.textMuted],
      accent: [theme.color.accentSoft, theme.color.accentSoftText],
      success: [theme.color.successSoft, theme.color.successSoftText],
      warning: [theme.color.warningSoft, theme.color.warningSoftText],
      danger: [theme.color.dangerSoft, theme.color.dangerSoftText],
      outline: ['transparent', theme.color.textMuted],
    } as const;
    const [bg, fg] = map[$tone];
    return css`
      background: ${bg};
      color: ${fg};
      box-shadow: ${$tone === 'outline' || $tone === 'neutral' ? `inset 0 0 0 1px ${theme.color.border}` : 'none'};
    `;
  }}
`;

const Dot = styled.span<{ $color: string }>`
  width: 6px;
  height: 6px;
  border-radius: 50%;
  background: ${({ $color }) => $color};
`;

export interface BadgeProps {
  tone?: BadgeTone;
  /** A coloured dot before the text. */
  dot?: string;
  children: ReactNode;
  className?: string;
  title?: string;
}

export function Badge({ tone = 'neutral', dot, children, className, title }: BadgeProps) {
  return (
    <Pill $tone={tone} className={className} title={title}>
      {dot ? <Dot $color={dot} aria-hidden="true" /> : null}
      {children}
    </Pill>
  );
}

const StatusPill = styled(Pill)<{ $status: CardStatus }>`
  background: ${({ theme, $status }) => theme.status[$status].bg};
  color: ${({ theme, $status }) => theme.status[$status].fg};
  box-shadow: none;
`;

/** A card's status in the status palette (backlog grey, in progress blue, ready green, deployed black). */
export function StatusBadge({ status, className }: { status: CardStatus; className?: string }) {
  return (
    <StatusPill $status={status} $tone="neutral" className={className}>
      {CARD_STATUS_LABELS[status]}
    </StatusPill>
  );
}
