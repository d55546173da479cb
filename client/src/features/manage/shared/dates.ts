// Dates of the release manager (spec 5): 'YYYY-MM-DD' text shown as short month, day, year.
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';

const NO_DATE = 'No date set';

/** 'Mar 4, 2025' for '2025-03-04'; 'No date set' when missing or unreadable. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return NO_DATE;
  const date = parseISO(value);
  return Number.isNaN(date.getTime()) ? NO_DATE : format(date, 'MMM d, yyyy');
}

/** 'Mar 4, 2025 → Apr 1, 2025'; one 'No date set' when neither date is known. */
export function formatRange(start: string | null | undefined, end: string | null | undefined): string {
  if (!start && !end) return NO_DATE;
  return `${formatDay(start)} → ${formatDay(end)}`;
}

/** True when both dates are set and the end comes before the start. */
export const endsBeforeStart = (start: string | null | undefined, end: string | null | undefined) =>
  Boolean(start && end && end < start);
