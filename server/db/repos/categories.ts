// SQL for use cases (table categories).
import type { Db } from '../connection';

export interface CategoryRow {
  id: number;
  name: string;
  color: string;
  projectId: number;
  createdAt: Date;
  updatedAt: Date;
}

export const categoriesRepo = {
  /** In creation order: the order use-case groups and roadmap rows follow. */
  listForProject: (db: Db, projectId: number): Promise<CategoryRow[]> =>
    db('categories')
      .where({ projectId })
      .orderBy([{ column: 'createdAt' }, { column: 'id' }]),

  findById: (db: Db, id: number) => db<CategoryRow>('categories').where({ id }).first(),
};
