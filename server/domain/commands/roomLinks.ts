// Projector room link commands: the folder's owner makes a read-only link to one project's live
// roadmap (the key is returned once; only its SHA-256 is stored) and revokes it. Ending the link's open
// sockets is the caller's job, after the commit.
import { CARD_MESSAGES } from '../../../common/schemas/cards';
import { ROOM_LINK_MESSAGES, type RoomLink } from '../../../common/schemas/roomLinks';
import { hashToken, newToken } from '../../auth/tokens';
import type { Db } from '../../db/connection';
import { roomLinksRepo } from '../../db/repos/roomLinks';
import type { CommandOutcome } from '../changes';
import { notFound } from '../errors';
import type { Actor } from '../policies/authorize';
import * as projectPolicy from '../policies/projects';
import * as roomLinkPolicy from '../policies/roomLinks';
import { presentRoomLink } from '../presenters/roomLinks';

export interface CreatedLink {
  link: RoomLink;
  /** The secret the link's URL carries; never stored, never shown again. */
  key: string;
}

export async function createRoomLink(
  trx: Db,
  actor: Actor,
  projectId: number,
): Promise<CommandOutcome<CreatedLink>> {
  const project = await projectPolicy.loadChild(
    trx,
    actor,
    'manageRoomLinks',
    projectId,
    CARD_MESSAGES.notAProject,
  );
  const key = newToken();
  const row = await roomLinksRepo.create(trx, {
    projectId: project.id,
    tokenHash: hashToken(key),
    createdByUserId: actor.id,
  });
  return { result: { link: presentRoomLink(row), key }, changes: [] };
}

export async function revokeRoomLink(
  trx: Db,
  actor: Actor,
  id: number,
): Promise<CommandOutcome<{ id: number }>> {
  const link = await roomLinkPolicy.load(trx, actor, 'revoke', id);
  // A revoke that lost a race with another one finds nothing left: the same 404 as the second in a row.
  if (!(await roomLinksRepo.delete(trx, link.id))) throw notFound(ROOM_LINK_MESSAGES.notFound);
  return { result: { id: link.id }, changes: [] };
}
