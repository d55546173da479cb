// Every policy against real rows, as one table (server/test/policyTable.ts): each load × action × owner /
// recipient / pending invitee / stranger / admin, a missing id, what a loaded thing carries and which row a
// locked load locks. One world of rows serves them all; the rules no table row says come last.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEETING_MESSAGES } from '../../../common/schemas/meetings';
import { SHARE_MESSAGES } from '../../../common/schemas/shares';
import { accessRepo } from '../../db/repos/access';
import { NOT_FOUND, roomLinkMatrix, SHARE_OWNER_ONLY } from '../../test/policyMatrices';
import { LOCKS, SCOPES } from '../../test/policyCarries';
import { MATRICES, MISSING } from '../../test/policyTable';
import {
  allows,
  buildPolicyWorld,
  cases,
  expectLockedLoad,
  expectOutcome,
  members,
  SHARED,
  type PolicyWorld,
} from '../../test/policyWorld';
import * as meetingPolicy from './meetings';
import * as projectPolicy from './projects';
import * as roomLinkPolicy from './roomLinks';
import * as sharePolicy from './shares';

let w: PolicyWorld;
beforeAll(async () => {
  w = await buildPolicyWorld();
});
afterAll(() => w?.close());

for (const { title, test } of MATRICES) describe(title, () => test(() => w));

describe('every policy', () => {
  for (const row of MISSING)
    it(`a ${row.thing} that does not exist is "${row.expected.message}", even for the owner`, async () => {
      await expectOutcome(row.load(w), w.missingId, row.expected);
    });

  for (const row of SCOPES)
    it(`carries its scope: ${row.thing}`, async () => {
      await row.check(w);
    });

  for (const row of LOCKS)
    it(`lock: true loads the same row and locks ${row.locks}`, async () => {
      await expectLockedLoad(w.db, (db, options) => row.load(w, db, options), row.row(w), row.free(w));
    });
});

describe('room link policy', () => {
  it.each(cases(roomLinkMatrix).filter(members))('can($actor, $action) agrees with load', async (c) => {
    // `load` refuses the recipient, so `can` is asked of the row as the access loader reads it for them.
    const link = await accessRepo.roomLink(w.db, w.actors[c.actor].id, w.roomLinkId);
    if (!link?.role) throw new Error(`${c.actor} has no role on the link's folder`);
    const asActor = { ...link, role: link.role };
    expect(roomLinkPolicy.can(w.actors[c.actor], c.action, asActor)).toBe(allows(c.expected));
  });
});

describe('project policy: load', () => {
  it('answers a non-member, and a missing id, with the 404 message it is given', async () => {
    const options = { notFound: SHARE_MESSAGES.notFound };
    for (const who of [w.actors.invitee, w.actors.stranger, w.actors.admin]) {
      await expectOutcome(
        projectPolicy.load(w.db, who, 'read', w.folderId, options),
        w.folderId,
        NOT_FOUND.share,
      );
    }
    await expectOutcome(
      projectPolicy.load(w.db, w.actors.owner, 'read', w.missingId, options),
      w.missingId,
      NOT_FOUND.share,
    );
  });
});

describe('meeting policy', () => {
  it('reads the meeting whole with the role: its project, folder and people', async () => {
    const meeting = await meetingPolicy.load(w.db, w.actors.owner, 'takePart', w.meetingId);
    expect(meeting).toMatchObject({ folderId: w.folderId, folderOwnerId: w.actors.owner.id });
    expect(meeting.state).toMatchObject({
      projectId: w.projectId,
      facilitatorId: w.actors.recipient.id,
      facilitatorName: 'recipient T',
      participants: [{ userId: w.actors.recipient.id, name: 'recipient T', leftAt: null }],
      vote: null,
    });
  });

  it('refuses every write to an ended meeting (409), which can still be read', async () => {
    const [ended] = await w
      .db('meetings')
      .insert({
        projectId: w.projectId,
        folderId: w.folderId,
        startSeq: 0,
        snapshot: '{}',
        endedAt: new Date(),
      })
      .returning('id');
    const write = w.db.transaction((trx) =>
      meetingPolicy.load(trx, w.actors.owner, 'end', ended.id, { lock: true }),
    );
    await expect(write).rejects.toMatchObject({ kind: 'conflict', message: MEETING_MESSAGES.ended });
    expect((await meetingPolicy.load(w.db, w.actors.owner, 'end', ended.id)).state.endedAt).not.toBeNull();
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
      SHARE_OWNER_ONLY,
    );
  });
});
