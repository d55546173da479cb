// Estimation decks: the values a project's estimates and planning-poker votes are taken from (docs/estimation.md).
// A project picks a preset or lists its own values; an estimate is one of them, or none. "?" and "☕" are
// votes only: they say "I cannot tell" and "a break, please", never an estimate.
import { z } from 'zod';

export const DECK_PRESETS = {
  fibonacci: { label: 'Fibonacci', values: ['0', '1', '2', '3', '5', '8', '13', '21'] },
  modifiedFibonacci: {
    label: 'Modified Fibonacci',
    values: ['0', '½', '1', '2', '3', '5', '8', '13', '20', '40', '100'],
  },
  tshirt: { label: 'T-shirt sizes', values: ['XS', 'S', 'M', 'L', 'XL'] },
  powersOfTwo: { label: 'Powers of 2', values: ['0', '1', '2', '4', '8', '16', '32', '64'] },
} as const satisfies Record<string, { label: string; values: readonly string[] }>;

export type DeckPreset = keyof typeof DECK_PRESETS;
export const DECK_KINDS = [...(Object.keys(DECK_PRESETS) as DeckPreset[]), 'custom'] as const;
export type DeckKind = (typeof DECK_KINDS)[number];
export const DECK_KIND_LABELS: Record<DeckKind, string> = {
  ...(Object.fromEntries(Object.entries(DECK_PRESETS).map(([kind, deck]) => [kind, deck.label])) as Record<
    DeckPreset,
    string
  >),
  custom: 'Custom',
};

/** The votes that are not estimates. */
export const NOT_ESTIMATES = ['?', '☕'] as const;

export const CUSTOM_DECK_MAX = 15;
export const DECK_VALUE_MAX_LENGTH = 8;

export const DECK_MESSAGES = {
  kind: `Deck must be one of ${DECK_KINDS.join(', ')}`,
  customValues: 'A custom deck lists its values',
  customTooMany: `A custom deck has at most ${CUSTOM_DECK_MAX} values`,
  valueLength: `A deck value has 1 to ${DECK_VALUE_MAX_LENGTH} characters`,
  notAnEstimate: '“?” and “☕” are votes, not estimates',
  duplicate: (value: string) => `The deck lists “${value}” twice`,
  outside: (value: string) => `Estimate “${value}” is not a value of this project’s deck`,
} as const;

/** One value of a deck or one estimate: trimmed, 1–8 characters, never "?" or "☕". */
export const deckValue = z
  .string({ error: DECK_MESSAGES.valueLength })
  .trim()
  .min(1, DECK_MESSAGES.valueLength)
  .max(DECK_VALUE_MAX_LENGTH, DECK_MESSAGES.valueLength)
  .refine((value) => !(NOT_ESTIMATES as readonly string[]).includes(value), DECK_MESSAGES.notAnEstimate);

/** A custom deck's values: 1–15, each once, in the order they are shown. */
export const customDeckValues = z
  .array(deckValue, { error: DECK_MESSAGES.customValues })
  .min(1, DECK_MESSAGES.customValues)
  .max(CUSTOM_DECK_MAX, DECK_MESSAGES.customTooMany)
  .superRefine((values, ctx) => {
    const seen = new Set<string>();
    for (const value of values) {
      if (seen.has(value)) ctx.addIssue({ code: 'custom', message: DECK_MESSAGES.duplicate(value) });
      seen.add(value);
    }
  });

/** What a project says about its deck (the columns `deck` and `customDeck`). */
export interface DeckSetting {
  deck: DeckKind;
  customDeck: readonly string[] | null;
}

/** The values of a project's deck, in order. A custom deck without values (never stored) has none. */
export const deckValues = ({ deck, customDeck }: DeckSetting): readonly string[] =>
  deck === 'custom' ? (customDeck ?? []) : DECK_PRESETS[deck].values;

/** Whether a stored estimate is one of the deck's values (one that is not is kept, and marked). */
export const inDeck = (setting: DeckSetting, estimate: string) => deckValues(setting).includes(estimate);

/** T-shirt sizes as effort: the usual mapping onto Fibonacci steps. */
const SIZE_EFFORT: Readonly<Record<string, number>> = { XS: 1, S: 2, M: 3, L: 5, XL: 8, XXL: 13 };

/** A value as a number: "½" is 0.5, "1,5" and "1.5" are 1.5; undefined when it is not a number. */
export function numberOf(value: string): number | undefined {
  const text = value.trim().replace('½', '.5').replace(',', '.');
  if (!/^\d*\.?\d+$/.test(text)) return undefined;
  return Number(text);
}

/**
 * An estimate as effort, the number the scoring models divide by: a number as it is, a T-shirt size by
 * SIZE_EFFORT, any other value of the deck by its place (1, 2, 3 …); undefined for none or a value the
 * deck does not have and that is no number.
 */
export function effortOf(setting: DeckSetting, estimate: string | null): number | undefined {
  if (estimate === null) return undefined;
  const number = numberOf(estimate);
  if (number !== undefined) return number;
  const size = SIZE_EFFORT[estimate.toUpperCase()];
  if (size !== undefined) return size;
  const place = deckValues(setting).indexOf(estimate);
  return place < 0 ? undefined : place + 1;
}

/**
 * Where a value stands in the deck (0 = first); undefined when it is not a value of it. Planning poker's
 * agreement is counted in these steps: every vote within one step of the others.
 */
export const stepOf = (setting: DeckSetting, value: string): number | undefined => {
  const step = deckValues(setting).indexOf(value);
  return step < 0 ? undefined : step;
};
