// The sticky bulk-action bar (spec 2 and 5): how many cards are selected, set status / impact / use case /
// release / sprint / estimate for all of them at once (bulkFields.ts), or delete them after the confirmation.
// Disabled with nothing selected. A sprint is offered under its release and sets both (a sprint belongs to one
// release).
import { useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import type { DeckSetting } from '../../../../../common/estimation';
import type { UpdateCardRequest } from '../../../../../common/schemas/cards';
import type { Category } from '../../../../../common/schemas/categories';
import type { Release } from '../../../../../common/schemas/releases';
import { deleteCards, updateCards } from '../../../store/actions/cards';
import { clearSelection, view } from '../../../store/view';
import { Button, ConfirmDialog, Select, TrashIcon } from '../../../ui';
import { bulkFields, type BulkOption } from './bulkFields';
import { useSlice } from './useSlice';

/** Spec 5: the confirmation of a bulk or single delete from the bar. */
/** The spec's "Delete N card(s)?", read well, and true: a delete goes to the trash (docs/decisions.md). */
const deleteConfirmText = (count: number) =>
  `Delete ${count} ${count === 1 ? 'card' : 'cards'}? You can undo this or restore ${count === 1 ? 'it' : 'them'} from the trash.`;

const Bar = styled.div<{ $active: boolean }>`
  position: sticky;
  top: 0;
  z-index: 3;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 10px;
  padding: 8px 10px;
  border: 1px solid ${({ theme, $active }) => ($active ? theme.color.accent : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme, $active }) => ($active ? `0 0 0 3px ${theme.color.accentSoft}` : theme.shadow.xs)};
  transition:
    border-color ${({ theme }) => theme.motion.fast} ease,
    box-shadow ${({ theme }) => theme.motion.fast} ease;
`;

const Count = styled.div<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: 6px;
  color: ${({ theme, $active }) => ($active ? theme.color.accentSoftText : theme.color.textSubtle)};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  white-space: nowrap;
`;

const Controls = styled.div<{ $idle: boolean }>`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  min-width: 0;
  & > div {
    flex: 1 1 96px;
    max-width: 150px;
  }
  @container backlog (max-width: 560px) {
    flex-basis: 100%;
    /* On a phone the disabled controls would take three rows: they appear once something is selected. */
    display: ${({ $idle }) => ($idle ? 'none' : 'grid')};
    grid-template-columns: 1fr 1fr;
    & > div {
      width: auto;
    }
  }
`;

const DeleteButton = styled(Button)`
  margin-left: auto;
  @container backlog (max-width: 560px) {
    grid-column: span 2;
    margin-left: 0;
  }
`;

/** Between phone and desktop widths the button shows only its icon, so the six selects keep their words. */
const DeleteLabel = styled.span`
  @container backlog (min-width: 561px) and (max-width: 780px) {
    display: none;
  }
`;

/** The options, those of one release inside an optgroup named after it. */
function optionList(options: readonly BulkOption[]) {
  const groups: { group?: string; options: BulkOption[] }[] = [];
  for (const option of options) {
    const last = groups[groups.length - 1];
    if (last && last.group === option.group) last.options.push(option);
    else groups.push({ group: option.group, options: [option] });
  }
  return groups.map(({ group, options: list }, index) => {
    const items = list.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    ));
    return group === undefined ? (
      items
    ) : (
      <optgroup key={`group:${index}`} label={group}>
        {items}
      </optgroup>
    );
  });
}

interface BulkActionBarProps {
  categories: readonly Category[];
  releases: readonly Release[];
  /** The project's deck: the estimates offered. */
  deck: DeckSetting;
}

export function BulkActionBar({ categories, releases, deck }: BulkActionBarProps) {
  const selected = useSlice(view, (s) => s.selected);
  const ids = Object.keys(selected).map(Number);
  const count = ids.length;
  /** The cards the open confirmation is about (fixed when it opened). */
  const [toDelete, setToDelete] = useState<number[] | null>(null);

  /** A choice applies to every selected card at once; the select goes back to its placeholder. */
  const apply = (event: ChangeEvent<HTMLSelectElement>, changes: (value: string) => UpdateCardRequest) => {
    const { value } = event.target;
    event.target.value = '';
    if (value && count > 0) void updateCards(ids, changes(value));
  };
  const fields = bulkFields(categories, releases, deck);

  // The delete is optimistic: the rows vanish at once and a toast reports the outcome, so close right away.
  const confirmDelete = () => {
    if (toDelete) void deleteCards(toDelete);
    setToDelete(null);
  };

  const disabled = count === 0;
  return (
    <Bar role="toolbar" aria-label="Bulk actions" $active={count > 0}>
      <Count $active={count > 0} aria-live="polite">
        {count > 0 ? `${count} selected` : 'No cards selected'}
        {count > 0 && (
          <Button variant="ghost" size="sm" onClick={clearSelection}>
            Clear
          </Button>
        )}
      </Count>
      <Controls $idle={disabled}>
        {fields.map((field) => (
          <Select
            key={field.name}
            size="sm"
            aria-label={`Set ${field.name.toLowerCase()}`}
            defaultValue=""
            disabled={disabled}
            onChange={(event) => apply(event, field.changes)}
          >
            <option value="" disabled>
              {field.name}
            </option>
            {optionList(field.options)}
          </Select>
        ))}
        <DeleteButton
          variant="secondary"
          size="sm"
          icon={<TrashIcon size={14} />}
          disabled={disabled}
          onClick={() => setToDelete(ids)}
          aria-label="Delete"
          title="Delete selected cards"
        >
          <DeleteLabel>Delete</DeleteLabel>
        </DeleteButton>
      </Controls>
      {toDelete && (
        <ConfirmDialog
          title={toDelete.length === 1 ? 'Delete card' : 'Delete cards'}
          message={deleteConfirmText(toDelete.length)}
          onConfirm={async () => confirmDelete()}
          onClose={() => setToDelete(null)}
        />
      )}
    </Bar>
  );
}
