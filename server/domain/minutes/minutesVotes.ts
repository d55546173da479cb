// The votes of a meeting as its minutes show them: who voted what, the distribution, the most common
// choice(s), the spread in words and the applied value, labelled as the project names them at the end.
import { voteLabel, type VoteLookups } from '../../../common/meetings/choices';
import { tally } from '../../../common/meetings/tally';
import type { MinutesVote } from '../../../common/schemas/meetings';
import type { StoredVote } from '../../db/repos/meetingMinutes';

export function minutesVotes(votes: readonly StoredVote[], lookups: VoteLookups): MinutesVote[] {
  return votes.map((vote) => {
    const { field } = vote;
    const counted = tally(
      field,
      vote.ballots.map((ballot) => ballot.value),
      lookups,
    );
    return {
      // A card deleted since the vote keeps its name (stored with the vote) but has no id any more.
      cardId: vote.cardId ?? 0,
      externalId: vote.cardExternalId,
      title: vote.cardTitle,
      field,
      ballots: vote.ballots.map((ballot) => ({ ...ballot, label: voteLabel(field, ballot.value, lookups) })),
      distribution: counted.distribution,
      mostCommon: counted.mostCommon.map((value) => voteLabel(field, value, lookups)),
      spread: counted.spread,
      applied: vote.appliedValue === null ? null : voteLabel(field, vote.appliedValue, lookups),
      round: vote.round,
      ...(counted.poker
        ? {
            median: counted.poker.median === null ? null : voteLabel(field, counted.poker.median, lookups),
            agreed: counted.poker.agrees,
          }
        : {}),
    };
  });
}
