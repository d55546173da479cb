// The projector room-link policy against real rows: revoke × owner / recipient / pending invitee / stranger /
// admin. Only the folder's owner manages links; a recipient sees the project, so gets 403, not 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOM_LINK_MESSAGES } from '../../../common/schemas/roomLinks';
import {
  allows,
  buildPolicyWorld,
  cases,
  expectOutcome,
  members,
  outcomes,
  OWNER,
  refused,
  testMatrix,
  type ActorRow,
  type PolicyWorld,
} from '../../test/policyWorld';
import { accessRepo } from '../../db/repos/access';
import * as roomLinkPolicy from './roomLinks';

let w: PolicyWorld;
beforeAll(async () => {
  w = await buildPolicyWorld();
});
afterAll(() => w?.close());

const NOT_FOUND = refused('notFound', ROOM_LINK_MESSAGES.notFound);
const matrix = {
  revoke: outcomes(OWNER, refused('forbidden', ROOM_LINK_MESSAGES.ownerOnly), NOT_FOUND),
} satisfies Record<roomLinkPolicy.RoomLinkAction, ActorRow>;

describe('room link policy', () => {
  testMatrix(() => w, matrix, {
    id: () => w.roomLinkId,
    load: (actor, action, id) => roomLinkPolicy.load(w.db, actor, action, id),
  });

  it.each(cases(matrix).filter(members))('can($actor, $action) agrees with load', async (c) => {
    // `load` refuses the recipient, so `can` is asked of the row as the access loader reads it for them.
    const link = await accessRepo.roomLink(w.db, w.actors[c.actor].id, w.roomLinkId);
    if (!link?.role) throw new Error(`${c.actor} has no role on the link's folder`);
    const asActor = { ...link, role: link.role };
    expect(roomLinkPolicy.can(w.actors[c.actor], c.action, asActor)).toBe(allows(c.expected));
  });

  it('a link that does not exist is "Room link not found", even for the owner', async () => {
    await expectOutcome(
      roomLinkPolicy.load(w.db, w.actors.owner, 'revoke', w.missingId),
      w.missingId,
      NOT_FOUND,
    );
  });

  it("carries its project and the project's folder", async () => {
    const link = await roomLinkPolicy.load(w.db, w.actors.owner, 'revoke', w.roomLinkId);
    expect(link).toMatchObject({
      projectId: w.projectId,
      projectParentId: w.folderId,
      folderId: w.folderId,
      folderOwnerId: w.actors.owner.id,
    });
  });
});
