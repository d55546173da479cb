// Projector room links: only the owner of the project's folder lists, makes and revokes them. Anyone else
// who cannot see the project gets the same 404 as for a link that does not exist.
import { ROOM_LINK_MESSAGES } from '../../../common/schemas/roomLinks';
import type { Db } from '../../db/connection';
import { accessRepo, type RoomLinkWithRole } from '../../db/repos/access';
import { authorize, isOwner, type Actor, type Readable, type Rule } from './authorize';

export type RoomLinkInScope = Readable<RoomLinkWithRole>;

const rules = {
  revoke: isOwner,
} satisfies Record<string, Rule<RoomLinkWithRole>>;

export type RoomLinkAction = keyof typeof rules;

export const can = (actor: Actor, action: RoomLinkAction, link: RoomLinkInScope) =>
  rules[action](actor, link);

/** The link with the actor's role on its folder, if they may do `action`; else 404 or 403. */
export async function load(
  db: Db,
  actor: Actor,
  action: RoomLinkAction,
  id: number,
): Promise<RoomLinkInScope> {
  const link = await accessRepo.roomLink(db, actor.id, id);
  return authorize(actor, link, rules[action], {
    notFound: ROOM_LINK_MESSAGES.notFound,
    forbidden: ROOM_LINK_MESSAGES.ownerOnly,
  });
}
