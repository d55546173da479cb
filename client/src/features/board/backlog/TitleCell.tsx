// A card's title in the backlog: a click opens the card (after a short wait, so a double-click can start
// the inline edit instead), Enter opens it at once, F2 or a double-click edits it in place: Enter or blur
// saves through renameCard (trimmed; empty or unchanged discarded; the store reverts it on failure),
// Escape cancels.
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import type { PresencePerson } from '../../../../../common/events';
import type { Card } from '../../../../../common/schemas/cards';
import { renameCard } from '../../../store/actions/cards';
import { CONTAINER, NARROW_MAX } from './columns';
import { editedTitle } from './titleEdit';

/** Long enough for a double-click to arrive, short enough not to feel slow. */
export const OPEN_DELAY_MS = 220;

const Cell = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
`;

const TitleButton = styled.button<{ $pending: boolean }>`
  min-width: 0;
  overflow: hidden;
  padding: 2px 0;
  border: 0;
  background: none;
  color: ${({ theme, $pending }) => ($pending ? theme.color.textSubtle : theme.color.text)};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  text-align: left;
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.accentSoftText};
  }
  /* A phone: the title wraps onto a second line before it is cut. */
  @container ${CONTAINER} (max-width: ${NARROW_MAX}px) {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    line-height: 18px;
    white-space: normal;
    overflow-wrap: anywhere;
  }
`;

const NarrowId = styled.span`
  display: none;
  margin-right: 6px;
  color: ${({ theme }) => theme.color.textSubtle};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.regular};
`;

const EditInput = styled.input`
  flex: 1;
  min-width: 0;
  height: 30px;
  padding: 0 8px;
  border: 1px solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: 0 0 0 3px ${({ theme }) => theme.color.focusRing};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

/** Someone else has this card open in their detail dialog. */
const EditorDot = styled.span<{ $color: string }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 20px;
  height: 20px;
  border-radius: 50%;
  background: ${({ $color }) => $color};
  box-shadow:
    0 0 0 2px ${({ theme }) => theme.color.surface},
    0 0 0 3.5px ${({ $color }) => $color};
  color: #fff;
  font-size: 9px;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: 1;
`;

interface TitleCellProps {
  card: Card;
  editor: PresencePerson | undefined;
  onOpen: (cardId: number) => void;
  /** A mark after the title (a meeting's "Spotlight"). */
  tag?: ReactNode;
}

export function TitleCell({ card, editor, onOpen, tag }: TitleCellProps) {
  const [editing, setEditing] = useState(false);
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const done = useRef(false);
  useEffect(() => () => clearTimeout(openTimer.current), []);
  const pending = card.id < 0;

  const onClick = (event: MouseEvent) => {
    if (pending) return;
    clearTimeout(openTimer.current);
    // A keyboard "click" has detail 0: open at once. A mouse click waits for a possible second click.
    if (event.detail === 0) onOpen(card.id);
    else if (event.detail === 1) openTimer.current = setTimeout(() => onOpen(card.id), OPEN_DELAY_MS);
  };
  const startEdit = () => {
    if (pending) return;
    clearTimeout(openTimer.current);
    done.current = false;
    setEditing(true);
  };
  const finish = (save: boolean, draft: string) => {
    if (done.current) return;
    done.current = true;
    setEditing(false);
    const title = save ? editedTitle(card.title, draft) : null;
    if (title !== null) void renameCard(card.id, title);
  };
  const onEditKey = (event: KeyboardEvent<HTMLInputElement>) => {
    event.stopPropagation();
    if (event.key === 'Enter') finish(true, event.currentTarget.value);
    else if (event.key === 'Escape') finish(false, '');
  };

  return (
    <Cell role="cell" data-col="title">
      {editing ? (
        <EditInput
          aria-label="Title"
          defaultValue={card.title}
          autoFocus
          onFocus={(event) => event.currentTarget.select()}
          onKeyDown={onEditKey}
          onBlur={(event) => finish(true, event.currentTarget.value)}
          onPointerDown={(event) => event.stopPropagation()}
        />
      ) : (
        <TitleButton
          type="button"
          $pending={pending}
          title={card.title}
          onClick={onClick}
          onDoubleClick={startEdit}
          onKeyDown={(event) => {
            if (event.key === 'F2') startEdit();
          }}
        >
          <NarrowId data-narrow="">{card.externalId}</NarrowId>
          {card.title}
        </TitleButton>
      )}
      {editor ? (
        <EditorDot
          role="img"
          $color={editor.color}
          aria-label={`${editor.name} is editing`}
          title={`${editor.name} is editing`}
        >
          {editor.initials}
        </EditorDot>
      ) : null}
      {tag}
    </Cell>
  );
}
