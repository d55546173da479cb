// The silent vote of the running meeting (docs/meetings.md): the facilitator opens, reveals, applies
// or cancels it; anyone viewing the project casts a ballot. Every answer is the meeting as it now is and goes
// through putMeeting's version guard, so a `meeting.updated` event that overtook it is never undone.
import type { UpdateCardRequest } from '../../../../common/schemas/cards';
import {
  type Meeting,
  MEETING_MESSAGES,
  NO_VALUE,
  type VoteField,
  type VoteValue,
} from '../../../../common/schemas/meetings';
import { errorText } from '../../api/http';
import { meetingsApi } from '../../api/meetings';
import { failureToast } from '../mutations';
import { meetingState } from '../meeting';
import { updateCard } from './cards';
import { steer } from './meetingSteer';

/** Sends one facilitator write of the current vote through `steer`; false with no meeting or when refused. */
async function steerVote(send: (meeting: Meeting) => Promise<Meeting>, title: string, fallback: string) {
  const meeting = meetingState.meeting;
  return meeting !== null && (await steer(() => send(meeting), title, fallback)) !== null;
}

/** The vote the facilitator acts on, with its meeting (null: none on screen). */
function currentVote() {
  const meeting = meetingState.meeting;
  return meeting?.vote ? { meeting, vote: meeting.vote } : null;
}

/** Facilitator: opens a vote on the spotlight card (default impact); a vote on screen is closed first. */
export async function openVote(field: VoteField = 'impact'): Promise<void> {
  if (meetingState.meeting && meetingState.meeting.spotlightCardId === null) {
    failureToast({ title: 'Could not open the vote', description: MEETING_MESSAGES.noSpotlight });
    return;
  }
  await steerVote(
    (meeting) => meetingsApi.openVote(meeting.id, { field }),
    'Could not open the vote',
    'Failed to open the vote',
  );
}

/** Facilitator: shows every ballot. */
export async function revealVote(): Promise<void> {
  const current = currentVote();
  if (!current || current.vote.state !== 'open') return;
  await steerVote(
    (meeting) => meetingsApi.reveal(meeting.id, current.vote.id),
    'Could not reveal the votes',
    'Failed to reveal the votes',
  );
}

/** The card fields a vote's value stands for: impact is the card's priority; 'none' is Future / Unsorted. */
function cardChangeOf(field: VoteField, value: VoteValue): UpdateCardRequest {
  if (field === 'impact') return { priority: value as UpdateCardRequest['priority'] };
  const id = value === NO_VALUE ? null : Number(value);
  return field === 'release' ? { releaseId: id } : { categoryId: id };
}

/**
 * Facilitator: applies a value to the card as a normal optimistic card change (live, in the history), then
 * records it on the vote. A refused card change stops there (its own toast has said so).
 */
export async function applyVote(value: VoteValue): Promise<void> {
  const current = currentVote();
  if (!current || current.vote.state === 'open' || current.vote.state === 'cancelled') return;
  const { vote } = current;
  if (vote.cardId === null) {
    failureToast({ title: 'Could not apply the vote', description: 'The card is no longer there' });
    return;
  }
  if (!(await updateCard(vote.cardId, cardChangeOf(vote.field, value)))) return;
  await steerVote(
    (meeting) => meetingsApi.apply(meeting.id, vote.id, value),
    'Could not record the applied value',
    'Failed to record the applied value',
  );
}

/** Facilitator: cancels the open vote (Esc). */
export async function cancelVote(): Promise<void> {
  const current = currentVote();
  if (!current || current.vote.state !== 'open') return;
  await steerVote(
    (meeting) => meetingsApi.cancelVote(meeting.id, current.vote.id),
    'Could not cancel the vote',
    'Failed to cancel the vote',
  );
}

/**
 * Anyone viewing the project: casts this person's ballot, shown as theirs at once; a refused ballot is
 * taken back (unless something else replaced it meanwhile) and the server's reason is shown.
 */
export async function castBallot(value: VoteValue): Promise<void> {
  const current = currentVote();
  if (!current || current.vote.state !== 'open') return;
  const voteId = current.vote.id;
  if (meetingState.myBallots[voteId] !== undefined) return;
  meetingState.myBallots[voteId] = value;
  try {
    const kept = await meetingsApi.cast(current.meeting.id, voteId, value);
    meetingState.myBallots[voteId] = kept.value;
  } catch (error) {
    if (meetingState.myBallots[voteId] === value) delete meetingState.myBallots[voteId];
    failureToast({
      title: 'Your vote was not counted',
      description: errorText(error, 'Failed to cast the vote'),
    });
  }
}
