// The meeting read model (common/schemas/meetings.ts) from the stored state. Ballot values leave the server
// only once a vote is revealed: before that everyone learns who has voted, and each voter their own value.
import type { Meeting, MeetingVote, VoteValue } from '../../../common/schemas/meetings';
import type { MeetingState, VoteRow } from '../../db/repos/meetings';
import { iso } from './time';

/**
 * The vote on screen: the latest one while it is open or revealed, and an applied one while its card stays in
 * the spotlight. A cancelled vote, or a revealed one closed without a value, shows no more.
 */
function voteOnScreen(state: Pick<MeetingState, 'vote' | 'spotlightCardId'>): VoteRow | null {
  const vote = state.vote;
  if (!vote) return null;
  if (vote.state === 'open' || vote.state === 'revealed') return vote;
  const applied = vote.state === 'applied' && vote.appliedValue !== null;
  return applied && vote.cardId === state.spotlightCardId ? vote : null;
}

function presentVote(vote: VoteRow): MeetingVote {
  return {
    id: vote.id,
    cardId: vote.cardId,
    field: vote.field,
    state: vote.state,
    openedAt: iso(vote.openedAt),
    round: vote.round,
    autoReveal: vote.autoReveal,
    timerSeconds: vote.timerSeconds,
    endsAt:
      vote.timerSeconds === null
        ? null
        : new Date(new Date(vote.openedAt).getTime() + vote.timerSeconds * 1000).toISOString(),
    voters: vote.ballots.map(({ userId, name }) => ({ userId, name })),
    ballots:
      vote.state === 'open' ? null : vote.ballots.map(({ userId, name, value }) => ({ userId, name, value })),
    appliedValue: vote.appliedValue,
  };
}

/** Who is in the meeting now: the facilitator first, then in the order they joined. */
function presentParticipants(state: MeetingState) {
  const present = state.participants.filter((p) => p.leftAt === null);
  const facilitator = present.filter((p) => p.userId === state.facilitatorId);
  const others = present.filter((p) => p.userId !== state.facilitatorId);
  return [...facilitator, ...others].map(({ userId, name }) => ({ userId, name }));
}

export function presentMeeting(state: MeetingState): Meeting {
  const vote = voteOnScreen(state);
  return {
    id: state.id,
    projectId: state.projectId,
    // A deleted facilitator's account leaves the meeting to its folder's owner to end.
    facilitator: { userId: state.facilitatorId ?? '', name: state.facilitatorName ?? 'Someone' },
    startedAt: iso(state.startedAt),
    version: state.version,
    spotlightCardId: state.spotlightCardId,
    view: state.view,
    participants: presentParticipants(state),
    vote: vote ? presentVote(vote) : null,
  };
}

/** The caller's own ballot in the vote on screen. */
export function myBallotOf(state: MeetingState, userId: string): VoteValue | null {
  return voteOnScreen(state)?.ballots.find((ballot) => ballot.userId === userId)?.value ?? null;
}
