// What every meeting command ends with: its writes in one statement with the version bump, and the new read
// model as the answer and as the one `meeting.updated` every screen hears. Commands work out the new state
// from the one they loaded (the meeting row stays locked until commit, so nothing else changes it meanwhile).
import type { Knex } from 'knex';
import { change } from '../../../common/events';
import type { Meeting } from '../../../common/schemas/meetings';
import type { Db } from '../../db/connection';
import {
  meetingsRepo,
  type MeetingColumns,
  type MeetingLoad,
  type MeetingState,
  type ParticipantRow,
  type VoteRow,
} from '../../db/repos/meetings';
import type { CommandOutcome } from '../changes';
import { scopeOf } from '../policies/meetings';
import { presentMeeting } from '../presenters/meetings';
import { iso } from '../presenters/time';

/**
 * The new state as every screen sees it. Its version becomes the seq of its meeting.updated when the log
 * append stamps the event and the row (folderEvents.ts); the row's own bump only makes a waiting load re-read.
 */
export function changed(loaded: MeetingLoad, next: MeetingState): CommandOutcome<Meeting> {
  const meeting = presentMeeting({ ...next, version: loaded.state.version + 1 });
  return { result: meeting, changes: [change(scopeOf(loaded), 'meeting.updated', meeting)] };
}

/** Writes a change of the meeting (its columns `set` and the `writes` to its other tables) and announces it. */
export async function saved(
  trx: Db,
  loaded: MeetingLoad,
  next: MeetingState,
  set: MeetingColumns,
  writes: Knex.Raw[] = [],
): Promise<CommandOutcome<Meeting>> {
  await meetingsRepo.save(trx, loaded.state.id, set, writes);
  return changed(loaded, next);
}

/** Nothing to change: the same answer, no event. */
export const unchanged = (loaded: MeetingLoad): CommandOutcome<Meeting> => ({
  result: presentMeeting(loaded.state),
  changes: [],
});

/**
 * Closes the vote in progress before another one opens or the spotlight moves on: an open vote is cancelled
 * (no one saw its ballots); a revealed one is closed without a value ('applied', appliedValue null), so it
 * stays in the minutes and leaves the screen.
 */
export function closeCurrentVote(trx: Db, vote: VoteRow | null): { vote: VoteRow; write: Knex.Raw } | null {
  if (!vote || (vote.state !== 'open' && vote.state !== 'revealed')) return null;
  const closed: VoteRow =
    vote.state === 'open'
      ? { ...vote, state: 'cancelled' }
      : { ...vote, state: 'applied', appliedValue: null };
  return { vote: closed, write: meetingsRepo.voteSet(trx, vote.id, closed.state, null) };
}

/**
 * Auto-reveal: the state with its open vote revealed, and the write that stores it, when the vote reveals
 * itself and everyone in the meeting now has a ballot in it (after a ballot, or after someone leaves).
 */
export function withAutoReveal(trx: Db, state: MeetingState): { state: MeetingState; writes: Knex.Raw[] } {
  const vote = state.vote;
  const present = state.participants.filter((p) => p.leftAt === null);
  const everyone =
    vote?.state === 'open' &&
    vote.autoReveal &&
    vote.ballots.length > 0 &&
    present.every((p) => vote.ballots.some((ballot) => ballot.userId === p.userId));
  if (!everyone) return { state, writes: [] };
  return {
    state: { ...state, vote: { ...vote, state: 'revealed' } },
    writes: [meetingsRepo.voteSet(trx, vote.id, 'revealed')],
  };
}

/** Someone in the meeting now (joined, not left). */
export const isPresent = (state: MeetingState, userId: string) =>
  state.participants.some((p) => p.userId === userId && p.leftAt === null);

/** The participants with `userId` in (again, keeping when they first joined), or out as of `at`. */
export function withParticipant(
  state: MeetingState,
  who: { userId: string; name: string },
  at: Date,
  present: boolean,
): ParticipantRow[] {
  const leftAt = present ? null : iso(at);
  const known = state.participants.some((p) => p.userId === who.userId);
  if (known) return state.participants.map((p) => (p.userId === who.userId ? { ...p, leftAt } : p));
  return [...state.participants, { ...who, joinedAt: iso(at), leftAt }];
}
