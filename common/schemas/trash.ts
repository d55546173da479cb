// The trash (docs/history.md): what was deleted, by whom and when, until it is restored or purged.
import { z } from 'zod';
import type { ChangeBody } from '../events';
import { idField } from './fields';
import { thousands } from '../thousands';

/** What can be in the trash. A release takes its sprints along; a folder its projects and shares. */
/** An import is one item: the cards, use cases, releases and sprints its undo took. */
const TRASH_KINDS = ['card', 'category', 'release', 'sprint', 'project', 'folder', 'import'] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];

/** How a kind is named on screen ("use case" for a category, as everywhere else). */
export const TRASH_KIND_LABELS: Record<TrashKind, string> = {
  card: 'Card',
  category: 'Use case',
  release: 'Release',
  sprint: 'Sprint',
  project: 'Project',
  folder: 'Folder',
  import: 'Import',
};

/** How long the trash keeps a thing by default (TRASH_RETENTION_DAYS), and its history after a purge. */
export const TRASH_RETENTION_DAYS = 30;
export const HISTORY_AFTER_PURGE_DAYS = 30;

/** One request restores or purges at most this many things (a bulk delete's undo sends one). */
export const TRASH_BATCH_MAX = 100;

const trashItem = z.object({
  /** The deleted thing's own id (a card's id, a use case's id...): restore brings it back under it. */
  id: z.number(),
  kind: z.enum(TRASH_KINDS),
  /** A card's "PRJ-012 Title", any other thing's name. */
  label: z.string(),
  folderId: z.number(),
  /** The project it was in (cards, use cases, releases, sprints) or that it is (a project); null: a folder. */
  projectId: z.number().nullable(),
  deletedAt: z.string(),
  deletedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** When the server's housekeeping purges it. */
  purgeAt: z.string(),
  /**
   * What comes back with it: a release's sprints, a use case's, sprint's or project's cards, a folder's
   * projects.
   */
  contains: z.number(),
});
export type TrashItem = z.infer<typeof trashItem>;

export const trashList = z.object({ items: z.array(trashItem) });
export type TrashList = z.infer<typeof trashList>;

/** POST /api/trash/restore and POST /api/trash/purge: things of one kind, all or nothing. */
export const trashRequest = z.object({
  kind: z.enum(TRASH_KINDS, { error: `Kind must be one of ${TRASH_KINDS.join(', ')}` }),
  ids: z
    .array(idField('Id'), { error: 'Ids must be a list of ids' })
    .min(1, 'Give at least one id')
    .max(TRASH_BATCH_MAX, `At most ${TRASH_BATCH_MAX} at once`),
});
export type TrashRequest = z.infer<typeof trashRequest>;

/**
 * The answer of a restore: what came back (as the trash listed it), and the change bodies its events carry
 * (card.created, category.created, release.updated...), with their versions: what a screen settles on.
 */
export interface RestoreAnswer {
  restored: TrashItem[];
  changes: ChangeBody[];
}

export const purgeAnswer = z.object({ purged: z.number() });
export type PurgeAnswer = z.infer<typeof purgeAnswer>;

export const TRASH_MESSAGES = {
  notFound: 'Not in the trash',
  projectGone: 'Restore its project first: it is in the trash',
  folderGone: 'Restore its folder first: it is in the trash',
  releaseGone: 'Restore its release first: it is in the trash',
  clientGone: 'Its client no longer exists',
  ownerOnly: 'Only the folder owner can empty the trash',
  projectFull: (max: number) => `A project holds at most ${thousands(max)} cards`,
  emptied: (n: number) => `${n} ${n === 1 ? 'item' : 'items'} deleted for good`,
} as const;
