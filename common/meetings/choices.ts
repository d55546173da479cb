// What a vote offers: the choices of each field a meeting may vote on, by the project's releases, use cases,
// deck and scoring model. Impact, release and use case are the card's categories; estimate and the judged
// scoring inputs are planning poker's ordered steps, where "?" and "☕" may be voted but never applied.
import { FUTURE_LABEL, UNSORTED_LABEL } from '../board/grouping';
import { IMPACT_LABELS } from '../cardFields';
import { deckValues, NOT_ESTIMATES } from '../estimation/decks';
import { inputsOf, MODEL_INPUTS, type ScoringModel, type ScoringSetting } from '../estimation/scoring';
import { IMPACTS, type Impact } from '../schemas/cards';
import { NO_VALUE, VOTE_FIELDS, type VoteField, type VoteValue } from '../schemas/meetings';

export interface Named {
  id: number;
  name: string;
}

/** The project's releases, use cases, deck and scoring model: what names and bounds a vote's choices. */
export interface VoteLookups {
  releases: readonly Named[];
  categories: readonly Named[];
  estimation: ScoringSetting;
}

export interface Choice {
  value: VoteValue;
  label: string;
}

/** Planning poker's fields: an estimate from the deck, or a scoring input judged on the model's scale. */
export const POKER_FIELDS = [
  'estimate',
  'value',
  'lift',
  'confidence',
  'ease',
] as const satisfies readonly VoteField[];
export type PokerField = (typeof POKER_FIELDS)[number];
export const isPokerField = (field: VoteField): field is PokerField =>
  (POKER_FIELDS as readonly string[]).includes(field);

const NOT_A_STEP: Record<string, string> = { '?': '?', '☕': '☕' };
/** How a screen reader says the two votes that are no steps. */
export const NOT_A_STEP_NAMES: Record<string, string> = { '?': 'Not sure', '☕': 'Coffee break' };

/** The vote fields a project offers: the card's categories, the estimate, and its model's judged inputs. */
export function voteFieldsOf(model: ScoringModel): VoteField[] {
  const inputs = new Set<string>(inputsOf(model));
  return VOTE_FIELDS.filter((field) => !isPokerField(field) || field === 'estimate' || inputs.has(field));
}

/** A poker field's steps in order (without "?" and "☕"); none for an input the model does not use. */
export function pokerSteps(field: PokerField, setting: ScoringSetting): Choice[] {
  if (field === 'estimate') return deckValues(setting).map((value) => ({ value, label: value }));
  const rule = MODEL_INPUTS[setting.scoringModel].inputs[field];
  if (!rule) return [];
  if (rule.kind === 'choices')
    return rule.values.map((value, i) => ({ value: String(value), label: rule.labels[i] ?? String(value) }));
  const steps: Choice[] = [];
  for (let value = rule.min; value <= rule.max; value++)
    steps.push({ value: String(value), label: String(value) });
  return steps;
}

/** The choices a vote offers, in board order (impact: the seven values; release/use case: none first). */
export function voteChoices(field: VoteField, lookups: VoteLookups): Choice[] {
  if (field === 'impact') return IMPACTS.map((value) => ({ value, label: IMPACT_LABELS[value] }));
  if (isPokerField(field)) {
    const steps = pokerSteps(field, lookups.estimation);
    return steps.length ? [...steps, ...NOT_ESTIMATES.map((value) => ({ value, label: value }))] : [];
  }
  const named = field === 'release' ? lookups.releases : lookups.categories;
  return [
    { value: NO_VALUE, label: field === 'release' ? FUTURE_LABEL : UNSORTED_LABEL },
    ...named.map((item) => ({ value: String(item.id), label: item.name })),
  ];
}

/** The label of one choice; a release or use case deleted since reads "(deleted)", a step gone from the deck itself. */
export function voteLabel(field: VoteField, value: VoteValue, lookups: VoteLookups): string {
  if (field === 'impact') return IMPACT_LABELS[value as Impact] ?? value;
  if (isPokerField(field))
    return (
      NOT_A_STEP[value] ??
      pokerSteps(field, lookups.estimation).find((s) => s.value === value)?.label ??
      value
    );
  if (value === NO_VALUE) return field === 'release' ? FUTURE_LABEL : UNSORTED_LABEL;
  const named = field === 'release' ? lookups.releases : lookups.categories;
  return named.find((item) => String(item.id) === value)?.name ?? '(deleted)';
}

/** True when `value` is a choice of this vote (the server checks ballots with it). */
export const isVoteChoice = (field: VoteField, value: VoteValue, lookups: VoteLookups) =>
  voteChoices(field, lookups).some((choice) => choice.value === value);

/** True when `value` may go on the card: a choice that is no "?" or "☕" (the server checks applied values). */
export const isApplicable = (field: VoteField, value: VoteValue, lookups: VoteLookups) =>
  !(value in NOT_A_STEP) && isVoteChoice(field, value, lookups);
