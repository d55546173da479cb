// Field schemas reused by several resources: e-mail, passwords, names, ids.
import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .pipe(z.email({ error: 'Invalid email address' }));

export const newPasswordField = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const personName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`);

export const uuidParam = z.uuid({ error: 'Invalid id' });

export const accessLevelField = z.enum(['admin', 'user'], { error: 'Access level must be admin or user' });
export type AccessLevel = z.infer<typeof accessLevelField>;

/** A database id in a request body: a positive 32-bit integer. */
export const idField = (label = 'Id') =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be positive`)
    .max(2_147_483_647, `${label} is out of range`);

/** An id in a URL path; anything else is "not found" rather than a validation error. */
export const pathId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .pipe(z.number().max(2_147_483_647));

export const hexColor = z
  .string({ error: 'Colour must be a hex colour like #6B7280' })
  .trim()
  .regex(/^#[0-9A-Fa-f]{6}$/, 'Colour must be a hex colour like #6B7280')
  .transform((value) => value.toUpperCase());

export const DEFAULT_COLOR = '#6B7280';

/** Optional free text: absent, null or a string of at most `max` characters ('' is kept as ''). */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, `${label} must be at most ${max} characters`)
    .nullish();

/** A text date YYYY-MM-DD that exists in the calendar; '' and null mean "no date". */
export const dateField = (label: string) =>
  z
    .union([
      z.literal('').transform(() => null),
      z.null(),
      z
        .string({ error: `${label} must be a date (YYYY-MM-DD)` })
        .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
        .refine((value) => {
          const date = new Date(`${value}T00:00:00Z`);
          return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
        }, `${label} is not a real date`),
    ])
    .optional();

export const timestamps = { createdAt: z.string(), updatedAt: z.string() };

/**
 * The version of a row clients hold: the seq of the folder event that last changed it, assigned under the
 * lock that numbers the folder's events, so a later commit always has a higher version (docs/realtime.md
 * "Versions"). `updatedAt` is for display only; screens compare `version`.
 */
export const versioned = { version: z.number().int().min(0) };
