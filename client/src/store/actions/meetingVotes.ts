// The silent vote of the running meeting (issue 16, docs/meetings.md): the facilitator opens, reveals, applies
// or cancels it; anyone viewing the project casts a ballot. Every answer is the meeting as it now is and goes
// through putMeeting's version guard, so a `meeting.updated` event that overtook it is never undone.
import type { UpdateCardRequest } from '../../../../common/schemas/cards';
import { NO_VALUE, type Meeting, type VoteField, type VoteValue } from '../../../../common/schemas/meetings';
import { MEETING_MESSAGES } from '../../../../common/schemas/meetings';
import { errorText } from '../../api/http';
import { meetingsApi } from '../../api/meetings';
import { failureToast } from '../mutations';
import { meetingState } from '../meeting';
import { putMeeting } from '../meetingRemote';
import { updateCard } from './cards';

/** Sends one facilitator write of the current vote; a refusal shows `title` with the server's reason. */
async function steer(title: string, fallback: string, send: (meeting: Meeting) => Promise<Meeting>) {
  const meeting = meetingState.meeting;
  if (!meeting) return false;
  try {
    putMeeting(await send(meeting));
    return true;
  } catch (error) {
    failureToast({ title, description: errorText(error, fallback) });
    return false;
  }
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
  await steer('Could not open the vote', 'Failed to open the vote', (meeting) =>
    meetingsApi.openVote(meeting.id, { field }),
  );
}

/** Facilitator: shows every ballot. */
export async function revealVote(): Promise<void> {
  const current = currentVote();
  if (!current || current.vote.state !== 'open') return;
  await steer('Could not reveal the votes', 'Failed to reveal the votes', (meeting) =>
    meetingsApi.reveal(meeting.id, current.vote.id),
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
  await steer('Could not record the applied value', 'Failed to record the applied value', (meeting) =>
    meetingsApi.apply(meeting.id, vote.id, value),
  );
}

/** Facilitator: cancels the open vote (Esc). */
export async function cancelVote(): Promise<void> {
  const current = currentVote();
  if (!current || current.vote.state !== 'open') return;
  await steer('Could not cancel the vote', 'Failed to cancel the vote', (meeting) =>
    meetingsApi.cancelVote(meeting.id, current.vote.id),
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
