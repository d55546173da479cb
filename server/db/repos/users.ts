// SQL for users: the only place that reads or writes the users table.
import type { AccessLevel } from '../../../common/schemas/fields';
import type { Db } from '../connection';

export interface UserRow {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  passwordHash: string | null;
  emailVerified: boolean;
  authProvider: string;
  providerId: string | null;
  accessLevel: AccessLevel;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  /** null: an account made by single sign-on, which signs in through the provider. */
  passwordHash: string | null;
  accessLevel?: AccessLevel;
  emailVerified?: boolean;
  /** 'email' (the default) or 'oidc' (commands/accounts/ssoSignIn.ts). */
  authProvider?: string;
}

type UserWithFeatureCount = UserRow & { featureCount: number; hasSso: boolean };

function withFeatureCount(db: Db) {
  return db<UserWithFeatureCount>('users as u')
    .select('u.*')
    .select(
      db.raw(
        `(SELECT count(*) FROM cards c JOIN projects p ON p.id = c."projectId" WHERE p."ownerId" = u.id)::int AS "featureCount"`,
      ),
    )
    .select(db.raw(`EXISTS (SELECT 1 FROM user_identities i WHERE i."userId" = u.id) AS "hasSso"`));
}

export const usersRepo = {
  findById: (db: Db, id: string) => db<UserRow>('users').where({ id }).first(),
  findByEmail: (db: Db, email: string) => db<UserRow>('users').where({ email: email.toLowerCase() }).first(),
  /** Reads and locks the row: two proofs of one mailbox then take turns (the first one decides). */
  lockById: (db: Db, id: string) => db<UserRow>('users').where({ id }).forUpdate().first(),

  async create(db: Db, user: NewUser): Promise<UserRow> {
    const [row] = await db<UserRow>('users')
      .insert({ ...user, email: user.email.toLowerCase() })
      .returning('*');
    return row!;
  },

  async update(
    db: Db,
    id: string,
    changes: Partial<Omit<UserRow, 'id' | 'createdAt'>>,
  ): Promise<UserRow | undefined> {
    const [row] = await db<UserRow>('users')
      .where({ id })
      .update({ ...changes, updatedAt: db.fn.now() })
      .returning('*');
    return row;
  },

  /**
   * Deletes the account unless it still owns a folder someone has as an active share: that folder, with
   * everything its members keep in it, would go with the account (ON DELETE CASCADE). False: not deleted.
   */
  async deleteOwningNoSharedFolder(db: Db, id: string): Promise<boolean> {
    const deleted = await db('users')
      .where({ id })
      .whereNotExists(
        db('projects as f')
          .join('folder_shares as s', 's.folderId', 'f.id')
          .whereRaw('f."ownerId" = users.id')
          .whereNull('f.parentId')
          .where('s.status', 'active')
          .whereNotNull('s.sharedWithUserId')
          .select(db.raw('1')),
      )
      .delete();
    return deleted > 0;
  },

  async countAdmins(db: Db): Promise<number> {
    const row = await db('users')
      .where({ accessLevel: 'admin' })
      .count<{ count: number }[]>({ count: '*' })
      .first();
    return Number(row?.count ?? 0);
  },

  /** Locks every admin row and returns their ids: two concurrent demotions or deletions then take turns. */
  lockAdmins: (db: Db): Promise<{ id: string }[]> =>
    db('users').where({ accessLevel: 'admin' }).forUpdate().select('id'),

  /** True when an insert failed on the e-mail: the only unique key of users besides its generated id. */
  isDuplicateEmail(error: unknown): boolean {
    return (error as { code?: string } | null)?.code === '23505';
  },

  async count(db: Db): Promise<number> {
    const row = await db('users').count<{ count: number }[]>({ count: '*' }).first();
    return Number(row?.count ?? 0);
  },

  /** Every user with the number of cards in the projects they own (the admin list's featureCount). */
  listWithFeatureCounts: (db: Db) => withFeatureCount(db).orderBy('u.createdAt', 'asc'),
  findWithFeatureCount: (db: Db, id: string) => withFeatureCount(db).where('u.id', id).first(),
};
