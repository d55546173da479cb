// The one fetch layer (spec 7/8): cookies always, a JSON body (or given text) only with a body, "status: body"
// errors, 401 helpers.
// It imports nothing of common/ that builds a schema: the landing and sign-in screens load it, and no zod.
import type { ApiErrorBody } from '../../../common/schemas/errors';

/**
 * A non-OK answer: `message` is "status: body text" (spec 8); `serverError` is the JSON `error` field;
 * `retryAfterSeconds` the Retry-After of a limit (429).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverError: string | undefined;
  readonly body: string;
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, statusText: string, body: string, retryAfter: string | null = null) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.serverError = parseServerError(body);
    const seconds = retryAfter === null || retryAfter.trim() === '' ? NaN : Number(retryAfter);
    this.retryAfterSeconds = Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
  }
}

function parseServerError(body: string): string | undefined {
  if (!body) return undefined;
  try {
    // Checked by hand, not by the schema: this module loads no zod (see above); the type is the schema's.
    const parsed = JSON.parse(body) as Partial<ApiErrorBody> | null;
    if (parsed && typeof parsed === 'object' && typeof parsed.error === 'string') return parsed.error;
  } catch {
    // Not JSON (a proxy's HTML page, plain text): the message still carries the raw body.
  }
  return undefined;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** Extra headers: a write's X-Mutation-Id, set by store/mutations' newMutation (docs/realtime.md). */
  headers?: Record<string, string>;
  /** The type of a body that is already text (an import's JSON lines): sent as is, not as JSON. */
  contentType?: string;
  /** Cancels the request (a search overtaken by the next keystroke): its promise rejects with an AbortError. */
  signal?: AbortSignal;
}

/** Sends a request to the API and returns the parsed JSON answer (undefined for an empty body). */
export async function request<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = { method, credentials: 'include', headers };
  if (options.signal) init.signal = options.signal;
  if (body !== undefined) {
    headers['Content-Type'] = options.contentType ?? 'application/json';
    init.body = typeof body === 'string' && options.contentType ? body : JSON.stringify(body);
  }
  const response = await fetch(path, init);
  const text = await response.text();
  if (!response.ok)
    throw new ApiError(response.status, response.statusText, text, response.headers.get('Retry-After'));
  return (text ? JSON.parse(text) : undefined) as T;
}

/** An id as one segment of an API path. */
export const pathId = (value: number | string) => encodeURIComponent(String(value));

export const get = <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options);
export const post = <T>(path: string, body?: unknown, options?: RequestOptions) =>
  request<T>('POST', path, body, options);
export const put = <T>(path: string, body?: unknown, options?: RequestOptions) =>
  request<T>('PUT', path, body, options);
export const patch = <T>(path: string, body?: unknown, options?: RequestOptions) =>
  request<T>('PATCH', path, body, options);
export const del = <T>(path: string, options?: RequestOptions) =>
  request<T>('DELETE', path, undefined, options);

/** The longest "slow down" a paced write waits for; a longer one (the 10-minute allowance) refuses it. */
const LONGEST_PACE_SECONDS = 60;
const PACE_SPREAD_MS = 500;

/**
 * Sends, and while the per-user write allowance answers 429 with a Retry-After of at most a minute, waits
 * that long (plus a random spread, so a bulk action's queued writes do not all return at once) and sends
 * again. For the app's own bulk actions (docs/security.md "Limits"), which may pass the minute's allowance
 * on a large selection: the rest are saved as the server allows, never dropped half-way.
 */
export async function pacedByLimit<T>(send: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await send();
    } catch (error) {
      const wait = isApiError(error, 429) ? error.retryAfterSeconds : undefined;
      if (wait === undefined || wait > LONGEST_PACE_SECONDS) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait * 1000 + Math.random() * PACE_SPREAD_MS));
    }
  }
}

/** A GET where "signed out" is an answer, not a failure: 401 resolves to null, other errors throw. */
export async function getOrNull<T>(path: string): Promise<T | null> {
  try {
    return await get<T>(path);
  } catch (error) {
    if (isUnauthorized(error)) return null;
    throw error;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

const isUnauthorized = (error: unknown) => isApiError(error, 401);

/** The text to show a person: the server's `error` field when there is one, else the fallback. */
export function errorText(error: unknown, fallback: string): string {
  return isApiError(error) && error.serverError ? error.serverError : fallback;
}
