// One use case in the Manage Use Cases list: colour, name and card count; inline rename and recolour
// (Enter saves, Escape cancels), delete (refused for the last one, with the spec's hint).
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { Category } from '../../../../../common/schemas/categories';
import { CheckIcon, CloseIcon, Input, PencilIcon, TrashIcon } from '../../../ui';
import { Count, DisabledHint, Row, RowAction, RowActions, RowMain, RowTitle } from '../shared/ListParts';
import { ColorPicker } from './ColorPicker';
import { LAST_ONE, type RuleMessage } from './categoryRules';

export interface CategoryDraft {
  id: number;
  name: string;
  color: string;
}

const Problem = styled.p`
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  color: ${({ theme }) => theme.color.danger};
`;

const Name = styled.span`
  cursor: text;
`;

export interface CategoryRowProps {
  category: Category;
  cardCount: number;
  /** The draft while this row is being edited, else null. */
  draft: CategoryDraft | null;
  /** What is wrong with the draft's name (shown under it). */
  problem: RuleMessage | null;
  canDelete: boolean;
  onEdit: () => void;
  onDraftChange: (draft: CategoryDraft) => void;
  onSave: () => void;
  onCancel: () => void;
  onRecolor: (color: string) => void;
  onDelete: () => void;
}

export function CategoryRow(props: CategoryRowProps) {
  const { category, cardCount, draft, problem, canDelete } = props;
  const pending = category.id < 0;
  const cards = `${cardCount} card${cardCount === 1 ? '' : 's'}`;

  if (draft) {
    const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        props.onSave();
      } else if (event.key === 'Escape') {
        // Escape ends the edit, not the whole dialog.
        event.stopPropagation();
        props.onCancel();
      }
    };
    return (
      <Row $active>
        <ColorPicker
          small
          value={draft.color}
          label={`Color of ${category.name}`}
          onChange={(color) => props.onDraftChange({ ...draft, color })}
        />
        <RowMain>
          <Input
            size="sm"
            autoFocus
            aria-label={`Name of ${category.name}`}
            aria-invalid={problem ? true : undefined}
            value={draft.name}
            maxLength={100}
            onChange={(event) => props.onDraftChange({ ...draft, name: event.target.value })}
            onKeyDown={onKeyDown}
          />
          {problem ? <Problem role="alert">{problem.description}</Problem> : null}
        </RowMain>
        <RowActions>
          <RowAction aria-label="Save" icon={<CheckIcon />} onClick={props.onSave} />
          <RowAction aria-label="Cancel editing" icon={<CloseIcon />} onClick={props.onCancel} />
        </RowActions>
      </Row>
    );
  }

  return (
    <Row>
      <ColorPicker
        small
        value={category.color}
        label={`Color of ${category.name}`}
        disabled={pending}
        onChange={props.onRecolor}
      />
      <RowMain>
        <RowTitle>
          <Name className="name" onDoubleClick={pending ? undefined : props.onEdit}>
            {category.name}
          </Name>
          <Count title={cards}>({cardCount})</Count>
        </RowTitle>
      </RowMain>
      <RowActions>
        <RowAction
          aria-label={`Rename ${category.name}`}
          icon={<PencilIcon />}
          disabled={pending}
          onClick={props.onEdit}
        />
        <DisabledHint hint={`${LAST_ONE.title}: ${LAST_ONE.description}`} disabled={!canDelete}>
          <RowAction
            variant="danger"
            aria-label={`Delete ${category.name}`}
            icon={<TrashIcon />}
            disabled={!canDelete || pending}
            onClick={props.onDelete}
          />
        </DisabledHint>
      </RowActions>
    </Row>
  );
}
