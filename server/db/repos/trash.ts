// SQL for the trash (docs/history.md): a restore puts back the rows a delete kept (trashKeep.ts) as they
// were, and links cards again; housekeeping's purge. Who may see, list and take an entry: trashAccess.ts.
import type { TrashKind } from '../../../common/schemas/trash';
import type { Db } from '../connection';
import { visibleFolderIds } from './folderScope';

/** A trash entry as stored. `rows`: table → the rows as they were; `links`: the cards that pointed at it. */
export interface TrashRow {
  id: number;
  kind: TrashKind;
  entityId: number;
  folderId: number;
  projectId: number | null;
  ownerId: string | null;
  label: string;
  deletedBy: string | null;
  deletedAt: Date;
  rows: Record<string, Record<string, unknown>[]>;
  links: { cards?: CardLink[] };
  contains: number;
}

/** A card that pointed at a deleted use case, release or sprint, and where it was. */
export interface CardLink {
  id: number;
  releaseId?: number | null;
  sprintId?: number | null;
}

/** A trash entry for a list: who deleted it, by name. */
export type TrashListRow = Omit<TrashRow, 'rows' | 'links'> & { deletedByName: string | null };

/** Tables in the order a restore writes them (each row's foreign keys point at rows written before it). */
const RESTORE_ORDER = [
  'projects',
  'categories',
  'releases',
  'sprints',
  'cards',
  'folder_shares',
  'meetings',
  'meeting_participants',
  'meeting_votes',
  'meeting_ballots',
] as const;
type RestoredTable = (typeof RESTORE_ORDER)[number];

const userOr = (expression: string) => `(SELECT u.id FROM users u WHERE u.id = (${expression})::uuid)`;

/**
 * How a row is put back when what it pointed at is gone for good: a card leaves a use case, release or sprint
 * that no longer exists; a meeting forgets a deleted account or card; a share or ballot of a deleted account
 * is not restored (`keep`).
 */
const FIX: Partial<Record<RestoredTable, { set?: string; keep?: string }>> = {
  cards: {
    // FOR KEY SHARE: a use case, release or sprint being deleted meanwhile is waited for, then left out.
    set: `jsonb_build_object(
      'categoryId', (SELECT k.id FROM categories k WHERE k.id = (r->>'categoryId')::int AND k."projectId" = (r->>'projectId')::int FOR KEY SHARE),
      'releaseId', (SELECT k.id FROM releases k WHERE k.id = (r->>'releaseId')::int AND k."projectId" = (r->>'projectId')::int FOR KEY SHARE),
      'sprintId', (SELECT k.id FROM sprints k WHERE k.id = (r->>'sprintId')::int AND k."releaseId" = (r->>'releaseId')::int FOR KEY SHARE))`,
  },
  folder_shares: {
    set: `jsonb_build_object('sharedByUserId', COALESCE(${userOr(`r->>'sharedByUserId'`)},
      (SELECT p."ownerId" FROM projects p WHERE p.id = (r->>'folderId')::int)))`,
    keep: `r->>'sharedWithUserId' IS NULL OR EXISTS (SELECT 1 FROM users u WHERE u.id = (r->>'sharedWithUserId')::uuid)`,
  },
  meetings: {
    set: `jsonb_build_object('facilitatorId', ${userOr(`r->>'facilitatorId'`)},
      'startedById', ${userOr(`r->>'startedById'`)},
      'spotlightCardId', (SELECT c.id FROM cards c WHERE c.id = (r->>'spotlightCardId')::int))`,
  },
  meeting_participants: { keep: `EXISTS (SELECT 1 FROM users u WHERE u.id = (r->>'userId')::uuid)` },
  meeting_votes: {
    set: `jsonb_build_object('cardId', (SELECT c.id FROM cards c WHERE c.id = (r->>'cardId')::int))`,
  },
  meeting_ballots: { keep: `EXISTS (SELECT 1 FROM users u WHERE u.id = (r->>'userId')::uuid)` },
};

