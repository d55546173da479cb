// The cause an undo or redo sends with its write (X-Change-Cause), so history shows the change as one.
import { CHANGE_CAUSE_HEADER, type ChangeCause } from '../../../../common/schemas/history';
import type { RequestOptions } from '../../api/http';

/** The request options of an undo or redo: the mutation's own, plus the header that names the cause. */
export const withCause = (options: RequestOptions, cause?: ChangeCause): RequestOptions =>
  cause ? { ...options, headers: { ...options.headers, [CHANGE_CAUSE_HEADER]: cause } } : options;
