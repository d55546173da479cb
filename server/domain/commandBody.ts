// How a command on an existing thing reads its request body — the one way: read before the thing is loaded,
// so a valid body may shape the load (what to lock, which references to read with it), and refused only
// after the load, so an id the caller cannot see is a 404 before a bad body's 400. A command whose body
// names what it acts on (a create, a trash batch) parses it first instead: there is nothing to load before.
import type { ZodType } from 'zod';

export interface CommandBody<T> {
  /** The body when it is valid, to shape the load; undefined when it is not. */
  readonly hint: T | undefined;
  /** After the load: the body, or the error that refuses it (a 400). */
  valid(): T;
}

/** Reads `body` with `schema`, then `then` (a refusal it throws counts as the body's). */
export function readBody<I, T = I>(
  schema: ZodType<I>,
  body: unknown,
  then: (input: I) => T = (input) => input as unknown as T,
): CommandBody<T> {
  try {
    const value = then(schema.parse(body ?? {}));
    return { hint: value, valid: () => value };
  } catch (error) {
    return {
      hint: undefined,
      valid: () => {
        throw error;
      },
    };
  }
}
