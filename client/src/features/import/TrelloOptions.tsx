// A Trello board's choices: its lists become use cases or statuses, archived cards are left out unless asked,
// and each label may set an impact.
import styled from 'styled-components';
import type { Impact } from '../../../../common/schemas/cards';
import type { ImportLabel, ListsAs, TrelloBoard } from '../../../../common/import';
import { Checkbox } from '../../ui';
import { ImpactMapping } from './ImpactMapping';
import { plural } from '../../../../common/plural';

const Group = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 18px;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 8px;
    padding: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
    color: ${({ theme }) => theme.color.text};
  }
`;

const Radio = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-size: ${({ theme }) => theme.fontSize.md};
  cursor: pointer;
  input {
    width: 16px;
    height: 16px;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.accent};
  }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const SubHeading = styled.h4`
  margin-bottom: 8px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

/** Cards Trello keeps archived: closed ones and those on a closed list. */
export function archivedCards(board: TrelloBoard): number {
  const closedLists = new Set(board.lists.filter((list) => list.closed).map((list) => list.id));
  return board.cards.filter((card) => card.closed || closedLists.has(card.idList)).length;
}

/** A Trello label without a name is known by its colour ("Green"). */
const unnamed = (color: string | null) =>
  color ? color.charAt(0).toUpperCase() + color.slice(1).replace(/_/g, ' ') : 'Unnamed';

export interface TrelloOptionsProps {
  listsAs: ListsAs;
  onListsAs: (listsAs: ListsAs) => void;
  archived: number;
  includeArchived: boolean;
  onIncludeArchived: (include: boolean) => void;
  labels: readonly ImportLabel[];
  onLabelImpact: (labelId: string, impact: Impact | null) => void;
  disabled?: boolean;
}

export function TrelloOptions(props: TrelloOptionsProps) {
  const { listsAs, onListsAs, archived, includeArchived, onIncludeArchived, labels, disabled } = props;
  return (
    <Stack>
      <Group disabled={disabled}>
        <legend>Trello lists become</legend>
        <Radio>
          <input
            type="radio"
            name="lists-as"
            checked={listsAs === 'useCase'}
            onChange={() => onListsAs('useCase')}
          />
          Use cases
        </Radio>
        <Radio>
          <input
            type="radio"
            name="lists-as"
            checked={listsAs === 'status'}
            onChange={() => onListsAs('status')}
          />
          Statuses
        </Radio>
      </Group>
      {archived > 0 ? (
        <Checkbox
          label={`Include archived cards (${plural(archived, 'card')})`}
          checked={includeArchived}
          disabled={disabled}
          onChange={(event) => onIncludeArchived(event.target.checked)}
        />
      ) : null}
      {labels.length > 0 ? (
        <div>
          <SubHeading>Labels to impact</SubHeading>
          <ImpactMapping
            noun="label"
            allowNone
            disabled={disabled}
            choices={labels.map((label) => ({
              key: label.id,
              name: label.name || unnamed(label.color),
              cards: label.cards,
              impact: label.impact,
              color: label.color,
            }))}
            onChange={props.onLabelImpact}
          />
        </div>
      ) : null}
    </Stack>
  );
}
