// A project's deck and scoring model in its edit form (docs/estimation.md): a preset deck, shown with its
// values, or a custom one typed in; and the model that makes a card's score. Only the folder's owner
// changes them: a share recipient sees them, disabled, and why.
import { useId } from 'react';
import styled from 'styled-components';
import {
  CUSTOM_DECK_MAX,
  DECK_KIND_LABELS,
  DECK_KINDS,
  DECK_PRESETS,
  SCORING_MODEL_LABELS,
  SCORING_MODELS,
  type DeckKind,
  type ScoringModel,
} from '../../../../../common/estimation';
import { Field, FieldRow, Input, Select } from '../../../ui';
import type { ProjectFormValues } from './projectRules';

const Note = styled.p`
  margin-top: -8px;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** "Fibonacci (0 1 2 3 5 8 13 21)"; "Custom". */
const deckLabel = (kind: DeckKind) =>
  kind === 'custom'
    ? DECK_KIND_LABELS.custom
    : `${DECK_KIND_LABELS[kind]} (${DECK_PRESETS[kind].values.join(' ')})`;

interface EstimationSettingsProps {
  values: ProjectFormValues;
  /** What is wrong with the custom deck's values. */
  error: string | undefined;
  /** A share recipient's form: shown, not changed. */
  locked: boolean;
  onChange: (patch: Partial<ProjectFormValues>) => void;
}

export function EstimationSettings({ values, error, locked, onChange }: EstimationSettingsProps) {
  const noteId = `estimation-note-${useId()}`;
  const why = locked ? noteId : undefined;
  return (
    <>
      <FieldRow>
        <Field label="Deck">
          <Select
            value={values.deck}
            disabled={locked}
            aria-describedby={why}
            onChange={(event) => onChange({ deck: event.target.value as DeckKind })}
          >
            {DECK_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {deckLabel(kind)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Scoring Model">
          <Select
            value={values.scoringModel}
            disabled={locked}
            aria-describedby={why}
            onChange={(event) => onChange({ scoringModel: event.target.value as ScoringModel })}
          >
            {SCORING_MODELS.map((model) => (
              <option key={model} value={model}>
                {SCORING_MODEL_LABELS[model]}
              </option>
            ))}
          </Select>
        </Field>
      </FieldRow>
      {values.deck === 'custom' ? (
        <Field
          label="Deck Values"
          required
          error={error}
          hint={`Up to ${CUSTOM_DECK_MAX} values, separated by spaces or commas`}
        >
          <Input
            value={values.customDeck}
            placeholder="e.g. 1 2 3 5 8"
            disabled={locked}
            aria-describedby={why}
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => onChange({ customDeck: event.target.value })}
          />
        </Field>
      ) : null}
      {locked ? <Note id={noteId}>Only the folder’s owner chooses the deck and scoring model.</Note> : null}
    </>
  );
}
