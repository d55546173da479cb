// The error type handlers throw; the error middleware turns it into {error, details?} with its status.
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: { path: string; message: string }[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: HttpError['details']) =>
  new HttpError(400, message, details);
export const unauthorized = (message = 'Not signed in') => new HttpError(401, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
