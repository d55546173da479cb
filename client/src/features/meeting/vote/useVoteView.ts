// What the vote panel shows, derived from the meeting, board, session and presentation stores: the vote on
// screen, its card and choices, who has voted, this person's ballot, the tally once revealed, and what this
// screen may do (vote, steer, or only watch).
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { scoringSettingOf } from '../../../../../common/board/estimates';
import { voteChoices, voteLabel, type VoteLookups } from '../../../../../common/meetings/choices';
import { tally, type Tally } from '../../../../../common/meetings/tally';
import type { Meeting, MeetingPerson, MeetingVote, VoteValue } from '../../../../../common/schemas/meetings';
import type { Card } from '../../../../../common/schemas/cards';
import type { Category } from '../../../../../common/schemas/categories';
import type { Release } from '../../../../../common/schemas/releases';
import { board } from '../../../store/board';
import { meetingState } from '../../../store/meeting';
import { presentation } from '../../../store/presentation';
import { session } from '../../../store/session';
import { voteLookupsOf } from '../../../store/voteLookups';

interface Voter extends MeetingPerson {
  voted: boolean;
  /** The value once revealed. */
  value: VoteValue | null;
}

export interface VoteView {
  vote: MeetingVote;
  state: 'open' | 'revealed' | 'applied';
  card: Card | null;
  lookups: VoteLookups;
  categories: Record<number, Category>;
  choices: { value: VoteValue; label: string }[];
  /** Everyone in the meeting, and anyone who voted and left, with whether (and once revealed, what) they voted. */
  voters: Voter[];
  votedCount: number;
  /** This person's own ballot (theirs to see before the reveal). */
  myBallot: VoteValue | null;
  /** True once this person has voted, even from another tab (their value may then be unknown here). */
  iVoted: boolean;
  tally: Tally | null;
  /** The vote is on the spotlight card (the projector shows that card large already). */
  onSpotlight: boolean;
  /** A signed-in member watching (not a projector): may vote. */
  canVote: boolean;
  /** The facilitator, on their own screen: may reveal, cancel, apply, re-vote. */
  canSteer: boolean;
  label: (value: VoteValue) => string;
}

function voterList(vote: MeetingVote, participants: readonly MeetingPerson[]): Voter[] {
  const ballots = new Map((vote.ballots ?? []).map((ballot) => [ballot.userId, ballot.value]));
  const voted = new Set([...vote.voters.map((person) => person.userId), ...ballots.keys()]);
  const people = [...participants];
  for (const person of [...vote.voters, ...(vote.ballots ?? [])])
    if (!people.some((known) => known.userId === person.userId)) people.push(person);
  return people.map(({ userId, name }) => ({
    userId,
    name,
    voted: voted.has(userId),
    value: ballots.get(userId) ?? null,
  }));
}

/** The vote panel's view, or null when no vote is on screen (none, or cancelled). */
export function useVoteView(projector: boolean): VoteView | null {
  const snap = useSnapshot(meetingState);
  // The meeting is held as a ref (replaced whole by each version), so the snapshot is the object itself.
  const meeting = snap.meeting as Meeting | null;
  const myBallots = snap.myBallots;
  const { cards, categories, releases, project } = useSnapshot(board);
  const { deck, customDeck, scoringModel } = scoringSettingOf(project);
  // Rebuilt only when the releases, use cases, deck or model change (not for any other change of the project).
  const estimation = useMemo(() => ({ deck, customDeck, scoringModel }), [deck, customDeck, scoringModel]);
  const { mode } = useSnapshot(presentation);
  const user = useSnapshot(session).user;

  const lookups = useMemo<VoteLookups>(
    () => ({
      ...voteLookupsOf({
        releases: releases as Record<number, Release>,
        categories: categories as Record<number, Category>,
        project: null,
      }),
      estimation,
    }),
    [releases, categories, estimation],
  );

  const vote = meeting?.vote ?? null;
  const derived = useMemo(() => {
    if (!meeting || !vote) return null;
    const values = (vote.ballots ?? []).map((ballot) => ballot.value);
    return {
      voters: voterList(vote, meeting.participants),
      tally: vote.ballots ? tally(vote.field, values, lookups) : null,
      choices: voteChoices(vote.field, lookups),
    };
  }, [meeting, vote, lookups]);

  if (!meeting || !vote || !derived || vote.state === 'cancelled') return null;
  // "Applied: …" stays until the next vote or until the spotlight moves on.
  if (vote.state === 'applied' && meeting.spotlightCardId !== vote.cardId) return null;
  const watching = projector || mode === 'room' || !user;
  const myBallot = myBallots[vote.id] ?? null;
  const iVoted = myBallot !== null || (!!user && derived.voters.some((v) => v.userId === user.id && v.voted));
  return {
    vote,
    state: vote.state,
    card: vote.cardId === null ? null : ((cards as Record<number, Card>)[vote.cardId] ?? null),
    lookups,
    categories: categories as Record<number, Category>,
    choices: derived.choices,
    voters: derived.voters,
    votedCount: derived.voters.filter((voter) => voter.voted).length,
    myBallot,
    iVoted,
    tally: derived.tally,
    onSpotlight: vote.cardId !== null && vote.cardId === meeting.spotlightCardId,
    canVote: !watching,
    canSteer: !watching && user?.id === meeting.facilitator.userId,
    label: (value) => voteLabel(vote.field, value, lookups),
  };
}
