// One card of the backlog: select box, rank (also the keyboard drag handle), id, title, status, impact, use
// case, release and added date. Memoised on the card object (a new object only when that card changed),
// so a change re-renders one row. The whole row drags with the pointer after 3 px; a click opens the card.
import { memo, type CSSProperties, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import styled from 'styled-components';
import type { PresencePerson } from '../../../../../common/events';
import type { Card, Category } from '../../../api/workspace';
import { Checkbox, StatusBadge } from '../../../ui';
import { SpotlightTag } from '../../meeting/SpotlightTag';
import { useSpotlight } from '../../meeting/useSpotlight';
import { ImpactLabel, UseCaseChip, addedDate } from './cells';
import { ROW_HEIGHT, rowGrid } from './columns';
import { TitleCell } from './TitleCell';

export const SORTABLE_TRANSITION = { duration: 200, easing: 'ease' };

export const RowShell = styled.div<{ $selected: boolean; $dragging: boolean }>`
  ${rowGrid}
  position: absolute;
  left: 0;
  right: 0;
  height: ${ROW_HEIGHT.card}px;
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
  /* A meeting's spotlight card (issue 16): a ring for everyone, a strong one for who follows or runs it. */
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
  selected: boolean;
  editor: PresencePerson | undefined;
  top: number;
  rowIndex: number;
  onToggle: (cardId: number, shiftKey: boolean) => void;
  onOpen: (cardId: number) => void;
}

const INTERACTIVE = 'button, input, select, textarea, a, label';

export const CardRow = memo(function CardRow(props: CardRowProps) {
  const { card, rank, category, releaseName, selected, editor, top, rowIndex, onToggle, onOpen } = props;
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
      <Cell role="cell" data-col="useCase">
        <UseCaseChip category={category} />
      </Cell>
      <Cell role="cell" data-col="release">
        <Muted>{releaseName}</Muted>
      </Cell>
      <Cell role="cell" data-col="added">
        <Muted>{addedDate(card.createdAt)}</Muted>
      </Cell>
    </RowShell>
  );
});
