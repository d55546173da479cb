// Release and sprint dates as the releases overview, the roadmap and the projector show them (spec 5/9):
// MM/DD/YY, 'No date set' when missing.
// Dates are stored as 'YYYY-MM-DD' text; they are read as text so no time zone can shift a day.
const NO_DATE = 'No date set';

/** '2025-03-07' → '03/07/25'; null for a missing or malformed date. */
export function shortDate(value: string | null | undefined): string | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  if (!match) return null;
  const [, year, month, day] = match;
  return `${month}/${day}/${year!.slice(2)}`;
}

/** '03/07/25 – 04/01/25'; 'No date set' when neither is set; the missing side says so too. */
export function dateRange(start: string | null | undefined, end: string | null | undefined): string {
  const from = shortDate(start);
  const to = shortDate(end);
  if (!from && !to) return NO_DATE;
  return `${from ?? NO_DATE} – ${to ?? NO_DATE}`;
}
