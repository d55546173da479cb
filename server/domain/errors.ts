// What the domain says when it refuses: not found, forbidden, conflict or invalid, each with the spec's
// message. No transport here: the HTTP error middleware maps a kind to a status, socket acks answer
// {ok:false, error}.
export type DomainErrorKind = 'notFound' | 'forbidden' | 'conflict' | 'invalid';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** The caller may not see it, or it does not exist: the two look the same (no existence leak). */
export const notFound = (message = 'Not found') => new DomainError('notFound', message);
/** The caller can see it but may not do this to it. */
export const forbidden = (message = 'Forbidden') => new DomainError('forbidden', message);
/** The request is well-formed but clashes with what is stored (a duplicate, a last one, in use). */
export const conflict = (message: string) => new DomainError('conflict', message);
/** The request breaks a rule of the domain (a reference into another project, a folder as parent). */
export const invalid = (message: string) => new DomainError('invalid', message);

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;
