// Estimates on the board (docs/estimation.md): the open project's deck and scoring model, how "none" reads, and
// what a set of cards adds up to in points, each estimate as effort (numbers as they are, a T-shirt size by its
// Fibonacci step), so a planner sees capacity and not only a count.
import {
  deckValues,
  DEFAULT_SCORING_SETTING,
  effortOf,
  NOT_ESTIMATES,
  type DeckSetting,
  type ScoringSetting,
} from '../estimation';
import { plural } from '../plural';

export const NO_ESTIMATE_LABEL = 'No estimate';

export interface EstimateChoice {
  estimate: string | null;
  label: string;
}

/**
 * The estimates a card may be given, in order: none, the deck's values, then each of `kept` (the card's own,
 * the form's) the deck no longer has, marked "M (not in deck)" — it stays the card's until changed. "?" and
 * "☕" are votes, never offered.
 */
export function estimateChoices(deck: DeckSetting, kept: readonly (string | null)[]): EstimateChoice[] {
  const values = deckValues(deck).filter((value) => !(NOT_ESTIMATES as readonly string[]).includes(value));
  const strays = [...new Set(kept)].filter(
    (value): value is string => value !== null && !values.includes(value),
  );
  return [
    { estimate: null, label: NO_ESTIMATE_LABEL },
    ...values.map((value) => ({ estimate: value, label: value })),
    ...strays.map((value) => ({ estimate: value, label: `${value} (not in deck)` })),
  ];
}

/** A project's deck and scoring model (the defaults while none is open). */
export const scoringSettingOf = (project: Readonly<ScoringSetting> | null): ScoringSetting =>
  project
    ? { deck: project.deck, customDeck: project.customDeck, scoringModel: project.scoringModel }
    : DEFAULT_SCORING_SETTING;

export interface EstimateTotal {
  /** The estimates added up as effort. */
  points: number;
  /** Cards that add nothing: without an estimate, or with one that is no effort (a value the deck lost). */
  unestimated: number;
}

/** The cards' estimates as effort, added up. */
export function estimateTotal(
  cards: Iterable<{ estimate: string | null }>,
  deck: DeckSetting,
): EstimateTotal {
  let points = 0;
  let unestimated = 0;
  for (const card of cards) {
    const effort = effortOf(deck, card.estimate);
    if (effort === undefined) unestimated += 1;
    else points += effort;
  }
  return { points, unestimated };
}

/** "21 points", "1 point", "2.5 points": at most two decimals, so "½" and "0.25" add up as they read. */
export const pointsText = (points: number) => plural(Math.round(points * 100) / 100, 'point');

/** A total as shown: "21 points", and "· 3 unestimated" when some cards add nothing. */
export const estimateTotalText = ({ points, unestimated }: EstimateTotal) =>
  unestimated > 0 ? `${pointsText(points)} · ${unestimated} unestimated` : pointsText(points);
