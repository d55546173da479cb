// The schemas of a card's values: its status and impact (of choices.ts), its title, its rank, its references.
import { z } from 'zod';
import { idField } from '../schemas/fields';
import { deckValue } from '../estimation/decks';
import { CARD_STATUSES, IMPACTS } from './choices';
import { thousands } from '../thousands';

export const statusField = z.enum(CARD_STATUSES, {
  error: `Status must be one of ${CARD_STATUSES.join(', ')}`,
});
export const impactField = z.enum(IMPACTS, { error: `Impact must be one of ${IMPACTS.join(', ')}` });

export const cardTitle = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(500, 'Title must be at most 500 characters');

/** Largest |order| numeric(15,3) holds. */
export const ORDER_LIMIT = 999_999_999_999;

/** `order` arrives as a number or a decimal string; it is stored with 3 decimals. */
export const orderField = z
  .union([
    z.number({ error: 'Order must be a number' }),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/, 'Order must be a number'),
  ])
  .transform((value) => Number(value))
  .refine((value) => Number.isFinite(value) && Math.abs(value) <= ORDER_LIMIT, 'Order is out of range');

/** "No use case" arrives as null, '', 'unsorted', 'uncategorized' or 'none' (docs/decisions.md 5). */
export const NO_CATEGORY = ['', 'unsorted', 'uncategorized', 'none'] as const;
/** "No release" (Future) arrives as null, '', 'unscheduled', 'future' or 'none'. */
export const NO_RELEASE = ['', 'unscheduled', 'future', 'none'] as const;

/** An id of the project's use case, release or sprint, or one of the words for none (→ null). */
export const reference = (label: string, noneWords: readonly string[]) =>
  z
    .union([idField(label), z.null(), z.enum(noneWords as [string, ...string[]])], {
      error: `${label} must be an id or none`,
    })
    .transform((value) => (typeof value === 'number' ? value : null));

/** "3.0" → "3", "0.50" → "0.5": a number as its shortest text, as decks write them (Jira exports "3.0"). */
const shortestNumber = (value: string) => (/^\d+\.\d*0$/.test(value) ? String(Number(value)) : value);

/** An estimate: a deck's value (the deck itself is checked against the project's), or none ('' or null). */
export const estimateField = z
  .union([z.string(), z.null()], { error: 'Estimate must be a value of the deck, or none' })
  .transform((value) => (value === null || value.trim() === '' ? null : value))
  .pipe(deckValue.transform(shortestNumber).nullable());

const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * A scoring input: a number from `min` to `max` with at most two decimals (also as a decimal's text, as a
 * CSV cell gives it), or none ('' or null). Which values a scoring model takes is the model's to say
 * (common/estimation/scoring.ts); this is every model's outer bound.
 */
export const scoreInputField = (label: string, min: number, max: number) =>
  z
    .union(
      [
        z.number(),
        z.null(),
        z.literal('').transform(() => null),
        z.string().trim().regex(DECIMAL_TEXT).transform(Number),
      ],
      { error: `${label} must be a number, or none` },
    )
    .refine(
      (value) => value === null || (value >= min && value <= max && Math.round(value * 100) === value * 100),
      `${label} must be a number from ${min} to ${thousands(max)}`,
    );
