// How the trash reads: "Deleted by Ana Lopez · 2 hours ago", "3 sprints", "Will be deleted for good on
// May 29", the restore toasts and the confirmation that names how many things go for good.
import { format } from 'date-fns/format';
import { isSameDay } from 'date-fns/isSameDay';
import { isSameYear } from 'date-fns/isSameYear';
import { TRASH_KIND_LABELS, type TrashItem, type TrashKind } from '../../../../common/schemas/trash';
import { DELETED_ACCOUNT, exactTime, timeAgo } from '../history/historyText';
import { plural } from '../../../../common/plural';

/** What a thing brings back with it, by kind ("3 sprints"). */
const CONTAINED: Partial<Record<TrashKind, [string, string]>> = {
  release: ['sprint', 'sprints'],
  category: ['card', 'cards'],
  sprint: ['card', 'cards'],
  project: ['card', 'cards'],
  folder: ['project', 'projects'],
};

export const kindLabel = (kind: TrashKind) => TRASH_KIND_LABELS[kind];

export function containsText(item: Pick<TrashItem, 'kind' | 'contains'>): string | null {
  const words = CONTAINED[item.kind];
  return words && item.contains > 0 ? plural(item.contains, ...words) : null;
}

export const deletedText = (item: Pick<TrashItem, 'deletedBy' | 'deletedAt'>, now: number = Date.now()) =>
  `Deleted by ${item.deletedBy?.name ?? DELETED_ACCOUNT.toLowerCase()} · ${timeAgo(item.deletedAt, now)}`;

/**
 * When housekeeping will purge it, always still to come while it is listed: "Will be deleted for good on
 * May 29" (with the year when not this one), "… today", or "… soon" once the date has passed (housekeeping
 * has not run yet).
 */
export function purgeText(item: Pick<TrashItem, 'purgeAt'>, now: number = Date.now()): string {
  const time = Date.parse(item.purgeAt);
  if (!Number.isFinite(time)) return '';
  if (isSameDay(time, now)) return 'Will be deleted for good today';
  if (time < now) return 'Will be deleted for good soon';
  return `Will be deleted for good on ${format(time, isSameYear(time, now) ? 'MMM d' : 'MMM d, yyyy')}`;
}

export const purgeTitle = (item: Pick<TrashItem, 'purgeAt'>) => exactTime(item.purgeAt);

export const restoredTitle = (n: number) => (n === 1 ? 'Restored' : `${n} items restored`);

export const purgeQuestion = (n: number) =>
  `Delete ${plural(n, 'item', 'items')} for good? This cannot be undone.`;

/** The order restores go in: a container before what it holds ("Restore its release first"). */
const RESTORE_ORDER: readonly TrashKind[] = [
  'folder',
  'project',
  'category',
  'release',
  'sprint',
  'card',
  // An import brings back its own use cases, releases and sprints with its cards.
  'import',
];

/** One key per thing in the trash (ids are unique per kind only). */
export const itemKey = (item: Pick<TrashItem, 'kind' | 'id'>) => `${item.kind}:${item.id}`;

/** Ids grouped by kind, in restore order. */
export function byKind(items: readonly TrashItem[]): [TrashKind, number[]][] {
  return RESTORE_ORDER.flatMap((kind) => {
    const ids = items.filter((item) => item.kind === kind).map((item) => item.id);
    return ids.length > 0 ? [[kind, ids] as [TrashKind, number[]]] : [];
  });
}
