// How the minutes write times and changes on screen (the Markdown and CSV are the server's, from the same
// Minutes object).
import { format } from 'date-fns/format';
import type { MinutesVote } from '../../../../../common/schemas/meetings';

/** "Nov 25, 2026, 10:00". */
export function meetingDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : format(date, 'MMM d, yyyy, HH:mm');
}

/** "under a minute", "47 min", "1 h 5 min". */
export function durationText(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

/** The labels of a vote's most common choice(s); the minutes may hold them as values or as labels. */
export function mostCommonText(vote: MinutesVote): string {
  const labelOf = (value: string) => vote.distribution.find((entry) => entry.value === value)?.label ?? value;
  return vote.mostCommon.map(labelOf).join(', ');
}

export { plural } from '../../../../../common/plural';
