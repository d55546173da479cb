// What losing access does to meetings (docs/meetings.md "Access changes"): someone whose share of a folder is
// removed (or who leaves it) is taken out of its running meetings in the same transaction — out of the
// participants, their ballot in an open vote dropped; a facilitator hands over to the earliest remaining
// participant, or the meeting ends (with its minutes) when nobody is left.
import type { Knex } from 'knex';
import type { PendingChange } from '../../../common/events';
import type { Db } from '../../db/connection';
import { meetingsRepo, type MeetingColumns, type MeetingState } from '../../db/repos/meetings';
import { saved, withParticipant } from './meetingChanges';
import { finishMeeting } from './meetings';

/** Takes `userId` out of the given running meetings (locked one by one); the changes to log. */
export async function dropFromMeetings(
  trx: Db,
  userId: string,
  meetingIds: number[],
): Promise<PendingChange[]> {
  const changes: PendingChange[] = [];
  for (const id of meetingIds) changes.push(...(await dropFromMeeting(trx, userId, id)));
  return changes;
}

async function dropFromMeeting(trx: Db, userId: string, id: number): Promise<PendingChange[]> {
  const meeting = await meetingsRepo.state(trx, id, { lock: true });
  if (!meeting || meeting.state.endedAt) return [];
  const { state } = meeting;
  const me = state.participants.find((p) => p.userId === userId);
  const vote = state.vote?.state === 'open' ? state.vote : null;
  const ballot = vote?.ballots.some((b) => b.userId === userId);
  if (!me || (me.leftAt !== null && !ballot)) return [];

  const next: MeetingState = { ...state, participants: withParticipant(state, me, meeting.now, false) };
  const writes: Knex.Raw[] = [meetingsRepo.left(trx, id, userId)];
  if (vote && ballot) {
    next.vote = { ...vote, ballots: vote.ballots.filter((b) => b.userId !== userId) };
    writes.push(meetingsRepo.ballotDropped(trx, vote.id, userId));
  }
  const set: MeetingColumns = {};
  if (state.facilitatorId === userId) {
    // Participants come in the order they joined.
    const heir = next.participants.find((p) => p.leftAt === null);
    if (!heir) {
      await meetingsRepo.save(trx, id, {}, writes);
      const ending = await meetingsRepo.state(trx, id, { forEnd: true });
      if (!ending) return [];
      const { ended, write } = await finishMeeting(trx, ending);
      await write;
      return [ended];
    }
    set.facilitatorId = next.facilitatorId = heir.userId;
    next.facilitatorName = heir.name;
  }
  return (await saved(trx, meeting, next, set, writes)).changes;
}
