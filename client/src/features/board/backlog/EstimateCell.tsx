// A card's estimate in its backlog row, edited in place: a click on it (or Enter / Space) opens a menu of "No
// estimate" and the values of the project's deck; a choice writes through updateCard (shown at once, undoable,
// live for everyone, the pipeline's toast when refused). An estimate the deck no longer has stays the card's,
// marked, and is offered as its current value until changed. "?" and "☕" are votes, never offered.
import { memo, type MouseEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import { estimateChoices } from '../../../../../common/board/estimates';
import { deckValues, type DeckSetting } from '../../../../../common/estimation';
import { updateCard } from '../../../store/actions/cards';
import { CheckIcon, Menu, type MenuItem } from '../../../ui';
import { EstimateText } from './cells';
import { flushButton } from './columns';

/** How the trigger's name says the value: "3", "none", "M, not in deck". */
function spokenEstimate(deck: DeckSetting, estimate: string | null) {
  if (estimate === null) return 'none';
  return deckValues(deck).includes(estimate) ? estimate : `${estimate}, not in deck`;
}

const Cell = styled.div`
  display: flex;
  align-items: center;
  min-width: 0;
`;

/** Reads as the plain figure; a hover, keyboard focus or the open menu shows it is a control (a CSS caret). */
const Trigger = styled.button`
  ${flushButton}
  gap: 6px;
  max-width: calc(100% + 6px);
  min-width: 40px;
  cursor: pointer;
  &::after {
    content: '';
    flex: none;
    margin-left: auto;
    border: 4px solid transparent;
    border-bottom: 0;
    border-top-color: ${({ theme }) => theme.color.textSubtle};
    opacity: 0;
    transition: opacity ${({ theme }) => theme.motion.fast} ease;
  }
  /* A step darker than the hovered row it sits in, and outlined while its menu is open. */
  &:hover:not(:disabled),
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.color.surfaceActive};
  }
  &[aria-expanded='true'] {
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.borderStrong};
  }
  [role='row']:hover &::after,
  &:focus-visible::after,
  &[aria-expanded='true']::after {
    opacity: 1;
  }
  @media (hover: none) {
    &::after {
      opacity: 1;
    }
  }
  &:disabled {
    cursor: default;
  }
`;

/** The current value's check; the other items keep its room, so the values line up. */
const mark = (current: boolean) => (
  <CheckIcon size={14} style={current ? undefined : { visibility: 'hidden' }} />
);

/**
 * The menu sits in a portal, but React bubbles its events through the row: a press there must not start a drag
 * of the row, nor a click on its header or padding open the card.
 */
function keepInMenu(event: PointerEvent | MouseEvent) {
  if (!event.currentTarget.contains(event.target as Node)) event.stopPropagation();
}

interface EstimateCellProps {
  cardId: number;
  externalId: string;
  estimate: string | null;
  deck: DeckSetting;
}

/**
 * Memoised on plain values: a row renders again on every frame of a drag (its sortable state), this cell only
 * when its card's estimate or id, or the deck, changed.
 */
export const EstimateCell = memo(function EstimateCell({
  cardId: id,
  externalId,
  estimate,
  deck,
}: EstimateCellProps) {
  const label = `Estimate of ${externalId}`;
  const trigger = (
    <Trigger type="button" aria-label={`${label}: ${spokenEstimate(deck, estimate)}`} disabled={id < 0}>
      <EstimateText estimate={estimate} deck={deck} />
    </Trigger>
  );
  if (id < 0)
    return (
      <Cell role="cell" data-col="estimate">
        {trigger}
      </Cell>
    );

  const items: MenuItem[] = estimateChoices(deck, [estimate]).map((choice) => ({
    label: choice.label,
    icon: mark(choice.estimate === estimate),
    checked: choice.estimate === estimate,
    onSelect: () => {
      if (choice.estimate !== estimate) void updateCard(id, { estimate: choice.estimate });
    },
  }));
  return (
    <Cell role="cell" data-col="estimate" onPointerDown={keepInMenu} onClick={keepInMenu}>
      <Menu items={items} header={label} placement="bottom-start">
        {trigger}
      </Menu>
    </Cell>
  );
});
