// The folder-share policy against real rows: every action × owner / recipient / pending invitee / stranger /
// admin, on the recipient's own share, another recipient's share and a pending invitation.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { SHARE_MESSAGES } from '../../../common/schemas/shares';
import {
  buildPolicyWorld,
  expectLockedLoad,
  expectOutcome,
  outcomes,
  OWNER,
  refused,
  SHARED,
  testMatrix,
  type ActorRow,
  type PolicyWorld,
} from '../../test/policyWorld';
import * as sharePolicy from './shares';

type Matrix = Record<sharePolicy.ShareAction, ActorRow>;

let w: PolicyWorld;
beforeAll(async () => {
  w = await buildPolicyWorld();
});
afterAll(() => w?.close());

const NOT_FOUND = refused('notFound', SHARE_MESSAGES.notFound);
const OWNER_ONLY = refused('forbidden', SHARE_MESSAGES.ownerOnly);

/** Leaving: a recipient removes their own share. */
const ownShare: Matrix = {
  read: outcomes(OWNER, SHARED, NOT_FOUND),
  remove: outcomes(OWNER, SHARED, NOT_FOUND),
};
const anotherRecipientsShare: Matrix = {
  read: outcomes(OWNER, SHARED, NOT_FOUND),
  remove: outcomes(OWNER, OWNER_ONLY, NOT_FOUND),
};
/** The invitee's own pending invitation: not a member yet, so it does not exist for them. */
const pendingInvitation: Matrix = {
  read: outcomes(OWNER, SHARED, NOT_FOUND),
  remove: outcomes(OWNER, OWNER_ONLY, NOT_FOUND),
};

const targets = [
  { share: "the recipient's own share", matrix: ownShare, id: () => w.recipientShareId },
  { share: "another recipient's share", matrix: anotherRecipientsShare, id: () => w.colleagueShareId },
  { share: 'the pending invitation', matrix: pendingInvitation, id: () => w.inviteeShareId },
];

describe.each(targets)('share policy on $share', ({ matrix, id }) => {
  testMatrix(() => w, matrix, {
    id,
    load: (actor, action, shareId) => sharePolicy.load(w.db, actor, action, shareId),
    can: { rule: sharePolicy.can, via: 'read' },
  });
});

describe('share policy', () => {
  it('the other recipient may remove their own share too', async () => {
    await expectOutcome(
      sharePolicy.load(w.db, w.colleague, 'remove', w.colleagueShareId),
      w.colleagueShareId,
      SHARED,
    );
    await expectOutcome(
      sharePolicy.load(w.db, w.colleague, 'remove', w.recipientShareId),
      w.recipientShareId,
      OWNER_ONLY,
    );
  });

  it('a share that does not exist is "Share not found", even for the owner', async () => {
    await expectOutcome(
      sharePolicy.load(w.db, w.actors.owner, 'remove', w.missingId),
      w.missingId,
      NOT_FOUND,
    );
  });

  it('lock: true loads the same row and locks the share, not its folder', async () => {
    await expectLockedLoad(
      w.db,
      (db, options) => sharePolicy.load(db, w.actors.recipient, 'remove', w.recipientShareId, options),
      ['folder_shares', w.recipientShareId],
      [
        ['projects', w.folderId],
        ['folder_shares', w.colleagueShareId],
      ],
    );
  });
});
