// The card dialog's editable fields (spec 2): Title, Description, Status, Impact, Release, Sprint, Use
// Case, Colour, Notes, and the Estimate and scoring inputs of the project's deck and model. Select values
// follow common/board/cardForm ('unscheduled' = Future, 'unsorted' = none, 'none' = No sprint).
import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import {
  NO_CATEGORY_OPTION,
  NO_RELEASE_OPTION,
  NO_SPRINT_OPTION,
  type CardFormSource,
  type CardFormValues,
} from '../../../../../common/board/cardForm';
import { FUTURE_LABEL, UNSORTED_LABEL } from '../../../../../common/board/grouping';
import { CARD_FIELD_LABELS } from '../../../../../common/cardFields';
import type { ScoringSetting } from '../../../../../common/estimation';
import { SprintField, sprintFits } from './SprintField';
import { CARD_STATUSES, CARD_STATUS_LABELS, IMPACTS } from '../../../../../common/schemas/cards';
import type { Category } from '../../../../../common/schemas/categories';
import type { Release } from '../../../../../common/schemas/releases';
import { Field, FieldRow, IMPACT_EMOJI, IMPACT_LABELS, Input, Select, Textarea } from '../../../ui';
import { ColorSwatches } from './ColorSwatches';
import { EstimationFields } from './EstimationFields';
import type { FormField } from './remoteEdits';

const Stack = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const TitleInput = styled(Input)`
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

export interface CardFieldsProps {
  values: CardFormValues;
  onChange: <K extends FormField>(field: K, value: CardFormValues[K]) => void;
  categories: readonly Category[];
  /** In release order. */
  releases: readonly Release[];
  /** The card as saved (an estimate or input outside the deck or model stays a choice). */
  stored: CardFormSource;
  /** The project's deck and scoring model. */
  setting: ScoringSetting;
  titleError?: string;
  titleRef?: Ref<HTMLInputElement>;
  /** Under the title field: the cards with a title like it ("Similar: …"). */
  titleNote?: ReactNode;
  disabled?: boolean;
}

export function CardFields({
  values,
  onChange,
  categories,
  releases,
  stored,
  setting,
  titleError,
  titleRef,
  titleNote,
  disabled,
}: CardFieldsProps) {
  // A sprint belongs to one release: another release clears a sprint that is not in it (so does the server).
  const chooseRelease = (releaseId: string) => {
    onChange('releaseId', releaseId);
    if (!sprintFits(releases, releaseId, values.sprintId)) onChange('sprintId', NO_SPRINT_OPTION);
  };
  return (
    <Stack disabled={disabled}>
      <Field label={CARD_FIELD_LABELS.title} error={titleError}>
        <TitleInput
          ref={titleRef}
          value={values.title}
          maxLength={500}
          autoComplete="off"
          onChange={(event) => onChange('title', event.target.value)}
        />
        {titleNote}
      </Field>
      <Field label={CARD_FIELD_LABELS.description}>
        <Textarea
          value={values.description}
          rows={4}
          placeholder="Add a description..."
          onChange={(event) => onChange('description', event.target.value)}
        />
      </Field>
      <FieldRow>
        <Field label={CARD_FIELD_LABELS.status}>
          <Select
            value={values.status}
            onChange={(event) => onChange('status', event.target.value as CardFormValues['status'])}
          >
            {CARD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {CARD_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={CARD_FIELD_LABELS.impact}>
          <Select
            value={values.priority}
            onChange={(event) => onChange('priority', event.target.value as CardFormValues['priority'])}
          >
            {IMPACTS.map((impact) => (
              <option key={impact} value={impact}>
                {`${IMPACT_EMOJI[impact]} ${IMPACT_LABELS[impact]}`}
              </option>
            ))}
          </Select>
        </Field>
      </FieldRow>
      <FieldRow>
        <Field label={CARD_FIELD_LABELS.release}>
          <Select value={values.releaseId} onChange={(event) => chooseRelease(event.target.value)}>
            <option value={NO_RELEASE_OPTION}>{FUTURE_LABEL}</option>
            {releases.map((release) => (
              <option key={release.id} value={String(release.id)}>
                {release.name}
              </option>
            ))}
          </Select>
        </Field>
        <SprintField
          releaseId={values.releaseId}
          sprintId={values.sprintId}
          releases={releases}
          onChange={(sprintId) => onChange('sprintId', sprintId)}
        />
      </FieldRow>
      <FieldRow>
        <Field label={CARD_FIELD_LABELS.category}>
          <Select value={values.categoryId} onChange={(event) => onChange('categoryId', event.target.value)}>
            <option value={NO_CATEGORY_OPTION}>{UNSORTED_LABEL}</option>
            {categories.map((category) => (
              <option key={category.id} value={String(category.id)}>
                {category.name}
              </option>
            ))}
          </Select>
        </Field>
      </FieldRow>
      <ColorSwatches value={values.color} onChange={(color) => onChange('color', color)} />
      <Field label={CARD_FIELD_LABELS.notes}>
        <Textarea
          value={values.notes}
          rows={3}
          placeholder="Add notes..."
          onChange={(event) => onChange('notes', event.target.value)}
        />
      </Field>
      <EstimationFields values={values} stored={stored} setting={setting} onChange={onChange} />
    </Stack>
  );
}
