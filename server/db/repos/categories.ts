// SQL for use cases (table categories).
import type { Db } from '../connection';

export interface CategoryRow {
  id: number;
  name: string;
  color: string;
  projectId: number;
  createdAt: Date;
  updatedAt: Date;
  /** The seq of the folder event that last changed it (stamped by folderEventsRepo.append). */
  version: number;
}

/** The index that keeps names unique per project (name_key(name)): the one source of that rule. */
const UNIQUE_NAME_INDEX = 'categories_project_name_unique';

export const categoriesRepo = {
  /** In creation order: the order use-case groups and roadmap rows follow. */
  listForProject: (db: Db, projectId: number): Promise<CategoryRow[]> =>
    db('categories')
      .where({ projectId })
      .orderBy([{ column: 'createdAt' }, { column: 'id' }]),

  findById: (db: Db, id: number) => db<CategoryRow>('categories').where({ id }).first(),

  /** The row, locked until the transaction ends (concurrent edits and deletes of it wait). */
  lock: (db: Db, id: number) => db<CategoryRow>('categories').where({ id }).forUpdate().first(),

  /**
   * Locks every use case of the project (in id order, so two callers cannot deadlock) and returns
   * their ids. A concurrent delete waits here and then no longer sees the row the first one removed.
   */
  lockAllOfProject: (db: Db, projectId: number): Promise<number[]> =>
    db('categories').where({ projectId }).orderBy('id').forUpdate().pluck('id'),

  async create(db: Db, values: Pick<CategoryRow, 'name' | 'color' | 'projectId'>): Promise<CategoryRow> {
    const [row] = await db('categories').insert(values).returning('*');
    return row;
  },

  async update(db: Db, id: number, values: Partial<Pick<CategoryRow, 'name' | 'color'>>) {
    const [row] = await db('categories')
      .where({ id })
      .update({ ...values, updatedAt: db.fn.now() })
      .returning('*');
    return row as CategoryRow;
  },

  delete: (db: Db, id: number) => db('categories').where({ id }).delete().returning('id'),

  /** Moves the use case's cards to "no use case"; returns the ids of the cards it moved. */
  detachCards: (db: Db, categoryId: number): Promise<number[]> =>
    db('cards')
      .where({ categoryId })
      .update({ categoryId: null, updatedAt: db.fn.now() })
      .returning('id')
      .then((rows: { id: number }[]) => rows.map((r) => r.id)),

  /** True when a write failed because the project already has a use case with that name. */
  isDuplicateName(error: unknown): boolean {
    const pg = error as { code?: string; constraint?: string } | null;
    return pg?.code === '23505' && pg.constraint === UNIQUE_NAME_INDEX;
  },
};
