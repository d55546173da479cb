// What the Markdown and CSV renderings of the minutes share: their sections in order, how a duration and
// the meeting's date read, and the download's file name.
import type { Minutes, MinutesChange, MinutesEntry } from '../../../common/schemas/meetings';

export type CardSectionKey =
  | 'created'
  | 'releaseMoves'
  | 'useCaseMoves'
  | 'reranked'
  | 'statusChanges'
  | 'impactChanges'
  | 'estimateChanges'
  | 'deleted'
  | 'restored';

/** The card sections in the order the minutes list them. */
const CARD_SECTIONS: readonly { key: CardSectionKey; title: string }[] = [
  { key: 'created', title: 'Created' },
  { key: 'releaseMoves', title: 'Moved between releases' },
  { key: 'useCaseMoves', title: 'Moved between use cases' },
  { key: 'reranked', title: 'Re-ranked' },
  { key: 'statusChanges', title: 'Status changes' },
  { key: 'impactChanges', title: 'Impact changes' },
  { key: 'estimateChanges', title: 'Estimate changes' },
  { key: 'deleted', title: 'Deleted' },
  { key: 'restored', title: 'Restored' },
];
export const VOTES_TITLE = 'Votes';

export type SectionItem = MinutesEntry | MinutesChange;
export const isChange = (item: SectionItem): item is MinutesChange => 'from' in item;

/** " (undo)" / " (redo)" after the person when the change was an undo or a redo, else nothing. */
export const causeMark = (item: SectionItem) => (item.cause ? ` (${item.cause})` : '');

/** The non-empty card sections, in order. */
export const cardSections = (minutes: Minutes) =>
  CARD_SECTIONS.map((section) => ({ ...section, items: minutes[section.key] as SectionItem[] })).filter(
    (section) => section.items.length > 0,
  );

/** "45 s", "12 min", "1 h 5 min". */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return `${Math.floor(minutes / 60)} h${rest ? ` ${rest} min` : ''}`;
}

/** The meeting's date (UTC: the server does not know the reader's time zone), e.g. "2026-11-25". */
export const meetingDate = (minutes: Minutes) => minutes.startedAt.slice(0, 10);

/** "2026-11-25 14:03–15:08 UTC". */
export const meetingWhen = (minutes: Minutes) =>
  `${meetingDate(minutes)} ${minutes.startedAt.slice(11, 16)}–${minutes.endedAt.slice(11, 16)} UTC`;

/** The project's name as a file-name part: lower case, ASCII letters and digits joined by dashes. */
export function slug(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return base || 'project';
}

/** `cardplan-meeting-{project}-{YYYY-MM-DD}.md` / `.csv`. */
export const minutesFilename = (minutes: Minutes, extension: 'md' | 'csv') =>
  `cardplan-meeting-${slug(minutes.projectName)}-${meetingDate(minutes)}.${extension}`;
