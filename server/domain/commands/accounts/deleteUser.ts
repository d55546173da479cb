// An admin deletes an account without taking its teammates' data (docs/security.md "Deleting an account"): each
// folder the account owns that someone has as an active share goes to one of its members, or to the trash, as
// the admin chose; the account's other folders and clients go with it.
import { change, type PendingChange } from '../../../../common/events';
import {
  ADMIN_MESSAGES,
  adminDeleteUserRequest,
  type FolderDecision,
} from '../../../../common/schemas/admin';
import type { Db } from '../../../db/connection';
import { accountTransferRepo, type SharedFolderRow } from '../../../db/repos/accountTransfer';
import { usersRepo } from '../../../db/repos/users';
import type { CommandOutcome } from '../../changes';
import { conflict, invalid, notFound } from '../../errors';
import type { Actor } from '../../policies/authorize';
import { presentProject } from '../../presenters/workspace';
import { trashFolder } from '../trash';
import { assertAnotherAdminRemains } from './adminUsers';
import { readBody } from '../../commandBody';

interface Decided {
  folder: SharedFolderRow;
  decision: FolderDecision;
}

/** Pairs each shared folder with its decision: every one decided, each only for a shared folder of the user. */
function decide(folders: SharedFolderRow[], decisions: Record<string, FolderDecision>): Decided[] {
  const byId = new Map(folders.map((folder) => [String(folder.id), folder]));
  for (const [id, decision] of Object.entries(decisions)) {
    const folder = byId.get(id);
    if (!folder) throw invalid(ADMIN_MESSAGES.notSharedFolder(id));
    if ('transferTo' in decision && !folder.members.some((m) => m.id === decision.transferTo))
      throw invalid(ADMIN_MESSAGES.notMember(folder.name));
  }
  const undecided = folders.filter((folder) => !decisions[String(folder.id)]);
  if (undecided.length) throw conflict(ADMIN_MESSAGES.undecided(undecided.length));
  return folders.map((folder) => ({ folder, decision: decisions[String(folder.id)]! }));
}

/**
 * The folder and its projects become the member's, in their client of the same name (made when they have
 * none); the member's own share ends, the others' stay (now the member's shares).
 */
async function transferFolder(
  trx: Db,
  oldOwnerId: string,
  folder: SharedFolderRow,
  newOwnerId: string,
): Promise<PendingChange[]> {
  const { projects, endedShareId } = await accountTransferRepo.transferFolder(trx, folder.id, {
    oldOwnerId,
    newOwnerId,
  });
  const changes: PendingChange[] = projects.map((row) =>
    change({ folderId: folder.id, projectId: row.id }, 'project.updated', presentProject(row, 'shared')),
  );
  // No sharedWithUserId: the real-time layer would cut off the member's sockets, and they keep the folder.
  if (endedShareId !== undefined)
    changes.push(
      change({ folderId: folder.id }, 'share.deleted', { id: endedShareId, sharedWithUserId: null }),
    );
  return changes;
}

/**
 * Deletes the account `id` with its sessions, tokens, unshared folders and clients (ON DELETE CASCADE), after
 * each shared folder has gone where `body` says. Shares of other people's folders with the account end.
 */
export async function deleteUser(
  trx: Db,
  actor: Actor,
  id: string,
  body: unknown,
): Promise<CommandOutcome<{ ok: true }>> {
  const request = readBody(adminDeleteUserRequest, body);
  if (id === actor.id) throw invalid(ADMIN_MESSAGES.selfDelete);
  const target = await accountTransferRepo.lockForDeletion(trx, id);
  if (!target) throw notFound(ADMIN_MESSAGES.notFound);
  await assertAnotherAdminRemains(trx, target);
  const { folders } = request.valid();
  const changes: PendingChange[] = [];
  for (const { folder, decision } of decide(target.sharedFolders, folders)) {
    changes.push(
      ...('trash' in decision
        ? await trashFolder(trx, actor.id, folder.id)
        : await transferFolder(trx, target.id, folder, decision.transferTo)),
    );
  }
  // Only a folder shared since the read above (a pending share turned active) can still be owned and shared.
  if (!(await usersRepo.deleteOwningNoSharedFolder(trx, id))) throw conflict(ADMIN_MESSAGES.sharedMeanwhile);
  return { result: { ok: true }, changes };
}
