// History (docs/history.md): every change to a card, use case, release, sprint, project or folder,
// with who made it and what changed, kept while the thing exists and 30 days after it is purged.
import { z } from 'zod';
import { card } from './cards';

/** `import`: one entry per import, its cards', use cases', releases' and sprints' own rows hidden. */
export const HISTORY_KINDS = ['card', 'category', 'release', 'sprint', 'project', 'import'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** What happened. `moved`: a rank move; `purged`: emptied from the trash for good. */
const HISTORY_ACTIONS = ['created', 'updated', 'moved', 'deleted', 'restored', 'purged'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** Why a change was made, when it was not an edit of its own: an undo, a redo. */
export const CHANGE_CAUSES = ['undo', 'redo'] as const;
export type ChangeCause = (typeof CHANGE_CAUSES)[number];
/** The header a write may carry to say it is an undo or a redo (history and minutes show it). */
export const CHANGE_CAUSE_HEADER = 'X-Change-Cause';
/**
 * Why an event happened, as every socket hears it and the log keeps it: an undo, a redo, a restore, or an
 * import (set by the server for the changes of an import, its undo and its redo; never by a header).
 */
export type EventCause = ChangeCause | 'restore' | 'import';

/** One field's change, as people read it ("Impact", "TBD", "Wow"); null: empty. */
const fieldChange = z.object({
  field: z.string(),
  label: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type FieldChange = z.infer<typeof fieldChange>;

const historyEntry = z.object({
  /** Increases with every entry kept: the page cursor. */
  id: z.number(),
  at: z.string(),
  /** Null: an account since deleted. */
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  kind: z.enum(HISTORY_KINDS),
  entityId: z.number(),
  /** The thing as it is named now or was last named ("PRJ-012 Title" for a card). */
  label: z.string(),
  action: z.enum(HISTORY_ACTIONS),
  /** An undo, a redo, or an import (its create, its undo, its redo) that made this change. */
  cause: z.enum([...CHANGE_CAUSES, 'import']).nullable(),
  /** With cause `import`, on a card's own rows: the file it was imported from. */
  importFile: z.string().nullable(),
  /** For `updated` (and `moved` between groups): each field from → to. Empty for the other actions. */
  changes: z.array(fieldChange),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

export const HISTORY_PAGE_SIZE = 50;

const historyPage = z.object({
  entries: z.array(historyEntry),
  /** Pass as `before` for the next (older) page; null at the start of the history. */
  next: z.number().nullable(),
});
export type HistoryPage = z.infer<typeof historyPage>;

/** GET /api/projects/{id}/activity's filters; `before` pages back. */
export const activityQuery = z.object({
  before: z.coerce.number().int().positive().optional(),
  actor: z.uuid({ error: 'Person must be a user id' }).optional(),
  kind: z.enum(HISTORY_KINDS, { error: `Kind must be one of ${HISTORY_KINDS.join(', ')}` }).optional(),
});
export type ActivityQuery = z.infer<typeof activityQuery>;

export const historyQuery = z.object({ before: z.coerce.number().int().positive().optional() });

/** The Activity panel's people to filter by: the folder's owner and members. */
export const activityPage = historyPage.extend({
  people: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type ActivityPage = z.infer<typeof activityPage>;

/** The card fields an undo or redo may set back: the registry's revertible ones. */
export { REVERTIBLE_CARD_FIELDS } from '../cardFields';

/**
 * POST /api/cards/{id}/revert: set each field back to `to` only where it still holds `from` (an undo or redo
 * of this person's change). A field someone else changed since keeps their value and is named in `kept`.
 */
export const revertRequest = z.object({
  fields: z
    .record(z.string(), z.object({ from: z.unknown(), to: z.unknown() }), {
      error: 'Fields must map each field to {from, to}',
    })
    .refine((fields) => Object.keys(fields).length > 0, 'Give at least one field'),
});
export type RevertRequest = z.infer<typeof revertRequest>;

const keptField = z.object({
  field: z.string(),
  label: z.string(),
  /** Who changed it since; null when unknown. */
  by: z.string().nullable(),
});
export type KeptField = z.infer<typeof keptField>;

/** "Impact kept: Dana changed it since". */
export const keptMessage = (kept: KeptField) =>
  `${kept.label} kept: ${kept.by ?? 'someone'} changed it since`;

/** The answer of a revert: the card as it now is, and the fields that kept someone else's value. */
export const revertAnswer = z.object({ card, kept: z.array(keptField) });
export type RevertAnswer = z.infer<typeof revertAnswer>;
