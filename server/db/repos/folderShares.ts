// SQL for folder shares: the sharing routes, the share counts, and the activation of pending shares.
import type { Db } from '../connection';
import { meetingsJoinedIn } from './meetings';
import type { UserRow } from './users';
import { visibleFolderIds } from './folderScope';

export interface FolderShareRow {
  id: number;
  folderId: number;
  sharedWithEmail: string;
  sharedWithUserId: string | null;
  sharedByUserId: string;
  status: 'pending' | 'active';
  /** The folder's event seq when the share turned active (null while pending): replay starts after it. */
  activeFromSeq: number | null;
  createdAt: Date;
  updatedAt: Date;
  /** The seq of the folder event that last changed it (stamped by folderEventsRepo.append). */
  version: number;
}

/** Who owns a shared folder, as its share list names them. */
export type FolderOwner = Pick<UserRow, 'email' | 'firstName' | 'lastName'>;

/** A share with the recipient's name (null columns while nobody has that e-mail). */
export interface FolderShareReadRow extends FolderShareRow {
  sharedWithFirstName: string | null;
  sharedWithLastName: string | null;
}

const readQuery = (db: Db) =>
  db('folder_shares as s')
    .leftJoin('users as u', 'u.id', 's.sharedWithUserId')
    .select('s.*', 'u.firstName as sharedWithFirstName', 'u.lastName as sharedWithLastName');

/** The folder's event seq now (of the given folder, or of the updated row's): replay starts after it. */
const SEQ_NOW = `COALESCE((SELECT c.seq FROM folder_event_counters c WHERE c."folderId" = ?), 0)`;
const currentSeqOf = (db: Db, folderId: number) => db.raw(SEQ_NOW, [folderId]);
const currentSeqOfRow = (db: Db) => db.raw(SEQ_NOW.replace('?', 'folder_shares."folderId"'));

export const folderSharesRepo = {
  /**
   * The pending shares of `email` become the user's (active), only if that user has this address and has
   * proven it (emailVerified): a caller passing another address, or an unverified account, takes up nothing.
   */
  async activatePendingFor(db: Db, email: string, userId: string): Promise<number[]> {
    const provenEmail = db('users').select(db.raw('lower(email)')).where({ id: userId, emailVerified: true });
    const rows: { id: number }[] = await db('folder_shares')
      .where({ sharedWithEmail: email.toLowerCase(), status: 'pending' })
      .whereIn('sharedWithEmail', provenEmail)
      .update({
        status: 'active',
        sharedWithUserId: userId,
        activeFromSeq: currentSeqOfRow(db),
        updatedAt: db.fn.now(),
      })
      .returning('id');
    return rows.map((row) => row.id);
  },

  /**
   * A folder's shares in the order they were made, and the folder's owner (named on the list's first
   * entry), in one statement.
   */
  async listWithOwner(
    db: Db,
    folderId: number,
    ownerId: string,
  ): Promise<{ shares: FolderShareReadRow[]; owner: FolderOwner | undefined }> {
    const rows: (FolderShareReadRow & {
      ownerEmail: string;
      ownerFirstName: string | null;
      ownerLastName: string | null;
    })[] = await readQuery(db)
      .join('users as o', 'o.id', db.raw('?::uuid', [ownerId]))
      .select('o.email as ownerEmail', 'o.firstName as ownerFirstName', 'o.lastName as ownerLastName')
      .where('s.folderId', folderId)
      .orderBy([{ column: 's.createdAt' }, { column: 's.id' }]);
    const shares = rows.map(({ ownerEmail: _e, ownerFirstName: _f, ownerLastName: _l, ...share }) => share);
    const first = rows[0];
    return {
      shares,
      owner: first && {
        email: first.ownerEmail,
        firstName: first.ownerFirstName,
        lastName: first.ownerLastName,
      },
    };
  },

  findRead: (db: Db, id: number): Promise<FolderShareReadRow | undefined> =>
    readQuery(db).where('s.id', id).first(),

  findReadByEmail: (db: Db, folderId: number, email: string): Promise<FolderShareReadRow | undefined> =>
    readQuery(db).where({ 's.folderId': folderId, 's.sharedWithEmail': email.toLowerCase() }).first(),

  /**
   * Inserts the share unless the folder already has one for that e-mail (then undefined). ON CONFLICT
   * keeps two simultaneous requests for the same address idempotent instead of one failing with 409.
   */
  async createIfAbsent(
    db: Db,
    values: Pick<
      FolderShareRow,
      'folderId' | 'sharedWithEmail' | 'sharedWithUserId' | 'sharedByUserId' | 'status'
    >,
  ): Promise<FolderShareRow | undefined> {
    const [row] = await db('folder_shares')
      .insert({
        ...values,
        sharedWithEmail: values.sharedWithEmail.toLowerCase(),
        activeFromSeq: values.status === 'active' ? currentSeqOf(db, values.folderId) : null,
      })
      .onConflict(['folderId', 'sharedWithEmail'])
      .ignore()
      .returning('*');
    return row;
  },

  /**
   * Deletes a share and answers, in the same statement, the running meetings of its folder its recipient
   * ever joined: removing the share takes them out of those too (domain/commands/meetingAccess.ts).
   */
  async deleteFindingMeetings(db: Db, id: number): Promise<number[]> {
    const { rows } = await db.raw(
      `WITH gone AS (DELETE FROM folder_shares WHERE id = ? RETURNING "folderId", "sharedWithUserId")
       SELECT ${meetingsJoinedIn('gone."folderId"', 'gone."sharedWithUserId"')} AS "meetingIds" FROM gone`,
      [id],
    );
    return (rows[0]?.meetingIds as number[] | undefined) ?? [];
  },

  /** folder id → number of shares (pending and active), for the folders the user can read */
  async visibleCounts(db: Db, userId: string): Promise<Record<string, number>> {
    const rows: { folderId: number; n: number | string }[] = await db('folder_shares')
      .select('folderId')
      .count({ n: '*' })
      .whereIn('folderId', visibleFolderIds(db, userId))
      .groupBy('folderId');
    return Object.fromEntries(rows.map((row) => [String(row.folderId), Number(row.n)]));
  },
};
