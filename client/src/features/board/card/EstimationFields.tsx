// The card dialog's estimate and score (docs/estimation.md): the Estimate from the project's deck, the
// scoring inputs its scoring model uses (none for None), and the score they make, counted as the user types.
import {
  cardUpdateBody,
  type CardFormSource,
  type CardFormValues,
} from '../../../../../common/board/cardForm';
import { inputsOf, scoreOf, type ScoreInput, type ScoringSetting } from '../../../../../common/estimation';
import { FieldRow } from '../../../ui';
import { CardScore } from './CardScore';
import { EstimateField } from './EstimateField';
import { scoreInputProblem, ScoreInputField } from './ScoreInputField';

type EstimationField = 'estimate' | ScoreInput;

/** Whether a scoring input was edited to a value the model does not take (its field says so): no save. */
export const estimationProblem = (stored: CardFormSource, values: CardFormValues, setting: ScoringSetting) =>
  inputsOf(setting.scoringModel).some((input) =>
    scoreInputProblem(setting.scoringModel, input, values[input], stored[input]),
  );

interface EstimationFieldsProps {
  values: CardFormValues;
  /** The card as saved: what it holds outside the deck or model stays a choice. */
  stored: CardFormSource;
  setting: ScoringSetting;
  onChange: (field: EstimationField, value: string) => void;
}

export function EstimationFields({ values, stored, setting, onChange }: EstimationFieldsProps) {
  const model = setting.scoringModel;
  const inputs = inputsOf(model);
  return (
    <>
      <FieldRow>
        <EstimateField
          value={values.estimate}
          stored={stored.estimate}
          deck={setting}
          onChange={(estimate) => onChange('estimate', estimate)}
        />
        {model === 'none' ? null : <CardScore score={scoreOf(cardUpdateBody(values), setting)} />}
      </FieldRow>
      {inputs.length ? (
        <FieldRow>
          {inputs.map((input) => (
            <ScoreInputField
              key={input}
              input={input}
              model={model}
              value={values[input]}
              stored={stored[input]}
              onChange={(text) => onChange(input, text)}
            />
          ))}
        </FieldRow>
      ) : null}
    </>
  );
}
