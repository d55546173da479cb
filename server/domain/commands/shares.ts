// Folder sharing commands (docs/decisions.md "Access model"): share a folder by e-mail, remove or leave a share
// (which also takes the recipient out of the folder's running meetings).
import { change, type PendingChange } from '../../../common/events';
import { SHARE_MESSAGES, shareFolderRequest, type FolderShare } from '../../../common/schemas/shares';
import type { Db } from '../../db/connection';
import { folderSharesRepo } from '../../db/repos/folderShares';
import { usersRepo, type UserRow } from '../../db/repos/users';
import type { CommandOutcome } from '../changes';
import { invalid, notFound } from '../errors';
import { dropFromMeetings } from './meetingAccess';
import type { Actor } from '../policies/authorize';
import * as projectPolicy from '../policies/projects';
import * as sharePolicy from '../policies/shares';
import { presentShare } from '../presenters/shares';
import { readBody } from '../commandBody';

export interface ShareOutcome {
  share: FolderShare;
  /** false when the folder was already shared with that e-mail: nothing changed, no invitation. */
  created: boolean;
  /** For the invitation, sent after the commit. */
  folderName: string;
  /** For the invitation only (never answered: the sharer must not learn whether the address has an account). */
  recipientHasAccount: boolean;
}

/**
 * Shares the folder with an e-mail address: active at once when an account has proven that address,
 * else pending until one does (docs/decisions.md "Access model": signing up with an address proves
 * nothing). Sharing again with the same address returns the existing share.
 */
export async function shareFolder(
  trx: Db,
  sharer: Pick<UserRow, 'id' | 'email'>,
  folderId: number,
  body: unknown,
): Promise<CommandOutcome<ShareOutcome>> {
  const request = readBody(shareFolderRequest, body);
  // Shares hang on folders; a child project inherits its folder's shares and has none of its own.
  const folder = await projectPolicy.loadFolder(trx, sharer, 'share', folderId, SHARE_MESSAGES.notAFolder);
  const { email } = request.valid();
  if (email === sharer.email.toLowerCase()) throw invalid(SHARE_MESSAGES.self);

  const recipient = await usersRepo.findByEmail(trx, email);
  // An unverified account may be a squatter's: it gets no access and is not even linked to the share.
  const provenRecipient = recipient?.emailVerified ? recipient : undefined;
  const inserted = await folderSharesRepo.createIfAbsent(trx, {
    folderId: folder.id,
    sharedWithEmail: email,
    sharedWithUserId: provenRecipient?.id ?? null,
    sharedByUserId: sharer.id,
    status: provenRecipient ? 'active' : 'pending',
  });
  const row = await folderSharesRepo.findReadByEmail(trx, folder.id, email);
  if (!row) throw notFound(SHARE_MESSAGES.notFound); // only if removed between the two statements
  const share = presentShare(row);
  return {
    result: {
      share,
      created: Boolean(inserted),
      folderName: folder.name,
      recipientHasAccount: Boolean(recipient),
    },
    changes: inserted ? [change({ folderId: folder.id }, 'share.created', share)] : [],
  };
}

/** The folder's owner removes any share; a recipient may remove only their own (leave the folder). */
export async function removeShare(
  trx: Db,
  actor: Actor,
  id: number,
): Promise<CommandOutcome<{ id: number }>> {
  const share = await sharePolicy.load(trx, actor, 'remove', id, { lock: 'delete' });
  const meetingIds = await folderSharesRepo.deleteFindingMeetings(trx, share.id);
  // Out of the folder's running meetings in the same transaction: no one keeps steering or voting there.
  const meetingChanges = share.sharedWithUserId
    ? await dropFromMeetings(trx, share.sharedWithUserId, meetingIds)
    : [];
  return {
    result: { id: share.id },
    // sharedWithUserId lets the real-time layer cut the former recipient off at once.
    changes: [
      change({ folderId: share.folderId }, 'share.deleted', {
        id: share.id,
        sharedWithUserId: share.sharedWithUserId,
      }),
      ...meetingChanges,
    ],
  };
}

/**
 * The account takes up the shares waiting for its e-mail (pending → active) once it has proven the address:
 * call it when the address is marked verified (verification link, magic-link sign-in), in that transaction.
 * An unverified account takes up nothing, whoever calls. Each folder's owner sees the share turn active
 * live (share.updated).
 */
export async function activateSharesFor(
  trx: Db,
  user: Pick<UserRow, 'id' | 'email'>,
): Promise<PendingChange[]> {
  const ids = await folderSharesRepo.activatePendingFor(trx, user.email, user.id);
  const changes: PendingChange[] = [];
  for (const id of ids) {
    const row = await folderSharesRepo.findRead(trx, id);
    if (row) changes.push(change({ folderId: row.folderId }, 'share.updated', presentShare(row)));
  }
  return changes;
}
