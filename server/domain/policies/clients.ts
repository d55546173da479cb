// Clients: the owner changes and deletes a client and makes folders in it; someone with an active share on
// one of its folders sees it by name.
import { CLIENT_MESSAGES } from '../../../common/schemas/clients';
import type { Db } from '../../db/connection';
import { accessRepo, type ClientWithRole } from '../../db/repos/access';
import { type RowLock } from '../../db/repos/folderScope';
import { authorize, isMember, isOwner, type Actor, type Readable, type Rule } from './authorize';

export type ClientInScope = Readable<ClientWithRole>;

const rules = {
  read: isMember,
  edit: isOwner,
  delete: isOwner,
  /** Make a folder in it, or move a folder into it. */
  addFolder: isOwner,
} satisfies Record<string, Rule<ClientWithRole>>;

export type ClientAction = keyof typeof rules;

export const can = (actor: Actor, action: ClientAction, client: ClientInScope) =>
  rules[action](actor, client);

/** The client with the actor's role, if they may do `action` to it; else "Client not found" or 403. */
export async function load(
  db: Db,
  actor: Actor,
  action: ClientAction,
  id: number,
  options: { lock?: RowLock } = {},
): Promise<ClientInScope> {
  const client = await accessRepo.client(db, actor.id, id, options);
  return authorize(actor, client, rules[action], {
    notFound: CLIENT_MESSAGES.notFound,
    forbidden: CLIENT_MESSAGES.ownerOnly,
  });
}
