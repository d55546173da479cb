// The value × effort view's rules (docs/glossary.md, docs/estimation.md): its axes (effort: the deck's values
// in order, left to right; value: the Value ÷ Effort model's 1–10, bottom to top), the quadrant of a place,
// where each card sits or why it sits apart, and the place one step away (the keyboard's moves).
import { deckValues, MODEL_INPUTS, type DeckSetting } from '../estimation';

export const QUADRANTS = ['quickWins', 'bigBets', 'fillIns', 'timeSinks'] as const;
export type Quadrant = (typeof QUADRANTS)[number];
export const QUADRANT_LABELS: Record<Quadrant, string> = {
  quickWins: 'Quick wins',
  bigBets: 'Big bets',
  fillIns: 'Fill-ins',
  timeSinks: 'Time sinks',
};
export const QUADRANT_HINTS: Record<Quadrant, string> = {
  quickWins: 'High value, low effort',
  bigBets: 'High value, high effort',
  fillIns: 'Low value, low effort',
  timeSinks: 'Low value, high effort',
};

/** The Value ÷ Effort model's range of Value: the matrix's rows. */
const VALUE_RULE = MODEL_INPUTS.valueEffort.inputs.value!;
const VALUE_RANGE = VALUE_RULE.kind === 'range' ? VALUE_RULE : { min: 1, max: 10 };

export interface MatrixAxes {
  /** The deck's values, small effort first: the columns. */
  efforts: readonly string[];
  /** The values a card may take, lowest first: the rows (drawn bottom to top). */
  values: readonly number[];
}

export const matrixAxes = (deck: DeckSetting): MatrixAxes => ({
  efforts: deckValues(deck),
  values: Array.from({ length: VALUE_RANGE.max - VALUE_RANGE.min + 1 }, (_, i) => VALUE_RANGE.min + i),
});

/** A place on the matrix: a value and the step of an estimate in the deck (0 = the first). */
export interface MatrixPlace {
  value: number;
  step: number;
}

/** How many efforts and values the lower halves hold; the middle one of an odd count is in the lower half. */
export const lowerHalves = (axes: MatrixAxes) => ({
  efforts: Math.ceil(axes.efforts.length / 2),
  values: Math.ceil(axes.values.length / 2),
});

export function quadrantOf(axes: MatrixAxes, place: MatrixPlace): Quadrant {
  const lower = lowerHalves(axes);
  const high = axes.values.indexOf(place.value) >= lower.values;
  const costly = place.step >= lower.efforts;
  if (high) return costly ? 'bigBets' : 'quickWins';
  return costly ? 'timeSinks' : 'fillIns';
}

export type Placement = { placed: true; place: MatrixPlace } | { placed: false; reason: string };

/**
 * Where a card sits, or why it sits apart: without a value or an estimate, with an estimate the deck does
 * not have (kept from an older deck), or a value the Value ÷ Effort model does not take.
 */
export function placementOf(
  axes: MatrixAxes,
  card: { value: number | null; estimate: string | null },
): Placement {
  const problems: string[] = [];
  const needs = [card.value === null ? 'Value' : '', card.estimate === null ? 'Estimate' : ''].filter(
    Boolean,
  );
  if (needs.length) problems.push(`Needs ${needs.join(' and ')}`);
  const step = card.estimate === null ? -1 : axes.efforts.indexOf(card.estimate);
  if (card.estimate !== null && step < 0) problems.push(`Estimate “${card.estimate}” is not in the deck`);
  if (card.value !== null && !axes.values.includes(card.value))
    problems.push(`Value ${card.value} is not a whole number from ${VALUE_RANGE.min} to ${VALUE_RANGE.max}`);
  if (problems.length) return { placed: false, reason: problems.join(' · ') };
  return { placed: true, place: { value: card.value!, step } };
}

/** The key of a place in the model's cells. */
export const placeKey = (place: MatrixPlace) => `${place.value}:${place.step}`;

export interface MatrixModel<C> {
  axes: MatrixAxes;
  /** The cards of each place (placeKey), in the order given. */
  cells: Map<string, C[]>;
  /** Cards that sit apart, in the order given, with the reason. */
  unplaced: { card: C; reason: string }[];
  /** Placed cards per quadrant. */
  counts: Record<Quadrant, number>;
}

export function buildMatrix<C extends { value: number | null; estimate: string | null }>(
  deck: DeckSetting,
  cards: readonly C[],
): MatrixModel<C> {
  const axes = matrixAxes(deck);
  const cells = new Map<string, C[]>();
  const unplaced: { card: C; reason: string }[] = [];
  const counts: Record<Quadrant, number> = { quickWins: 0, bigBets: 0, fillIns: 0, timeSinks: 0 };
  for (const card of cards) {
    const placement = placementOf(axes, card);
    if (!placement.placed) {
      unplaced.push({ card, reason: placement.reason });
      continue;
    }
    const key = placeKey(placement.place);
    const cell = cells.get(key);
    if (cell) cell.push(card);
    else cells.set(key, [card]);
    counts[quadrantOf(axes, placement.place)] += 1;
  }
  return { axes, cells, unplaced, counts };
}

export type MatrixDirection = 'left' | 'right' | 'up' | 'down';

/** The place one step away (left: less effort, up: more value); null at the edge. */
export function stepPlace(
  axes: MatrixAxes,
  place: MatrixPlace,
  direction: MatrixDirection,
): MatrixPlace | null {
  const row = axes.values.indexOf(place.value);
  const next = {
    left: { row, step: place.step - 1 },
    right: { row, step: place.step + 1 },
    up: { row: row + 1, step: place.step },
    down: { row: row - 1, step: place.step },
  }[direction];
  const value = axes.values[next.row];
  if (value === undefined || next.step < 0 || next.step >= axes.efforts.length) return null;
  return { value, step: next.step };
}

/** What a card is written to take this place: its value and estimate, in one write. */
export const placeFields = (axes: MatrixAxes, place: MatrixPlace) => ({
  value: place.value,
  estimate: axes.efforts[place.step]!,
});

/** A place as read out and shown: "Value 8, estimate 3 (Quick wins)". */
export const placeText = (axes: MatrixAxes, place: MatrixPlace) =>
  `Value ${place.value}, estimate ${axes.efforts[place.step]} (${QUADRANT_LABELS[quadrantOf(axes, place)]})`;
