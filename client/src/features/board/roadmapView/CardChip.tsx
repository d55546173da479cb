// A card on the roadmap: external id, impact icon, status colour and title. Dragged between cells
// (@dnd-kit; Space picks it up from the keyboard); a click or Enter opens its detail dialog.
import { useDraggable } from '@dnd-kit/core';
import { memo } from 'react';
import styled, { css } from 'styled-components';
import { type Card, CARD_STATUS_LABELS } from '../../../../../common/schemas/cards';
import { IMPACT_LABELS, ImpactIcon } from '../../../ui';
import { SpotlightTag } from '../../meeting/SpotlightTag';
import { useSpotlight } from '../../meeting/useSpotlight';
import { openCard } from '../card/cardHash';
import { chipId } from './cellId';

/** A card chip's look (the value × effort view's chips take it too, smaller). */
export const chipStyles = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
  width: 100%;
  padding: 8px 10px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.xs};
  color: ${({ theme }) => theme.color.text};
  text-align: left;
  cursor: grab;
  touch-action: manipulation;
  user-select: none;
  transition:
    border-color ${({ theme }) => theme.motion.fast} ease,
    box-shadow ${({ theme }) => theme.motion.fast} ease;
  &:hover {
    border-color: ${({ theme }) => theme.color.borderStrong};
    box-shadow: ${({ theme }) => theme.shadow.sm};
  }
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.color.accent};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.color.focusRing};
  }
`;

/** A meeting's spotlight card: a ring for everyone, a strong one for who follows or runs it. */
export const spotlightChipStyles = css`
  &[data-spotlight] {
    border-color: ${({ theme }) => theme.color.accent};
  }
  &[data-spotlight-look='strong'] {
    background: ${({ theme }) => theme.color.accentSoft};
    box-shadow:
      0 0 0 2px ${({ theme }) => theme.color.accent},
      ${({ theme }) => theme.shadow.md};
  }
`;

const Chip = styled.div<{ $dragging: boolean }>`
  ${chipStyles}
  ${spotlightChipStyles}
  opacity: ${({ $dragging }) => ($dragging ? 0.35 : 1)};
`;

export const LiftedChip = styled.div`
  ${chipStyles}
  cursor: grabbing;
  box-shadow: ${({ theme }) => theme.shadow.lg};
  transform: rotate(1.5deg);
`;

const Meta = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

const StatusDot = styled.span<{ $status: Card['status'] }>`
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme, $status }) => theme.status[$status].solid};
`;

const ExternalId = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-family: ${({ theme }) => theme.font.mono};
`;

const ImpactMark = styled.span`
  display: flex;
  flex: none;
`;

const Title = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  line-height: ${({ theme }) => theme.lineHeight.snug};
`;

/** What a chip shows, also drawn under the pointer while dragging. */
export function ChipContent({ card, spotlight = false }: { card: Card; spotlight?: boolean }) {
  const status = CARD_STATUS_LABELS[card.status];
  return (
    <>
      <Meta>
        <StatusDot $status={card.status} title={status} aria-hidden="true" />
        <ExternalId>{card.externalId}</ExternalId>
        {/* The chip's own name says the impact ("…, impact Wow"): a name here would not match its text. */}
        <ImpactMark title={IMPACT_LABELS[card.priority]} aria-hidden="true">
          <ImpactIcon impact={card.priority} decorative />
        </ImpactMark>
      </Meta>
      {/* Not drawn (flex), but read: the chip's text is "APP-001 Title", as its name begins (axe: label in name). */}{' '}
      <Title>{card.title || 'No title'}</Title>
      {spotlight ? <SpotlightTag /> : null}
    </>
  );
}

export const CardChip = memo(function CardChip({ card }: { card: Card }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: chipId(card.id) });
  const spotlight = useSpotlight(card.id);
  const label = `${card.externalId} ${card.title}, ${CARD_STATUS_LABELS[card.status]}, impact ${IMPACT_LABELS[card.priority]}${spotlight === 'none' ? '' : ', in the spotlight'}`;
  return (
    <Chip
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      aria-label={label}
      data-card-id={card.id}
      data-spotlight={spotlight === 'none' ? undefined : 'true'}
      data-spotlight-look={spotlight === 'none' ? undefined : spotlight}
      $dragging={isDragging}
      onClick={() => openCard(card.id)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') openCard(card.id);
        else listeners?.onKeyDown?.(event);
      }}
    >
      <ChipContent card={card} spotlight={spotlight === 'strong'} />
    </Chip>
  );
});
