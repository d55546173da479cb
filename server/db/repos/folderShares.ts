// SQL for folder shares (the sharing routes build on this).
import type { Db } from '../connection';

export const folderSharesRepo = {
  /** A pending share becomes active once a user with its e-mail exists. */
  async activatePendingFor(db: Db, email: string, userId: string): Promise<number> {
    return db('folder_shares')
      .where({ sharedWithEmail: email.toLowerCase(), status: 'pending' })
      .update({ status: 'active', sharedWithUserId: userId, updatedAt: db.fn.now() });
  },
};
