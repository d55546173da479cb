// SQL that answers "what is this user to this folder?" — the ground truth of the access model.
import type { Knex } from 'knex';
import type { AccessRole } from '../../../common/schemas/clients';
import type { Db } from '../connection';
import type { ProjectRow } from './projects';

export interface ProjectWithRole extends ProjectRow {
  folderId: number;
  folderOwnerId: string;
  role: AccessRole | null;
}

/** Folder ids the user may read: owned folders and folders shared with them (active shares). */
export function visibleFolderIds(db: Db, userId: string): Knex.QueryBuilder {
  return db('projects')
    .select('id')
    .whereNull('parentId')
    .andWhere((q) =>
      q
        .where('ownerId', userId)
        .orWhereIn(
          'id',
          db('folder_shares').select('folderId').where({ sharedWithUserId: userId, status: 'active' }),
        ),
    );
}

/** Project (or folder) ids the user may read. */
export function visibleProjectIds(db: Db, userId: string): Knex.QueryBuilder {
  return db('projects')
    .select('id')
    .whereIn(db.raw('COALESCE("parentId", id)') as unknown as string, visibleFolderIds(db, userId));
}

const ROLE_SQL = `CASE WHEN f."ownerId" = ? THEN 'owner'
  WHEN EXISTS (SELECT 1 FROM folder_shares s WHERE s."folderId" = f.id AND s."sharedWithUserId" = ? AND s.status = 'active') THEN 'shared'
  END`;

export const accessRepo = {
  /** The project or folder with the caller's role on its folder (role null: no access). */
  async projectWithRole(db: Db, userId: string, projectId: number): Promise<ProjectWithRole | undefined> {
    return db('projects as p')
      .join('projects as f', 'f.id', db.raw('COALESCE(p."parentId", p.id)'))
      .where('p.id', projectId)
      .first(
        'p.*',
        'f.id as folderId',
        'f.ownerId as folderOwnerId',
        db.raw(`${ROLE_SQL} AS role`, [userId, userId]),
      );
  },

  /** The caller's role on a client: owner, 'shared' through a folder shared with them, or null. */
  async clientRole(db: Db, userId: string, clientId: number): Promise<AccessRole | null> {
    const row = await db('clients as c')
      .where('c.id', clientId)
      .first(
        db.raw(
          `CASE WHEN c."ownerId" = ? THEN 'owner'
            WHEN EXISTS (SELECT 1 FROM projects f JOIN folder_shares s ON s."folderId" = f.id
              WHERE f."clientId" = c.id AND f."parentId" IS NULL AND s."sharedWithUserId" = ? AND s.status = 'active') THEN 'shared'
            END AS role`,
          [userId, userId],
        ),
      );
    return (row?.role as AccessRole | null | undefined) ?? null;
  },
};
