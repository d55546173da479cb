// Silent votes in a meeting (docs/meetings.md): the facilitator opens one on a card, every member casts one
// ballot (and so joins the meeting), the facilitator reveals, applies a value or cancels. Ballot values reach
// no one but their voter before the reveal (presenters/meetings.ts).
import type { Knex } from 'knex';
import { DEFAULT_SCORING_SETTING } from '../../../common/estimation/scoring';
import { isApplicable, isVoteChoice, voteFieldsOf, type VoteLookups } from '../../../common/meetings/choices';
import {
  ballotRequest,
  MEETING_MESSAGES,
  openVoteRequest,
  type Meeting,
  type VoteValue,
} from '../../../common/schemas/meetings';
import type { Db } from '../../db/connection';
import { meetingsRepo, type MeetingState, type VoteRow } from '../../db/repos/meetings';
import type { CommandOutcome } from '../changes';
import { conflict, invalid, notFound } from '../errors';
import type { Actor } from '../policies/authorize';
import * as meetingPolicy from '../policies/meetings';
import type { MeetingInScope } from '../policies/meetings';
import { iso } from '../presenters/time';
import {
  changed,
  closeCurrentVote,
  isPresent,
  saved,
  withAutoReveal,
  withParticipant,
} from './meetingChanges';
import { readBody } from '../commandBody';

/** Opens a vote on a card of the project (default: the spotlight card), closing the one in progress. */
export async function openVote(
  trx: Db,
  actor: Actor,
  id: number,
  body: unknown,
): Promise<CommandOutcome<Meeting>> {
  const request = readBody(openVoteRequest, body);
  const cardId = request.hint ? (request.hint.cardId ?? null) : undefined;
  const meeting = await meetingPolicy.load(trx, actor, 'steer', id, { lock: true, cardId, lookups: true });
  const input = request.valid();
  if (input.cardId === undefined && meeting.state.spotlightCardId === null)
    throw invalid(MEETING_MESSAGES.noSpotlight);
  const card = meeting.card;
  if (!card) throw invalid(MEETING_MESSAGES.cardNotInProject);
  const { field, autoReveal, timerSeconds } = input;
  if (!voteFieldsOf(lookupsOf(meeting).estimation.scoringModel).includes(field))
    throw invalid(MEETING_MESSAGES.fieldNotInModel);
  const closing = closeCurrentVote(trx, meeting.state.vote);
  const vote = {
    meetingId: id,
    cardId: card.id,
    cardExternalId: card.externalId,
    cardTitle: card.title,
    field,
    autoReveal,
    timerSeconds,
  };
  const opened = await meetingsRepo.openVote(trx, vote, closing?.write ?? null);
  const next: MeetingState = {
    ...meeting.state,
    vote: {
      ...vote,
      id: opened.id,
      round: opened.round,
      state: 'open',
      openedAt: iso(meeting.now),
      appliedValue: null,
      ballots: [],
    },
  };
  return changed(meeting, next);
}

/** The meeting's vote `voteId` if it is the one in progress; 404 for another meeting's (or none). */
function currentVote(meeting: MeetingInScope, voteId: number): VoteRow | null {
  if (!meeting.askedVoteState) throw notFound(MEETING_MESSAGES.voteNotFound);
  const vote = meeting.state.vote;
  return vote && vote.id === voteId ? vote : null;
}

const lookupsOf = (meeting: MeetingInScope): VoteLookups => ({
  releases: meeting.releases ?? [],
  categories: meeting.categories ?? [],
  estimation: meeting.estimation ?? DEFAULT_SCORING_SETTING,
});

