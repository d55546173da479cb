// A card on the projector: a status-coloured edge, the external id, the title on at most two lines and the
// impact icon, at a fixed size (fit.ts lays the grid out from it). A card that just changed glows; the
// meeting's spotlight card wears a strong ring, drawn outside so the chip keeps its size.
import { memo } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { type Card, CARD_STATUS_LABELS } from '../../../../common/schemas/cards';
import { IMPACT_LABELS, ImpactIcon } from '../../ui';
import { GRID } from './fit';
import { HIGHLIGHT_COLOR } from './projectorTheme';

const glow = (color: string) => keyframes`
  0% { transform: scale(1); box-shadow: 0 0 0 0 ${color}; }
  18% { transform: scale(1.04); box-shadow: 0 0 0 10px ${color}66, 0 0 32px 6px ${color}99; }
  55% { transform: scale(1); box-shadow: 0 0 0 6px ${color}40, 0 0 20px 2px ${color}55; }
  100% { transform: scale(1); box-shadow: 0 0 0 0 ${color}00; }
`;
const glows = { dark: glow(HIGHLIGHT_COLOR.dark), light: glow(HIGHLIGHT_COLOR.light) };

/** The meeting's spotlight card: a strong ring drawn outside, so the chip keeps its size (the matrix's chips too). */
export const spotlightRing = css`
  z-index: 2;
  border-color: ${({ theme }) => HIGHLIGHT_COLOR[theme.mode]};
  box-shadow:
    0 0 0 4px ${({ theme }) => HIGHLIGHT_COLOR[theme.mode]},
    0 0 0 9px ${({ theme }) => HIGHLIGHT_COLOR[theme.mode]}40,
    0 0 28px 8px ${({ theme }) => HIGHLIGHT_COLOR[theme.mode]}66;
`;

const Chip = styled.div<{ $status: Card['status']; $glow: boolean; $spotlight: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: 8px;
  width: ${GRID.chipWidth}px;
  height: ${GRID.chipHeight}px;
  padding: 10px 12px 10px 18px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: 10px;
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => (theme.mode === 'dark' ? 'none' : theme.shadow.xs)};
  color: ${({ theme }) => theme.color.text};
  &::before {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: 7px;
    background: ${({ theme, $status }) => theme.status[$status].solid};
  }
  ${({ $spotlight }) => $spotlight && spotlightRing}
  ${({ $glow, theme }) =>
    $glow &&
    css`
      z-index: 1;
      outline: 3px solid ${HIGHLIGHT_COLOR[theme.mode]};
      outline-offset: 2px;
      animation: ${glows[theme.mode]} 1.6s ${theme.motion.ease} 1;
    `}
`;

const Text = styled.span`
  display: -webkit-box;
  flex: 1;
  min-width: 0;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
  font-size: ${GRID.titleFont}px;
  line-height: 25px;
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  letter-spacing: -0.005em;
`;

const Id = styled.span`
  margin-right: 8px;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 15px;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.color.textMuted};
  letter-spacing: 0;
`;

const ImpactMark = styled.span`
  display: flex;
  flex: none;
  align-self: flex-start;
  align-items: center;
  height: 25px;
`;

export interface PresentChipProps {
  card: Card;
  glowing: boolean;
  spotlight?: boolean;
}

export const PresentChip = memo(function PresentChip({ card, glowing, spotlight = false }: PresentChipProps) {
  const status = CARD_STATUS_LABELS[card.status];
  const impact = IMPACT_LABELS[card.priority];
  return (
    <Chip
      role="listitem"
      aria-label={`${card.externalId} ${card.title}, ${status}, impact ${impact}${spotlight ? ', in the spotlight' : ''}`}
      data-card-id={card.id}
      data-highlight={glowing ? 'true' : undefined}
      data-spotlight={spotlight ? 'true' : undefined}
      $status={card.status}
      $glow={glowing}
      $spotlight={spotlight}
      title={`${card.externalId} ${card.title}`}
    >
      <Text>
        <Id>{card.externalId}</Id>
        {card.title || 'No title'}
      </Text>
      <ImpactMark title={impact}>
        <ImpactIcon impact={card.priority} size={20} />
      </ImpactMark>
    </Chip>
  );
});
