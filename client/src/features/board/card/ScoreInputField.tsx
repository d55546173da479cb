// One scoring input of the card dialog, as the project's model takes it: a select of the model's choices
// (RICE's Lift and Confidence) or a whole number in the model's range. A value the model does not take (the
// owner changed the model since) stays, marked; typing one in says what the model takes, and the dialog
// does not save it (scoreInputProblem).
import { inputNumber } from '../../../../../common/board/cardForm';
import { CARD_FIELD_LABELS } from '../../../../../common/cardFields';
import {
  fitsModel,
  MODEL_INPUTS,
  modelMessage,
  SCORING_MODEL_LABELS,
  type ScoreInput,
  type ScoringModel,
} from '../../../../../common/estimation';
import { Field, Input, Select } from '../../../ui';

const NOT_SET_LABEL = 'Not set';

/** "a value RICE takes": what a value outside the model is marked as not being. */
const takenBy = (model: ScoringModel) => `a value ${SCORING_MODEL_LABELS[model]} takes`;

/** The message for an input edited to a value the model does not take; null when it may be saved. */
export function scoreInputProblem(
  model: ScoringModel,
  input: ScoreInput,
  text: string,
  stored: number | null,
): string | null {
  const number = inputNumber(text);
  if (number === null || number === stored || fitsModel(model, input, number)) return null;
  return modelMessage(model, input);
}

interface ScoreInputFieldProps {
  input: ScoreInput;
  model: ScoringModel;
  value: string;
  /** The card's saved value: kept as a choice, and not refused, while the model does not take it. */
  stored: number | null;
  onChange: (text: string) => void;
}

export function ScoreInputField({ input, model, value, stored, onChange }: ScoreInputFieldProps) {
  const rule = MODEL_INPUTS[model].inputs[input];
  if (!rule) return null;
  const label = CARD_FIELD_LABELS[input];
  if (rule.kind === 'choices') {
    const strays = [...new Set([stored === null ? '' : String(stored), value])].filter(
      (text) => text !== '' && !fitsModel(model, input, Number(text)),
    );
    return (
      <Field label={label}>
        <Select value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{NOT_SET_LABEL}</option>
          {rule.values.map((choice, index) => (
            <option key={choice} value={String(choice)}>
              {rule.labels[index]}
            </option>
          ))}
          {strays.map((text) => (
            <option key={`stray-${text}`} value={text}>
              {`${text} (not ${takenBy(model)})`}
            </option>
          ))}
        </Select>
      </Field>
    );
  }
  const number = inputNumber(value);
  const error = scoreInputProblem(model, input, value, stored);
  const marked = !error && number !== null && !fitsModel(model, input, number);
  return (
    <Field label={label} error={error} hint={marked ? `Not ${takenBy(model)}` : undefined}>
      <Input
        type="number"
        inputMode="numeric"
        min={rule.min}
        max={rule.max}
        step={1}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
