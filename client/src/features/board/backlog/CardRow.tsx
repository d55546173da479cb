// One card of the backlog: select box, rank (also the drag handle), id, title, status, impact, estimate (a
// picker: EstimateCell), score (under a scoring model), use case, release and added date, and on a phone Move up
// / Move down. Memoised on the card object (a new object only when that card changed), so a change re-renders
// one row. The whole row drags with a mouse after 3 px; a finger drags by the handle (the rest of the row scrolls
// the list); a click opens the card.
import { memo, type CSSProperties, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import styled from 'styled-components';
import type { ScoringSetting } from '../../../../../common/estimation';
import type { PresencePerson } from '../../../../../common/events';
import type { Card } from '../../../../../common/schemas/cards';
import type { Category } from '../../../../../common/schemas/categories';
import { Checkbox, ChevronDownIcon, ChevronUpIcon, StatusBadge } from '../../../ui';
import { SpotlightTag } from '../../meeting/SpotlightTag';
import { useSpotlight } from '../../meeting/useSpotlight';
import { ImpactLabel, ScoreText, UseCaseChip, addedDate } from './cells';
import { CONTAINER, NARROW_MAX, narrowCardGrid, ROW_HEIGHT, rowGrid } from './columns';
import { EstimateCell } from './EstimateCell';
import { TitleCell } from './TitleCell';

const SORTABLE_TRANSITION = { duration: 200, easing: 'ease' };

const RowShell = styled.div<{ $selected: boolean; $dragging: boolean }>`
  ${rowGrid}
  position: absolute;
  left: 0;
  right: 0;
  height: ${ROW_HEIGHT.card}px;
  ${narrowCardGrid}
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme, $selected }) => ($selected ? theme.color.accentSoft : theme.color.surface)};
  opacity: ${({ $dragging }) => ($dragging ? 0.4 : 1)};
  cursor: pointer;
  touch-action: pan-y;
  &:hover {
    background: ${({ theme, $selected }) => ($selected ? theme.color.accentSoft : theme.color.surfaceHover)};
  }
  [data-narrow] {
    display: none;
  }
  /* A meeting's spotlight card: a ring for everyone, a strong one for who follows or runs it. */
  &[data-spotlight] {
    z-index: 1;
    box-shadow: inset 0 0 0 1.5px ${({ theme }) => theme.color.accent};
  }
  &[data-spotlight-look='strong'] {
    background: ${({ theme }) => theme.color.accentSoft};
    box-shadow:
      inset 3px 0 0 ${({ theme }) => theme.color.accent},
      inset 0 0 0 2px ${({ theme }) => theme.color.accent};
  }
`;

const Muted = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const ExternalId = styled(Muted)`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

/** Rank number; shows a grip on hover and is the handle for keyboard reordering (Space, arrows, Space). */
const Handle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 5px;
  height: 26px;
  padding: 0 6px 0 2px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-variant-numeric: tabular-nums;
  cursor: grab;
  /* A finger on the handle drags the card instead of scrolling the list. */
  touch-action: none;
  /* The grip: a 2×3 dot pattern drawn by CSS (no extra DOM nodes), shown on hover and keyboard focus. */
  &::before {
    content: '';
    width: 7px;
    height: 11px;
    background: radial-gradient(circle, currentColor 1.1px, transparent 1.4px) 0 0 / 3.5px 3.67px;
    opacity: 0;
    transition: opacity ${({ theme }) => theme.motion.fast} ease;
  }
  ${RowShell}:hover &::before, &:focus-visible::before {
    opacity: 1;
  }
  /* No hover on a touch screen, and a phone's row has room for a full-size handle: the grip always shows. */
  @media (hover: none) {
    &::before {
      opacity: 1;
    }
  }
  @container ${CONTAINER} (max-width: ${NARROW_MAX}px) {
    width: 40px;
    height: 44px;
    justify-content: center;
    padding: 0;
    &::before {
      opacity: 1;
    }
  }
`;

/** Move up / Move down on a phone: two stacked buttons, each larger than the 24 px a finger needs. */
const MoveButton = styled.button`
  display: grid;
  place-items: center;
  width: 40px;
  height: 28px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: ${({ theme }) => theme.color.textMuted};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.surfaceHover};
    color: ${({ theme }) => theme.color.text};
  }
  &:disabled {
    color: ${({ theme }) => theme.color.textSubtle};
    opacity: 0.45;
  }
`;

const MoveCell = styled.div`
  flex-direction: column;
  align-items: center;
  gap: 4px;
`;

const Cell = styled.div`
  display: flex;
  align-items: center;
  min-width: 0;
`;

interface CardRowProps {
  card: Card;
  rank: number;
  category: Category | undefined;
  releaseName: string;
  /** The project's deck and scoring model (one object while they stay the same). */
  scoring: ScoringSetting;
  selected: boolean;
  editor: PresencePerson | undefined;
  top: number;
  rowIndex: number;
  /** Whether the card has a neighbour in its group above / below it (Move up / Move down). */
  canMoveUp: boolean;
  canMoveDown: boolean;
  onToggle: (cardId: number, shiftKey: boolean) => void;
  onOpen: (cardId: number) => void;
  onMove: (cardId: number, direction: 'up' | 'down') => void;
}

const INTERACTIVE = 'button, input, select, textarea, a, label';

export const CardRow = memo(function CardRow(props: CardRowProps) {
  const { card, rank, category, releaseName, scoring, selected, editor, top, rowIndex } = props;
  const { onToggle, onOpen, onMove } = props;
  const pending = card.id < 0;
  const spotlight = useSpotlight(card.id);
  const sortable = useSortable({ id: card.id, disabled: pending, transition: SORTABLE_TRANSITION });
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    sortable;

  // dnd-kit types its listeners loosely; the sensors only register these two.
  const onPointerDown = listeners?.onPointerDown as ((event: PointerEvent) => void) | undefined;
  const onHandleKeyDown = listeners?.onKeyDown as ((event: KeyboardEvent) => void) | undefined;
  const style: CSSProperties = { top, transform: CSS.Translate.toString(transform), transition };
  const onRowClick = (event: MouseEvent) => {
    if (pending || (event.target as Element).closest(INTERACTIVE)) return;
    onOpen(card.id);
  };

  return (
    <RowShell
      ref={setNodeRef}
      role="row"
      aria-rowindex={rowIndex}
      data-card-id={card.id}
      data-spotlight={spotlight === 'none' ? undefined : 'true'}
      data-spotlight-look={spotlight === 'none' ? undefined : spotlight}
      $selected={selected}
      $dragging={isDragging}
      style={style}
      onPointerDown={onPointerDown}
      onClick={onRowClick}
    >
      <Cell role="cell" data-col="select">
        <Checkbox
          aria-label={`Select ${card.externalId}`}
          checked={selected}
          disabled={pending}
          onChange={(event) =>
            onToggle(card.id, 'shiftKey' in event.nativeEvent && !!event.nativeEvent.shiftKey)
          }
        />
      </Cell>
      <Cell role="cell" data-col="rank">
        <Handle
          ref={setActivatorNodeRef}
          {...attributes}
          onKeyDown={onHandleKeyDown}
          aria-label={`Reorder ${card.externalId}, rank ${rank}`}
        >
          {rank}
        </Handle>
      </Cell>
      <Cell role="cell" data-col="id">
        <ExternalId>{card.externalId}</ExternalId>
      </Cell>
      <TitleCell
        card={card}
        editor={editor}
        onOpen={onOpen}
        tag={spotlight === 'strong' ? <SpotlightTag compact /> : null}
      />
      <Cell role="cell" data-col="status">
        <StatusBadge status={card.status} />
      </Cell>
      <Cell role="cell" data-col="impact">
        <ImpactLabel impact={card.priority} />
      </Cell>
      <EstimateCell cardId={card.id} externalId={card.externalId} estimate={card.estimate} deck={scoring} />
      {scoring.scoringModel === 'none' ? null : (
        <Cell role="cell" data-col="score">
          <ScoreText card={card} scoring={scoring} />
        </Cell>
      )}
      <Cell role="cell" data-col="useCase">
        <UseCaseChip category={category} />
      </Cell>
      <Cell role="cell" data-col="release">
        <Muted>{releaseName}</Muted>
      </Cell>
      <Cell role="cell" data-col="added">
        <Muted>{addedDate(card.createdAt)}</Muted>
      </Cell>
      <MoveCell role="cell" data-col="move">
        <MoveButton
          type="button"
          aria-label={`Move ${card.externalId} up`}
          disabled={pending || !props.canMoveUp}
          onClick={() => onMove(card.id, 'up')}
        >
          <ChevronUpIcon size={16} />
        </MoveButton>
        <MoveButton
          type="button"
          aria-label={`Move ${card.externalId} down`}
          disabled={pending || !props.canMoveDown}
          onClick={() => onMove(card.id, 'down')}
        >
          <ChevronDownIcon size={16} />
        </MoveButton>
      </MoveCell>
    </RowShell>
  );
});