/** A member casts their one ballot in the open vote, and is in the meeting from then on. Answers their value. */
export async function castBallot(
  trx: Db,
  actor: Actor,
  id: number,
  voteId: number,
  body: unknown,
): Promise<CommandOutcome<{ value: VoteValue }>> {
  const request = readBody(ballotRequest, body);
  const meeting = await meetingPolicy.load(trx, actor, 'takePart', id, {
    lock: true,
    voteId,
    lookups: true,
  });
  const { value } = request.valid();
  const vote = currentVote(meeting, voteId);
  if (vote?.state !== 'open') throw conflict(MEETING_MESSAGES.voteClosed);
  if (vote.ballots.some((ballot) => ballot.userId === actor.id))
    throw conflict(MEETING_MESSAGES.alreadyVoted);
  if (vote.cardId === null) throw conflict(MEETING_MESSAGES.cardGone);
  if (!isVoteChoice(vote.field, value, lookupsOf(meeting))) throw invalid(MEETING_MESSAGES.invalidValue);

  const who = { userId: actor.id, name: meeting.callerName ?? '' };
  const writes: Knex.Raw[] = [meetingsRepo.ballotCast(trx, voteId, actor.id, value)];
  let participants = meeting.state.participants;
  if (!isPresent(meeting.state, actor.id)) {
    writes.push(meetingsRepo.joined(trx, id, actor.id));
    participants = withParticipant(meeting.state, who, meeting.now, true);
  }
  const ballots = [...vote.ballots, { ...who, value, castAt: iso(meeting.now) }];
  // The last ballot of everyone in the meeting reveals an auto-reveal vote in the same change.
  const next = withAutoReveal(trx, { ...meeting.state, participants, vote: { ...vote, ballots } });
  const { changes } = await saved(trx, meeting, next.state, {}, [...writes, ...next.writes]);
  return { result: { value }, changes };
}

/** Shows everyone who voted what. Only an open vote can be revealed. */
export async function revealVote(trx: Db, actor: Actor, id: number, voteId: number) {
  const meeting = await meetingPolicy.load(trx, actor, 'steer', id, { lock: true, voteId });
  const vote = currentVote(meeting, voteId);
  if (vote?.state !== 'open') throw conflict(MEETING_MESSAGES.voteClosed);
  const next = { ...meeting.state, vote: { ...vote, state: 'revealed' as const } };
  return saved(trx, meeting, next, {}, [meetingsRepo.voteSet(trx, voteId, 'revealed')]);
}

/**
 * Records the value the facilitator applied to the card (the card itself changes through PATCH /api/cards,
 * sent first by the client). Again on an applied vote: the latest value counts.
 */
export async function applyVote(trx: Db, actor: Actor, id: number, voteId: number, body: unknown) {
  const request = readBody(ballotRequest, body);
  const meeting = await meetingPolicy.load(trx, actor, 'steer', id, { lock: true, voteId, lookups: true });
  const { value } = request.valid();
  const vote = currentVote(meeting, voteId);
  if (vote?.state === 'open') throw conflict(MEETING_MESSAGES.notRevealed);
  // A revealed vote closed without a value ('applied', null) is over.
  const decidable = vote?.state === 'revealed' || (vote?.state === 'applied' && vote.appliedValue !== null);
  if (!vote || !decidable) throw conflict(MEETING_MESSAGES.voteClosed);
  if (vote.cardId === null) throw conflict(MEETING_MESSAGES.cardGone);
  if (!isApplicable(vote.field, value, lookupsOf(meeting)))
    throw invalid(
      isVoteChoice(vote.field, value, lookupsOf(meeting))
        ? MEETING_MESSAGES.notApplicable
        : MEETING_MESSAGES.invalidValue,
    );
  const next = { ...meeting.state, vote: { ...vote, state: 'applied' as const, appliedValue: value } };
  return saved(trx, meeting, next, {}, [meetingsRepo.voteSet(trx, voteId, 'applied', value)]);
}

/** Esc: the vote leaves the screen. An open one is cancelled; a revealed one closes and stays in the minutes. */
export async function cancelVote(trx: Db, actor: Actor, id: number, voteId: number) {
  const meeting = await meetingPolicy.load(trx, actor, 'steer', id, { lock: true, voteId });
  const closing = closeCurrentVote(trx, currentVote(meeting, voteId));
  if (!closing) throw conflict(MEETING_MESSAGES.voteClosed);
  return saved(trx, meeting, { ...meeting.state, vote: closing.vote }, {}, [closing.write]);
}
