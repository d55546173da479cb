// SQL for folders and projects (one table).
import type { AccessRole } from '../../../common/schemas/clients';
import type { DeckKind, ScoringModel } from '../../../common/estimation';
import type { Db } from '../connection';
import { visibleFolderIds, visibleProjectIds } from './folderScope';

export interface ProjectRow {
  id: number;
  name: string;
  description: string | null;
  prefix: string | null;
  parentId: number | null;
  clientId: number;
  ownerId: string;
  nextCardNumber: number;
  deck: DeckKind;
  customDeck: string[] | null;
  scoringModel: ScoringModel;
  createdAt: Date;
  updatedAt: Date;
  /** The seq of the folder event that last changed it (stamped by folderEventsRepo.append). */
  version: number;
}
export type ProjectWithAccess = ProjectRow & { access: AccessRole };

/**
 * Every column of ProjectRow, named (a record, so a new field of ProjectRow must be added here): the access
 * check reads a project as a prepared statement, which must not read `p.*` (db/prepared.ts).
 */
const PROJECT_COLUMNS = Object.keys({
  id: true,
  name: true,
  description: true,
  prefix: true,
  parentId: true,
  clientId: true,
  ownerId: true,
  nextCardNumber: true,
  deck: true,
  customDeck: true,
  scoringModel: true,
  createdAt: true,
  updatedAt: true,
  version: true,
} satisfies Record<keyof ProjectRow, true>);

/** ProjectRow's columns of the projects table aliased `alias`. */
export const projectColumns = (alias: string) => PROJECT_COLUMNS.map((column) => `${alias}.${column}`);

const withAccess = (db: Db, userId: string) =>
  db('projects as p')
    .join('projects as f', 'f.id', db.raw('COALESCE(p."parentId", p.id)'))
    .select('p.*', db.raw(`CASE WHEN f."ownerId" = ? THEN 'owner' ELSE 'shared' END AS access`, [userId]));

export const projectsRepo = {
  /** Every folder and project the user can see, folders first, then by name. */
  listVisible(db: Db, userId: string, clientId?: number): Promise<ProjectWithAccess[]> {
    const query = withAccess(db, userId).whereIn('f.id', visibleFolderIds(db, userId));
    if (clientId !== undefined) query.andWhere('p.clientId', clientId);
    return query.orderByRaw('p."parentId" NULLS FIRST, lower(p.name), p.id');
  },

  /** How many of these clients `userId` owns (a folder restored goes back into its client). */
  clientsOwnedBy: (db: Db, userId: string, clientIds: number[]): Promise<number> =>
    db('clients')
      .where({ ownerId: userId })
      .whereIn('id', clientIds)
      .count<{ count: string }[]>('* as count')
      .then((rows) => Number(rows[0]?.count ?? 0)),

  folderIdsOfClient: (db: Db, clientId: number): Promise<number[]> =>
    db('projects').where({ clientId }).whereNull('parentId').pluck('id'),

  moveChildrenToClient: (db: Db, folderId: number, clientId: number) =>
    db('projects').where({ parentId: folderId }).update({ clientId, updatedAt: db.fn.now() }),

  async create(
    db: Db,
    values: Pick<ProjectRow, 'name' | 'description' | 'prefix' | 'parentId' | 'clientId' | 'ownerId'>,
  ): Promise<ProjectRow> {
    const [row] = await db('projects').insert(values).returning('*');
    return row;
  },

  async update(
    db: Db,
    id: number,
    values: Partial<Pick<ProjectRow, 'name' | 'description' | 'prefix' | 'parentId' | 'clientId'>>,
  ) {
    const [row] = await db('projects')
      .where({ id })
      .update({ ...values, updatedAt: db.fn.now() })
      .returning('*');
    return row as ProjectRow;
  },

  delete: (db: Db, id: number) => db('projects').where({ id }).delete().returning('id'),

  /**
   * A project moved to another folder: its things' versions (seqs of the old folder's log) start again at 0,
   * below every seq of the new folder, so the new folder's events about them are newer (docs/realtime.md
   * "Versions"). One statement.
   */
  resetVersions: (db: Db, projectId: number) =>
    db.raw(
      `WITH c AS (UPDATE cards SET version = 0 WHERE "projectId" = :projectId RETURNING 1),
            k AS (UPDATE categories SET version = 0 WHERE "projectId" = :projectId RETURNING 1),
            r AS (UPDATE releases SET version = 0 WHERE "projectId" = :projectId RETURNING 1),
            s AS (UPDATE sprints SET version = 0
              WHERE "releaseId" IN (SELECT id FROM releases WHERE "projectId" = :projectId) RETURNING 1)
       SELECT 1`,
      { projectId },
    ),

  /**
   * Locks a folder's projects for its delete (FOR UPDATE, in id order): a card create holding one (its
   * numbering counter) is waited for, so the trash keeps its card; one that comes later waits, then finds
   * nothing to write into.
   */
  lockChildren: (db: Db, folderId: number) =>
    db('projects').where({ parentId: folderId }).orderBy('id').forUpdate().select('id'),

  /** True while a meeting runs in the project (docs/meetings.md: it cannot move to another folder then). */
  async hasRunningMeeting(db: Db, projectId: number): Promise<boolean> {
    const row = await db('meetings').where({ projectId }).whereNull('endedAt').first('id');
    return row !== undefined;
  },

  /** Cards of a project whose external id starts with "{prefix}-". */
  async countCardsWithPrefix(db: Db, projectId: number, prefix: string): Promise<number> {
    const row = await db('cards')
      .where({ projectId })
      .andWhere('externalId', 'like', `${prefix.replace(/[\\%_]/g, '\\$&')}-%`)
      .count<{ n: number }[]>({ n: '*' })
      .first();
    return Number(row?.n ?? 0);
  },

  /** project id → number of cards, for the projects the user can see */
  async visibleCardCounts(db: Db, userId: string): Promise<Record<string, number>> {
    const rows: { projectId: number; n: number | string }[] = await db('cards')
      .select('projectId')
      .count({ n: '*' })
      .whereIn('projectId', visibleProjectIds(db, userId))
      .groupBy('projectId');
    return Object.fromEntries(rows.map((row) => [String(row.projectId), Number(row.n)]));
  },
};
