// Folder shares: members of the folder see its shares; its owner removes any of them, and a recipient may
// remove their own (leave the folder). Creating a share is the folder's `share` action (policies/projects).
import { SHARE_MESSAGES } from '../../../common/schemas/shares';
import type { Db } from '../../db/connection';
import { accessRepo, type ShareWithRole } from '../../db/repos/access';
import { type RowLock } from '../../db/repos/folderScope';
import { authorize, isMember, isOwner, type Actor, type Readable, type Rule } from './authorize';

export type ShareInScope = Readable<ShareWithRole>;

const rules = {
  read: isMember,
  remove: (actor, share) => isOwner(actor, share) || share.sharedWithUserId === actor.id,
} satisfies Record<string, Rule<ShareWithRole>>;

export type ShareAction = keyof typeof rules;

export const can = (actor: Actor, action: ShareAction, share: ShareInScope) => rules[action](actor, share);

/** The share with the actor's role on its folder, if they may do `action`; else 404 or 403. */
export async function load(
  db: Db,
  actor: Actor,
  action: ShareAction,
  id: number,
  options: { lock?: RowLock } = {},
): Promise<ShareInScope> {
  const share = await accessRepo.share(db, actor.id, id, options);
  return authorize(actor, share, rules[action], {
    notFound: SHARE_MESSAGES.notFound,
    forbidden: SHARE_MESSAGES.ownerOnly,
  });
}