export const trashRepo = {
  /** Puts rows back as they were, table by table; the rows written, per table. */
  async putBack(
    db: Db,
    rows: Record<string, Record<string, unknown>[]>,
  ): Promise<Partial<Record<RestoredTable, Record<string, unknown>[]>>> {
    const written: Partial<Record<RestoredTable, Record<string, unknown>[]>> = {};
    for (const table of RESTORE_ORDER) {
      const list = rows[table];
      if (!list?.length) continue;
      const fix = FIX[table];
      const { rows: inserted } = await db.raw(
        // The record function in FROM runs once per row (as `(f(r)).*` it would run once per column).
        `INSERT INTO ${table}
         SELECT x.*
           FROM jsonb_array_elements(?::jsonb) r,
                jsonb_populate_record(NULL::${table}, r${fix?.set ? ` || ${fix.set}` : ''}) x
          ${fix?.keep ? `WHERE ${fix.keep}` : ''}
         RETURNING *`,
        [JSON.stringify(list)],
      );
      written[table] = inserted;
    }
    return written;
  },

  /** Puts restored cards back into a use case, where nobody has put them elsewhere since; their ids. */
  relinkCategory: (db: Db, categoryId: number, projectId: number, links: CardLink[]): Promise<number[]> =>
    db
      .raw(
        `UPDATE cards c SET "categoryId" = ?::int, "updatedAt" = now()
         WHERE c.id = ANY(?::int[]) AND c."categoryId" IS NULL AND c."projectId" = ?::int
         RETURNING c.id`,
        [categoryId, links.map((l) => l.id), projectId],
      )
      .then(({ rows }: { rows: { id: number }[] }) => rows.map((r) => r.id)),

  /** Puts cards back into a restored release (and their sprint of it), where still in Future; their ids. */
  relinkRelease: (db: Db, releaseId: number, projectId: number, links: CardLink[]): Promise<number[]> =>
    db
      .raw(
        `UPDATE cards c SET "releaseId" = ?::int,
                "sprintId" = (SELECT s.id FROM sprints s WHERE s.id = l."sprintId" AND s."releaseId" = ?::int),
                "updatedAt" = now()
           FROM jsonb_to_recordset(?::jsonb) AS l(id int, "sprintId" int)
          WHERE c.id = l.id AND c."releaseId" IS NULL AND c."sprintId" IS NULL AND c."projectId" = ?::int
         RETURNING c.id`,
        [releaseId, releaseId, JSON.stringify(links), projectId],
      )
      .then(({ rows }: { rows: { id: number }[] }) => rows.map((r) => r.id)),

  /** Puts cards back into a restored sprint, where still in its release and in no sprint; their ids. */
  relinkSprint: (db: Db, sprintId: number, releaseId: number, links: CardLink[]): Promise<number[]> =>
    db
      .raw(
        `UPDATE cards c SET "sprintId" = ?::int, "updatedAt" = now()
         WHERE c.id = ANY(?::int[]) AND c."sprintId" IS NULL AND c."releaseId" = ?::int
         RETURNING c.id`,
        [sprintId, links.map((l) => l.id), releaseId],
      )
      .then(({ rows }: { rows: { id: number }[] }) => rows.map((r) => r.id)),

  /**
   * The client a member's restored folder goes into: theirs of the same name (case-insensitively), else a copy
   * of the folder's old client made theirs.
   */
  clientFor: (db: Db, userId: string, client: Record<string, unknown> | undefined): Promise<number> =>
    db
      .raw(
        `WITH existing AS (
           SELECT c.id FROM clients c WHERE c."ownerId" = ?::uuid AND lower(c.name) = lower(?::text)
           ORDER BY c.id LIMIT 1
         ), created AS (
           INSERT INTO clients (name, description, "isSharedCompany", "ownerId")
           SELECT ?::text, ?::text, ?::boolean, ?::uuid WHERE NOT EXISTS (SELECT 1 FROM existing)
           RETURNING id)
         SELECT id FROM existing UNION ALL SELECT id FROM created`,
        [
          userId,
          String(client?.name ?? 'Restored'),
          String(client?.name ?? 'Restored'),
          (client?.description as string | null | undefined) ?? null,
          Boolean(client?.isSharedCompany),
          userId,
        ],
      )
      .then(({ rows }: { rows: { id: number }[] }) => rows[0]!.id),

  /** True when the project is in the trash of a folder `userId` may read (a restore into it waits for it). */
  heldFor: (db: Db, userId: string, projectId: number): Promise<boolean> =>
    db('trash')
      .where({ kind: 'project', entityId: projectId })
      .whereIn('folderId', visibleFolderIds(db, userId))
      .first('id')
      .then(Boolean),

  /** Housekeeping: what was deleted before `before` goes for good. */
  takeExpired: (db: Db, before: Date): Promise<TrashRow[]> =>
    db('trash').where('deletedAt', '<', before).delete().returning('*'),
};
