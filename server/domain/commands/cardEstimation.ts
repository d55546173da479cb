// The check of a card write's estimate and scoring inputs against its project's deck and scoring model
// (docs/estimation.md). A write that sets them must fit what the project uses now; what is stored already
// stays as it is when the project changes its deck or model (the screens mark it).
import {
  DECK_MESSAGES,
  fitsModel,
  inDeck,
  modelMessage,
  SCORE_INPUTS,
  type ScoreInput,
  type ScoringSetting,
} from '../../../common/estimation';
import { invalid } from '../errors';

export type EstimationValues = { estimate?: string | null } & { [I in ScoreInput]?: number | null };

/** Whether a write sets the estimate or a scoring input (a card create then takes the command's path). */
export const setsEstimation = (values: EstimationValues) =>
  (values.estimate !== undefined && values.estimate !== null) ||
  SCORE_INPUTS.some((input) => values[input] !== undefined && values[input] !== null);

/** Refuses an estimate the deck does not have and an input the model does not take (400). */
export function checkEstimation(setting: ScoringSetting, values: EstimationValues): void {
  if (typeof values.estimate === 'string' && !inDeck(setting, values.estimate))
    throw invalid(DECK_MESSAGES.outside(values.estimate));
  for (const input of SCORE_INPUTS) {
    const value = values[input];
    if (typeof value === 'number' && !fitsModel(setting.scoringModel, input, value))
      throw invalid(modelMessage(setting.scoringModel, input));
  }
}
