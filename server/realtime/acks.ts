// Socket acknowledgements: how a handler answers, and how a refusal or a crash becomes {ok:false, error}
// (the socket's counterpart of the HTTP error middleware).
import { ZodError } from 'zod';
import { isDomainError } from '../domain/errors';

const ACK_ERRORS = { invalid: 'Invalid request', server: 'Server error' } as const;

export interface Refusal {
  ok: false;
  error: string;
}

/** Acknowledgements are optional for the client: without one, the answer goes nowhere. */
export const replier = <T>(ack: unknown): ((answer: T | Refusal) => void) =>
  typeof ack === 'function' ? (ack as (answer: T | Refusal) => void) : () => undefined;

/**
 * What a failed request answers: a domain refusal with its own message, a malformed payload "Invalid
 * request", and anything else "Server error" (logged, since only that one is the server's fault).
 */
export function refusal(error: unknown, log: (error: unknown) => void): Refusal {
  if (isDomainError(error)) return { ok: false, error: error.message };
  if (error instanceof ZodError) return { ok: false, error: ACK_ERRORS.invalid };
  log(error);
  return { ok: false, error: ACK_ERRORS.server };
}
