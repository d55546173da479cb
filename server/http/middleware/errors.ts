// Turns every thrown error into {error, details?} with the right status; never a stack trace. A server error
// is kept on the request (`failureOf`) for the request log, which prints it with its stack on the request's line.
import type { Middleware } from 'koa';
import { ZodError } from 'zod';
import type { ApiErrorBody } from '../../../common/schemas/errors';
import { isDomainError, type DomainErrorKind } from '../../domain/errors';
import { HttpError } from '../errors';

/** The status each refusal of the domain answers with. */
const DOMAIN_STATUS: Record<DomainErrorKind, number> = {
  notFound: 404,
  forbidden: 403,
  conflict: 409,
  invalid: 400,
};

interface PgError {
  code?: string;
  constraint?: string;
  name?: string;
  message?: string;
}

/** The database went away under a request: its connection broke, or no connection could be had. */
function databaseUnreachable(error: PgError): boolean {
  return (
    error.name === 'KnexTimeoutError' ||
    // knex puts the failed statement before pg's message ("select … - Connection terminated unexpectedly").
    /(^|- )(Connection terminated|Client has encountered a connection error)/.test(error.message ?? '')
  );
}

/** PostgreSQL error codes that mean the request, not the server, was wrong. */
function fromDatabase(error: PgError): HttpError | undefined {
  switch (error.code) {
    case '23505':
      return new HttpError(409, 'That already exists');
    case '23503':
      return new HttpError(409, 'A referenced record does not exist or is still in use');
    case '23514':
    case '22P02':
    case '22003':
    case '22007':
    case '22008':
    case '22001':
      return new HttpError(400, 'Invalid value');
    case '22021': // invalid byte sequence, e.g. a NUL character in text
    case '22P05': // untranslatable character, e.g. \u0000 inside JSON
      return new HttpError(400, 'Text may not contain the NUL character');
    case '40001':
    case '40P01':
      return new HttpError(409, 'The change conflicted with another one; please retry');
    case '57P01': // admin shutdown
    case '57P02': // crash shutdown
    case '57P03': // cannot connect now (starting, recovering)
    case '08000':
    case '08003':
    case '08006':
    case '08001':
    case 'ECONNREFUSED':
    case 'ECONNRESET':
    case 'EPIPE':
      return new HttpError(503, 'The database is unavailable');
  }
  return databaseUnreachable(error) ? new HttpError(503, 'The database is unavailable') : undefined;
}

function toHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (isDomainError(error)) return new HttpError(DOMAIN_STATUS[error.kind], error.message);
  if (error instanceof ZodError) {
    const details = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    return new HttpError(400, details[0]?.message ?? 'Invalid request', details);
  }
  const status = (error as { status?: number; expose?: boolean }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const text =
      status === 413
        ? 'Request body is too large'
        : status === 415
          ? 'Unsupported content type'
          : (error as Error).message;
    return new HttpError(status, status === 400 ? 'Invalid request body' : text);
  }
  if (error && typeof error === 'object') return fromDatabase(error as PgError);
  return undefined;
}

const FAILURE = Symbol('failure');

/** The server error a request failed with (a 5xx or an unknown error), for its log line. */
export const failureOf = (state: object): unknown => (state as { [FAILURE]?: unknown })[FAILURE];

export function errorHandler(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const http = toHttpError(error);
      if (!http || http.status >= 500) (ctx.state as { [FAILURE]?: unknown })[FAILURE] = error;
      const status = http?.status ?? 500;
      ctx.status = status;
      ctx.body = {
        error: http?.message ?? 'Internal server error',
        ...(http?.details ? { details: http.details } : {}),
      } satisfies ApiErrorBody;
      for (const [name, value] of Object.entries(http?.headers ?? {})) ctx.set(name, value);
    }
  };
}
