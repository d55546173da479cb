// SQL for clients.
import type { AccessRole } from '../../../common/schemas/clients';
import type { Db } from '../connection';
import { visibleFolderIds } from './folderScope';

export interface ClientRow {
  id: number;
  name: string;
  description: string | null;
  isSharedCompany: boolean;
  ownerId: string;
  createdAt: Date;
  updatedAt: Date;
}
export type ClientWithRole = ClientRow & { access: AccessRole };

export const clientsRepo = {
  /** Owned clients and the clients of folders shared with the user. */
  listVisible(db: Db, userId: string): Promise<ClientWithRole[]> {
    return db('clients as c')
      .select('c.*', db.raw(`CASE WHEN c."ownerId" = ? THEN 'owner' ELSE 'shared' END AS access`, [userId]))
      .where('c.ownerId', userId)
      .orWhereIn('c.id', db('projects').select('clientId').whereIn('id', visibleFolderIds(db, userId)))
      .orderBy([
        { column: 'c.name', order: 'asc' },
        { column: 'c.id', order: 'asc' },
      ]);
  },

  async create(db: Db, values: Pick<ClientRow, 'name' | 'description' | 'ownerId'>): Promise<ClientRow> {
    const [row] = await db('clients').insert(values).returning('*');
    return row;
  },

  async update(
    db: Db,
    id: number,
    values: Partial<Pick<ClientRow, 'name' | 'description'>>,
  ): Promise<ClientRow> {
    const [row] = await db('clients')
      .where({ id })
      .update({ ...values, updatedAt: db.fn.now() })
      .returning('*');
    return row;
  },

  delete: (db: Db, id: number) => db('clients').where({ id }).delete(),

  async countProjects(db: Db, clientId: number): Promise<number> {
    const row = await db('projects').where({ clientId }).count<{ n: number }[]>({ n: '*' }).first();
    return Number(row?.n ?? 0);
  },

  /** client id → number of folders and projects in it the user can see */
  async visibleProjectCounts(db: Db, userId: string): Promise<Record<string, number>> {
    const rows: { clientId: number; n: number | string }[] = await db('projects')
      .select('clientId')
      .count({ n: '*' })
      .whereIn(db.raw('COALESCE("parentId", id)') as unknown as string, visibleFolderIds(db, userId))
      .groupBy('clientId');
    return Object.fromEntries(rows.map((row) => [String(row.clientId), Number(row.n)]));
  },
};
