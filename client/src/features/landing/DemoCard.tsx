// One sample card of the landing demo (rank, id label, title, use-case colour, impact emoji) and the list they
// sit in. Drawn without dnd-kit: SortableDemo makes them draggable once its chunk is here.
import type { CSSProperties, HTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { GripIcon, IMPACT_LABELS, ImpactIcon, below, needsSwatchBorder } from '../../ui';
import type { DemoCardData } from './demoCards';

export const DemoList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The list item; the card in it carries dnd-kit's button role, which an <li> itself may not take. */
const Item = styled.li`
  display: block;
`;

const Row = styled.div<{ $dragging: boolean; $color: string }>`
  position: relative;
  display: grid;
  grid-template-columns: 24px 16px auto minmax(0, 1fr) 118px 36px;
  align-items: center;
  gap: 10px;
  height: 54px;
  padding: 0 14px 0 16px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.xs};
  cursor: grab;
  user-select: none;
  touch-action: manipulation;
  &::before {
    content: '';
    position: absolute;
    left: -1px;
    top: 10px;
    bottom: 10px;
    width: 3px;
    border-radius: 0 3px 3px 0;
    background: ${({ $color }) => $color};
  }
  &:hover {
    border-color: ${({ theme }) => theme.color.borderStrong};
    box-shadow: ${({ theme }) => theme.shadow.sm};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
  ${({ $dragging, theme }) =>
    $dragging &&
    css`
      && {
        z-index: ${theme.z.raised};
        cursor: grabbing;
        scale: 1.015;
        border-color: ${theme.color.accent};
        box-shadow: ${theme.shadow.lg};
      }
    `}
  ${below('sm')} {
    grid-template-columns: 16px auto minmax(0, 1fr) 32px;
    gap: 8px;
    height: auto;
    min-height: 54px;
    padding: 10px 10px 10px 14px;
  }
`;

const Rank = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.textSubtle};
  text-align: right;
  ${below('sm')} {
    display: none;
  }
`;

const Handle = styled.span`
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.color.textSubtle};
  /* On touch screens the handle drags while the rest of the card still scrolls the page. */
  touch-action: none;
`;

const IdLabel = styled.span`
  justify-self: start;
  padding: 3px 6px;
  border-radius: ${({ theme }) => theme.radius.xs};
  background: ${({ theme }) => theme.color.bgSubtle};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.textMuted};
  letter-spacing: 0.02em;
  white-space: nowrap;
`;

const Title = styled.span`
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  color: ${({ theme }) => theme.color.text};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${below('sm')} {
    white-space: normal;
    line-height: 1.35;
  }
`;

const UseCase = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  ${below('sm')} {
    display: none;
  }
`;

const Dot = styled.span<{ $color: string }>`
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ $color }) => $color};
  box-shadow: ${({ $color, theme }) => (needsSwatchBorder($color) ? `inset 0 0 0 1px ${theme.neutral[400]}` : 'none')};
`;

const Impact = styled.span`
  display: grid;
  place-items: center;
  width: 30px;
  height: 30px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bgSubtle};
  font-size: 16px;
  line-height: 1;
`;

/** What dnd-kit's useSortable gives a draggable card. */
export interface DemoCardDrag {
  ref: (node: HTMLElement | null) => void;
  /** useSortable's attributes and listeners (role, tab stop, pointer and key handlers). */
  props: HTMLAttributes<HTMLElement>;
  style: CSSProperties;
  dragging: boolean;
}

/** Without `drag` the card is a picture of itself, shown while the demo's drag code loads. */
export function DemoCard({ card, rank, drag }: { card: DemoCardData; rank: number; drag?: DemoCardDrag }) {
  const impact = IMPACT_LABELS[card.impact];
  // The name of the draggable card starts with the words it shows (rank included), in their order (WCAG
  // 2.5.3); the spaces between the parts keep those words apart for assistive technology (grid items draw none).
  return (
    <Item>
      <Row
        ref={drag?.ref}
        $dragging={drag?.dragging ?? false}
        $color={card.color}
        style={drag?.style}
        data-testid={drag ? 'demo-card' : undefined}
        data-card-id={card.id}
        {...drag?.props}
        aria-label={
          drag ? `${rank}. ${card.id} ${card.title}, ${card.useCase} use case, impact ${impact}.` : undefined
        }
      >
        <Rank aria-hidden="true">{rank}</Rank>{' '}
        <Handle aria-hidden="true">
          <GripIcon size={14} />
        </Handle>
        <IdLabel>{card.id}</IdLabel> <Title>{card.title}</Title>{' '}
        <UseCase>
          <Dot $color={card.color} aria-hidden="true" />
          {card.useCase}
        </UseCase>{' '}
        <Impact title={`Impact: ${impact}`}>
          <ImpactIcon impact={card.impact} />
        </Impact>
      </Row>
    </Item>
  );
}
