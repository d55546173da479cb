// Scoring models: how a project turns a card's scoring inputs and estimate into one score (docs/estimation.md).
// The inputs have names of their own: "Lift" is RICE's and ICE's "impact" factor, never the card's Impact
// (its category: basics, wow …), see docs/glossary.md.
import { z } from 'zod';
import { CARD_FIELDS } from '../cardFields/registry';
import { effortOf, type DeckSetting } from './decks';
import { thousands } from '../thousands';

export const SCORING_MODELS = ['none', 'valueEffort', 'rice', 'ice'] as const;
export type ScoringModel = (typeof SCORING_MODELS)[number];
export const SCORING_MODEL_LABELS: Record<ScoringModel, string> = {
  none: 'None',
  valueEffort: 'Value / effort',
  rice: 'RICE',
  ice: 'ICE',
};
export const scoringModelField = z.enum(SCORING_MODELS, {
  error: `Scoring model must be one of ${SCORING_MODELS.join(', ')}`,
});

/** The card fields a score is made of (besides the estimate), by wire name. */
export const SCORE_INPUTS = ['value', 'reach', 'lift', 'confidence', 'ease'] as const;
export type ScoreInput = (typeof SCORE_INPUTS)[number];

/** What a model takes of an input: a whole number in a range, or one of a few choices. */
export type InputRule =
  | { kind: 'range'; min: number; max: number }
  | { kind: 'choices'; values: readonly number[]; labels: readonly string[] };

const oneToTen: InputRule = { kind: 'range', min: 1, max: 10 };

/** Each model's inputs, in the order the card dialog shows them, and whether it divides by the estimate. */
export const MODEL_INPUTS: Record<
  ScoringModel,
  { inputs: Partial<Record<ScoreInput, InputRule>>; effort: boolean }
> = {
  none: { inputs: {}, effort: false },
  valueEffort: { inputs: { value: oneToTen }, effort: true },
  rice: {
    inputs: {
      reach: { kind: 'range', min: 0, max: 1_000_000_000 },
      lift: {
        kind: 'choices',
        values: [0.25, 0.5, 1, 2, 3],
        labels: ['0.25 minimal', '0.5 low', '1 medium', '2 high', '3 massive'],
      },
      confidence: { kind: 'choices', values: [50, 80, 100], labels: ['50 %', '80 %', '100 %'] },
    },
    effort: true,
  },
  ice: { inputs: { lift: oneToTen, confidence: oneToTen, ease: oneToTen }, effort: false },
};

/** The inputs a model uses, in order. */
export const inputsOf = (model: ScoringModel) => Object.keys(MODEL_INPUTS[model].inputs) as ScoreInput[];

/** How the formula names an input (its registry label) and the estimate (effort). */
const INPUT_WORDS: Record<ScoreInput | 'effort', string> = {
  ...(Object.fromEntries(SCORE_INPUTS.map((input) => [input, CARD_FIELDS[input].label])) as Record<
    ScoreInput,
    string
  >),
  effort: 'Effort',
};

/** Whether a value is one the model takes for the input (an input the model does not use takes any). */
export function fitsModel(model: ScoringModel, input: ScoreInput, value: number): boolean {
  const rule = MODEL_INPUTS[model].inputs[input];
  if (!rule) return true;
  return rule.kind === 'range'
    ? Number.isInteger(value) && value >= rule.min && value <= rule.max
    : rule.values.includes(value);
}

/** The message for a value the model does not take, e.g. "Lift must be 0.25, 0.5, 1, 2 or 3 in RICE". */
export function modelMessage(model: ScoringModel, input: ScoreInput): string {
  const rule = MODEL_INPUTS[model].inputs[input]!;
  const what =
    rule.kind === 'range'
      ? `a whole number from ${thousands(rule.min)} to ${thousands(rule.max)}`
      : `${rule.values.slice(0, -1).join(', ')} or ${rule.values[rule.values.length - 1]}`;
  return `${INPUT_WORDS[input]} must be ${what} in ${SCORING_MODEL_LABELS[model]}`;
}

/** A card's values a score reads. */
export type ScoredCard = { estimate: string | null } & { [I in ScoreInput]: number | null };
export type ScoringSetting = DeckSetting & { scoringModel: ScoringModel };

export interface Score {
  /** The score; null when an input is missing, outside the model or the effort is 0. */
  value: number | null;
  /** The formula with the card's numbers, shown on hover: "Value ÷ Effort = 8 ÷ 3 = 2.7". */
  formula: string;
  /** What the card lacks for a score, as the formula names it. */
  missing: string[];
}

/** A score as shown: at most one decimal under 100, whole above. */
export const formatScore = (value: number) =>
  value >= 100 ? thousands(Math.round(value)) : String(Math.round(value * 10) / 10);

const shown = (input: ScoreInput, value: number) =>
  input === 'confidence' && value > 10 ? `${value} %` : String(value);

/**
 * The one score function: the project's model over the card's inputs and estimate. None: no score (null
 * with an empty formula). Value / effort: value ÷ effort. RICE: reach × lift × confidence % ÷ effort.
 * ICE: lift × confidence × ease.
 */
export function scoreOf(card: ScoredCard, setting: ScoringSetting): Score {
  const { scoringModel: model } = setting;
  if (model === 'none') return { value: null, formula: '', missing: [] };
  const inputs = inputsOf(model);
  const missing = inputs.filter((input) => card[input] === null || !fitsModel(model, input, card[input]!));
  const effort = MODEL_INPUTS[model].effort ? effortOf(setting, card.estimate) : 1;
  const words = inputs.map((input) => INPUT_WORDS[input]);
  if (MODEL_INPUTS[model].effort) words.push(INPUT_WORDS.effort);
  const names =
    model === 'ice' ? words.join(' × ') : `${words.slice(0, -1).join(' × ')} ÷ ${words[words.length - 1]}`;
  const gaps = [...missing.map((input) => INPUT_WORDS[input]), ...(effort === undefined ? ['Estimate'] : [])];
  if (gaps.length) return { value: null, formula: names, missing: gaps };
  const numbers = inputs.map((input) => card[input]!);
  const product = numbers.reduce(
    (a, b, i) => a * (inputs[i] === 'confidence' && model === 'rice' ? b / 100 : b),
    1,
  );
  const figures = numbers.map((n, i) => shown(inputs[i]!, n));
  if (!MODEL_INPUTS[model].effort)
    return {
      value: product,
      formula: `${names} = ${figures.join(' × ')} = ${formatScore(product)}`,
      missing: [],
    };
  const withEffort = `${names} = ${figures.join(' × ')} ÷ ${effort}`;
  if (effort === 0)
    return { value: null, formula: `${withEffort}: no score for an effort of 0`, missing: [] };
  const value = product / effort!;
  return { value, formula: `${withEffort} = ${formatScore(value)}`, missing: [] };
}

/** A card's estimate and scoring inputs when none is set: what a new card holds. */
export const NO_ESTIMATION: ScoredCard = {
  estimate: null,
  value: null,
  reach: null,
  lift: null,
  confidence: null,
  ease: null,
};

/** A new project's deck and scoring model (the columns' defaults). */
export const DEFAULT_SCORING_SETTING: ScoringSetting = {
  deck: 'fibonacci',
  customDeck: null,
  scoringModel: 'none',
};

/** How every screen names a card's score (computed, so not a field of the registry). */
export const SCORE_LABEL = 'Score';
