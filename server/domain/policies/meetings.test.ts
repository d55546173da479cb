// The meeting policy against real rows: take part / steer / end × owner / recipient / pending invitee /
// stranger / admin, for a meeting the recipient facilitates. Members take part; only the facilitator steers;
// the facilitator or the folder's owner ends; everyone else gets 404. An ended meeting refuses writes (409).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEETING_MESSAGES } from '../../../common/schemas/meetings';
import {
  buildPolicyWorld,
  expectOutcome,
  outcomes,
  OWNER,
  refused,
  SHARED,
  testMatrix,
  type ActorRow,
  type PolicyWorld,
} from '../../test/policyWorld';
import * as meetingPolicy from './meetings';

let w: PolicyWorld;
let meetingId: number;
beforeAll(async () => {
  w = await buildPolicyWorld();
  const facilitatorId = w.actors.recipient.id;
  const [row] = await w
    .db('meetings')
    .insert({ projectId: w.projectId, folderId: w.folderId, facilitatorId, startSeq: 0, snapshot: '{}' })
    .returning('id');
  meetingId = row.id;
  await w.db('meeting_participants').insert({ meetingId, userId: facilitatorId });
});
afterAll(() => w?.close());

const NOT_FOUND = refused('notFound', MEETING_MESSAGES.notFound);
const FACILITATOR_ONLY = refused('forbidden', MEETING_MESSAGES.facilitatorOnly);
const matrix = {
  takePart: outcomes(OWNER, SHARED, NOT_FOUND),
  steer: outcomes(FACILITATOR_ONLY, SHARED, NOT_FOUND),
  end: outcomes(OWNER, SHARED, NOT_FOUND),
} satisfies Record<meetingPolicy.MeetingAction, ActorRow>;

describe('meeting policy', () => {
  testMatrix(() => w, matrix, {
    id: () => meetingId,
    load: (actor, action, id) => meetingPolicy.load(w.db, actor, action, id),
    can: { rule: meetingPolicy.can, via: 'takePart' },
  });

  it('a meeting that does not exist is "Meeting not found", even for the owner', async () => {
    await expectOutcome(
      meetingPolicy.load(w.db, w.actors.owner, 'takePart', w.missingId),
      w.missingId,
      NOT_FOUND,
    );
  });

  it('reads the meeting whole with the role: its project, folder and people', async () => {
    const meeting = await meetingPolicy.load(w.db, w.actors.owner, 'takePart', meetingId);
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
