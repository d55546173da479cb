// Release form rules (spec 5): name required after trimming; when both dates are set the end may not come
// before the start; the submit waits until both hold.
import { DATE_ORDER_MESSAGE } from '../../../../../common/schemas/releases';
import type { ReleaseInput } from '../../../api/releases';
import { endsBeforeStart } from '../shared/dates';

export interface ReleaseFormValues {
  name: string;
  description: string;
  startDate: string;
  endDate: string;
}

export const EMPTY_RELEASE_FORM: ReleaseFormValues = {
  name: '',
  description: '',
  startDate: '',
  endDate: '',
};

/** The date error to show under the dates, or null. */
export const dateProblem = (values: { startDate: string; endDate: string }) =>
  endsBeforeStart(values.startDate, values.endDate) ? DATE_ORDER_MESSAGE : null;

export const canSubmitRelease = (values: ReleaseFormValues) =>
  values.name.trim() !== '' && dateProblem(values) === null;

/** The form as the API wants it: trimmed name, empty texts and dates as null. */
export function releasePayload(values: ReleaseFormValues): ReleaseInput & { name: string } {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    startDate: values.startDate || null,
    endDate: values.endDate || null,
  };
}

export function formOf(release: {
  name: string;
  description: string | null;
  startDate: string | null;
  endDate: string | null;
}): ReleaseFormValues {
  return {
    name: release.name,
    description: release.description ?? '',
    startDate: release.startDate ?? '',
    endDate: release.endDate ?? '',
  };
}

/** Cards per release id. */
export function cardCountsByRelease(cards: Iterable<{ releaseId: number | null }>): Map<number, number> {
  const counts = new Map<number, number>();
  for (const card of cards) {
    if (card.releaseId !== null) counts.set(card.releaseId, (counts.get(card.releaseId) ?? 0) + 1);
  }
  return counts;
}
