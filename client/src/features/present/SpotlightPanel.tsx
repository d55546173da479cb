// The meeting's spotlight card, large, on the right of the projector: id, title, a description
// excerpt and its impact / status / use case / release, readable from the back of a room; the vote under it
// while one is on. Type sizes follow the screen's height, like the grid's legibility limits.
import type { CSSProperties } from 'react';
import styled, { keyframes } from 'styled-components';
import { FUTURE_LABEL, UNSORTED_LABEL } from '../../../../common/board/grouping';
import { CARD_FIELD_LABELS } from '../../../../common/cardFields';
import { type Card, CARD_STATUS_LABELS } from '../../../../common/schemas/cards';
import type { Category } from '../../../../common/schemas/categories';
import type { Release } from '../../../../common/schemas/releases';
import { IMPACT_LABELS, ImpactIcon, needsSwatchBorder, visuallyHidden } from '../../ui';
import { VotePanel } from '../meeting/vote/VotePanel';
import { HIGHLIGHT_COLOR } from './projectorTheme';

const slideIn = keyframes`
  from { opacity: 0; transform: translateX(24px); }
`;

const Aside = styled.aside`
  position: absolute;
  z-index: 2;
  display: flex;
  flex-direction: column;
  gap: calc(var(--u) * 1.6);
  overflow: hidden;
  animation: ${slideIn} ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.ease} both;
`;

const CardBox = styled.article`
  flex: 0 1 auto;
  min-height: 0;
  display: flex;
  flex-direction: column;
  gap: calc(var(--u) * 1.2);
  padding: calc(var(--u) * 2) calc(var(--u) * 2.2);
  overflow: hidden;
  border-radius: 18px;
  background: ${({ theme }) => theme.color.surfaceRaised};
  box-shadow:
    0 0 0 3px ${({ theme }) => HIGHLIGHT_COLOR[theme.mode]},
    ${({ theme }) => theme.shadow.lg};
`;

const Eyebrow = styled.p`
  font-size: calc(var(--u) * 1.5);
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.warningSoftText};
`;

const Id = styled.p`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: calc(var(--u) * 2.4);
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Title = styled.h2`
  display: -webkit-box;
  -webkit-line-clamp: 4;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
  font-size: calc(var(--u) * 4);
  line-height: 1.15;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: -0.015em;
`;

const Description = styled.p<{ $lines: number }>`
  display: -webkit-box;
  -webkit-line-clamp: ${({ $lines }) => $lines};
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
  white-space: pre-line;
  font-size: calc(var(--u) * 2.2);
  line-height: 1.4;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: calc(var(--u) * 0.8);
  list-style: none;
  padding: 0;
`;

const Pill = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 0.45em;
  padding: 0.3em 0.8em;
  border-radius: 999px;
  background: ${({ theme }) => theme.color.bgSubtle};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.borderStrong};
  font-size: calc(var(--u) * 2);
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  white-space: nowrap;
`;

const StatusPill = styled(Pill)<{ $status: Card['status'] }>`
  background: ${({ theme, $status }) => theme.status[$status].bg};
  color: ${({ theme, $status }) => theme.status[$status].fg};
  box-shadow: none;
`;

const Dot = styled.span<{ $color: string; $border: boolean }>`
  width: 0.7em;
  height: 0.7em;
  border-radius: 50%;
  background: ${({ $color }) => $color};
  box-shadow: ${({ $border, theme }) => ($border ? `inset 0 0 0 1px ${theme.color.borderStrong}` : 'none')};
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

export interface SpotlightPanelProps {
  card: Card | null;
  categories: Record<number, Category>;
  releases: Record<number, Release>;
  voting: boolean;
  /** Where the panel sits, in screen pixels. */
  box: { top: number; right: number; bottom: number; width: number };
  screenHeight: number;
}

export function SpotlightPanel({
  card,
  categories,
  releases,
  voting,
  box,
  screenHeight,
}: SpotlightPanelProps) {
  const style = { ...box, '--u': `${(screenHeight / 100).toFixed(2)}px` } as CSSProperties;
  const category = card?.categoryId != null ? categories[card.categoryId] : undefined;
  const release = card?.releaseId != null ? releases[card.releaseId] : undefined;
  return (
    <Aside style={style} aria-label="Spotlight" data-testid="present-spotlight">
      {card ? (
        <CardBox data-spotlight-card={card.id}>
          <Eyebrow>In the spotlight</Eyebrow>
          <Id>{card.externalId}</Id>
          <Title>{card.title || 'No title'}</Title>
          {card.description ? <Description $lines={voting ? 3 : 8}>{card.description}</Description> : null}
          <Badges aria-label="Card details">
            <Pill>
              <ImpactIcon impact={card.priority} size={18} decorative />
              <Hidden>{CARD_FIELD_LABELS.impact}: </Hidden>
              {IMPACT_LABELS[card.priority]}
            </Pill>
            <StatusPill $status={card.status}>
              <Hidden>{CARD_FIELD_LABELS.status}: </Hidden>
              {CARD_STATUS_LABELS[card.status]}
            </StatusPill>
            <Pill>
              {category ? (
                <Dot $color={category.color} $border={needsSwatchBorder(category.color)} aria-hidden="true" />
              ) : null}
              <Hidden>{CARD_FIELD_LABELS.category}: </Hidden>
              {category?.name ?? UNSORTED_LABEL}
            </Pill>
            <Pill>
              <Hidden>{CARD_FIELD_LABELS.release}: </Hidden>
              {release?.name ?? FUTURE_LABEL}
            </Pill>
          </Badges>
        </CardBox>
      ) : null}
      {voting ? <VotePanel projector /> : null}
    </Aside>
  );
}
