// Runs a common/ zod schema on form values: the parsed data, or the first message per field.
import type { z } from 'zod';

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** Same schema as the server, so a form shows the server's messages before it sends anything. */
export function validate<S extends z.ZodType>(schema: S, values: unknown): Validation<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Focuses the first invalid control of a form, so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
