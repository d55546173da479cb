// The silent vote of the running meeting (docs/meetings.md): the facilitator opens, reveals, applies
// or cancels it; anyone viewing the project casts a ballot. Each is an optimistic write through mutate():
// every answer is the meeting as it now is (or the ballot kept) and goes through reconcile's version rule,
// so a `meeting.updated` event that overtook it is never undone, and a refusal takes back only its own ops.
import { isPokerField, voteChoices } from '../../../../common/meetings/choices';
import { ops, type Op } from '../../../../common/realtime/reconcile';
import type { UpdateCardRequest } from '../../../../common/schemas/cards';
import {
  type Meeting,
  MEETING_MESSAGES,
  NO_VALUE,
  type VoteField,
  type VoteValue,
} from '../../../../common/schemas/meetings';
import { errorText, type RequestOptions } from '../../api/http';
import { meetingsApi } from '../../api/meetings';
import { failureToast, mutate } from '../mutations';
import { board } from '../board';
import { meetingState } from '../meeting';
import { voteLookupsOf } from '../voteLookups';
import { updateCard } from './cards';
import { steer } from './meetingSteer';

/** Sends one facilitator write of the current vote through `steer`; false with no meeting or when refused. */
async function steerVote(
  send: (meeting: Meeting, options: RequestOptions) => Promise<Meeting>,
  title: string,
  fallback: string,
  shown: (meeting: Meeting) => Op[] = () => [],
) {
  const meeting = meetingState.meeting;
  if (meeting === null) return false;
  return (await steer((options) => send(meeting, options), title, fallback, shown(meeting))) !== null;
}

/** The vote the facilitator acts on, with its meeting (null: none on screen). */
function currentVote() {
  const meeting = meetingState.meeting;
  return meeting?.vote ? { meeting, vote: meeting.vote } : null;
}

/**
 * Facilitator: opens a vote on the spotlight card (default impact), run as this screen's vote options say
 * (auto-reveal, timer); a vote on screen is closed first.
 */
export async function openVote(field: VoteField = 'impact'): Promise<void> {
  if (meetingState.meeting && meetingState.meeting.spotlightCardId === null) {
    failureToast({ title: 'Could not open the vote', description: MEETING_MESSAGES.noSpotlight });
    return;
  }
  await steerVote(
    (meeting, options) => meetingsApi.openVote(meeting.id, { field, ...meetingState.voteOptions }, options),
    'Could not open the vote',
    'Failed to open the vote',
  );
}

/** Facilitator: shows every ballot. */
export async function revealVote(): Promise<void> {
  const current = currentVote();
  if (!current || current.vote.state !== 'open') return;
  await steerVote(
    (meeting, options) => meetingsApi.reveal(meeting.id, current.vote.id, options),
    'Could not reveal the votes',
    'Failed to reveal the votes',
  );
}

/**
 * The card fields a vote's value stands for: impact is the card's priority; 'none' is Future / Unsorted; an
 * estimate is the deck's value as it is; a scoring input its number.
 */
function cardChangeOf(field: VoteField, value: VoteValue): UpdateCardRequest {
  if (field === 'impact') return { priority: value as UpdateCardRequest['priority'] };
  if (field === 'estimate') return { estimate: value };
  if (isPokerField(field)) return { [field]: Number(value) };
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
    (meeting, options) => meetingsApi.apply(meeting.id, vote.id, value, options),
    'Could not record the applied value',
    'Failed to record the applied value',
  );
}

/** Facilitator: cancels the open vote (Esc). */
export async function cancelVote(): Promise<void> {
  const current = currentVote();
  if (!current || current.vote.state !== 'open') return;
  await steerVote(
    (meeting, options) => meetingsApi.cancelVote(meeting.id, current.vote.id, options),
    'Could not cancel the vote',
    'Failed to cancel the vote',
    (meeting) => [ops.patch('meetings', meeting.id, { vote: { ...current.vote, state: 'cancelled' } })],
  );
}

/** A number key: casts the choice at `index` (0 for the key 1 … 9 for the key 0) of the open vote. */
export function castByNumber(index: number): Promise<void> {
  const field = meetingState.meeting?.vote?.field;
  const choice = field ? voteChoices(field, voteLookupsOf(board))[index] : undefined;
  return choice ? castBallot(choice.value) : Promise.resolve();
}

/**
 * Anyone viewing the project: casts this person's ballot, shown as theirs at once; a refused ballot goes
 * (the ballot shows as the server last said it is) and the server's reason is shown.
 */
export async function castBallot(value: VoteValue): Promise<void> {
  const current = currentVote();
  if (!current || current.vote.state !== 'open') return;
  const voteId = current.vote.id;
  if (meetingState.myBallots[voteId] !== undefined) return;
  await mutate({
    ops: [ops.create('ballots', { id: voteId, value })],
    send: (options) => meetingsApi.cast(current.meeting.id, voteId, value, options),
    answers: (kept) => [{ type: 'ballot.cast', data: { id: voteId, value: kept.value } }],
    failure: (error) => ({
      title: 'Your vote was not counted',
      description: errorText(error, 'Failed to cast the vote'),
    }),
  });
}
