// The schemas of a card's values: its status and impact (of choices.ts), its title, its rank, its references.
import { z } from 'zod';
import { idField } from '../schemas/fields';
import { CARD_STATUSES, IMPACTS } from './choices';

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
