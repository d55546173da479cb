// SQL for releases and sprints, and for moving cards out of them when they are deleted.
import type { Db } from '../connection';
import { cardReadQuery, type CardReadRow } from './cards';

export interface ReleaseRow {
  id: number;
  name: string;
  description: string | null;
  startDate: string | null;
  endDate: string | null;
  roadmapVisible: boolean;
  projectId: number;
  createdAt: Date;
  updatedAt: Date;
  /** The seq of the folder event that last changed it (stamped by folderEventsRepo.append). */
  version: number;
}

export interface SprintRow {
  id: number;
  name: string;
  description: string | null;
  startDate: string | null;
  endDate: string | null;
  releaseId: number;
  createdAt: Date;
  updatedAt: Date;
  /** The seq of the folder event that last changed it (stamped by folderEventsRepo.append). */
  version: number;
}

export type ReleaseValues = Pick<
  ReleaseRow,
  'name' | 'description' | 'startDate' | 'endDate' | 'roadmapVisible'
>;
export type SprintValues = Pick<SprintRow, 'name' | 'description' | 'startDate' | 'endDate'>;

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

export const releasesRepo = {
  /** By start date; releases without one last (as if 2099-12-31), then by name. */
  listForProject: (db: Db, projectId: number): Promise<ReleaseRow[]> =>
    db('releases').where({ projectId }).orderByRaw(`COALESCE("startDate", '2099-12-31'), lower(name), id`),

  sprintsForReleases: (db: Db, releaseIds: number[]): Promise<SprintRow[]> =>
    releaseIds.length
      ? db('sprints').whereIn('releaseId', releaseIds).orderByRaw(`COALESCE("startDate", '2099-12-31'), id`)
      : Promise.resolve([]),

  findById: (db: Db, id: number) => db<ReleaseRow>('releases').where({ id }).first(),
  findSprintById: (db: Db, id: number) => db<SprintRow>('sprints').where({ id }).first(),

  /** The release, locked until the transaction ends: edits and deletes of it, and sprint creates in it, queue up. */
  lock: (db: Db, id: number) => db<ReleaseRow>('releases').where({ id }).forUpdate().first(),
  lockSprint: (db: Db, id: number) => db<SprintRow>('sprints').where({ id }).forUpdate().first(),

  async create(db: Db, values: Partial<ReleaseValues> & Pick<ReleaseRow, 'name' | 'projectId'>) {
    const [row] = await db('releases').insert(values).returning('*');
    return row as ReleaseRow;
  },

  async update(db: Db, id: number, values: Partial<ReleaseValues>) {
    const [row] = await db('releases')
      .where({ id })
      .update({ ...values, updatedAt: db.fn.now() })
      .returning('*');
    return row as ReleaseRow;
  },

  /** Its sprints go with it (ON DELETE CASCADE). */
  delete: (db: Db, id: number) => db('releases').where({ id }).delete().returning('id'),

  async createSprint(db: Db, values: Partial<SprintValues> & Pick<SprintRow, 'name' | 'releaseId'>) {
    const [row] = await db('sprints').insert(values).returning('*');
    return row as SprintRow;
  },

  async updateSprint(db: Db, id: number, values: Partial<SprintValues>) {
    const [row] = await db('sprints')
      .where({ id })
      .update({ ...values, updatedAt: db.fn.now() })
      .returning('*');
    return row as SprintRow;
  },

  deleteSprint: (db: Db, id: number) => db('sprints').where({ id }).delete().returning('id'),

  /**
   * Locks the release's sprints, so no card can be put into one of them while the release is deleted
   * (the card's foreign-key check waits on this lock and then fails).
   */
  lockSprintsOf: (db: Db, releaseId: number): Promise<number[]> =>
    db('sprints').where({ releaseId }).orderBy('id').forUpdate().pluck('id'),

  /**
   * Moves the release's cards (and any card in one of its sprints) to Future; returns their ids and the sprint
   * each was in (read from the rows as they were: `old` is the same table before this statement).
   */
  detachCardsFromRelease: (db: Db, releaseId: number): Promise<{ id: number; sprintId: number | null }[]> =>
    db
      .raw(
        `UPDATE cards c SET "releaseId" = NULL, "sprintId" = NULL, "updatedAt" = now()
           FROM cards old
          WHERE old.id = c.id
            AND (c."releaseId" = ?::int OR c."sprintId" IN (SELECT id FROM sprints WHERE "releaseId" = ?::int))
         RETURNING c.id, old."sprintId"`,
        [releaseId, releaseId],
      )
      .then(({ rows }: { rows: { id: number; sprintId: number | null }[] }) => rows),

  /** Takes the sprint's cards out of the sprint; they keep their release. Returns their ids. */
  detachCardsFromSprint: (db: Db, sprintId: number): Promise<number[]> =>
    db('cards')
      .where({ sprintId })
      .update({ sprintId: null, updatedAt: db.fn.now() })
      .returning('id')
      .then(ids),

  /**
   * Which of these releases are in the project, held FOR SHARE until the transaction ends, as a sprint write
   * holds its release (access.ts `sprint`): a sprint put back into one (a restore, an import's redo) commits
   * before a release edit reads its sprint list, and a release delete under way is waited for, then missing.
   */
  holdInProject: (db: Db, projectId: number, releaseIds: number[]): Promise<number[]> =>
    releaseIds.length
      ? db('releases').where({ projectId }).whereIn('id', releaseIds).orderBy('id').forShare().pluck('id')
      : Promise.resolve([]),

  /** Read models of the given cards (one array parameter, however many cards a delete moved). */
  cardsRead: (db: Db, cardIds: number[]): Promise<CardReadRow[]> =>
    cardIds.length
      ? cardReadQuery(db).whereRaw('c.id = ANY(?::int[])', [cardIds]).orderBy('c.id')
      : Promise.resolve([]),
};
