// How the minutes (on screen, in Markdown and in CSV) name a vote and its outcome, the same way everywhere:
// "Estimate, round 2" when its card had more than one round on that field; a poker vote's median and agreement.
import { VOTE_FIELD_LABELS, type MinutesVote } from '../schemas/meetings';

const roundOf = (vote: MinutesVote) => vote.round ?? 1;

/** "Impact", or "Estimate, round 2" for a card and field voted on in several rounds. */
export function voteSubject(vote: MinutesVote, votes: readonly MinutesVote[]): string {
  const label = VOTE_FIELD_LABELS[vote.field];
  const rounds = votes.filter((v) => v.cardId === vote.cardId && v.field === vote.field);
  return rounds.some((v) => roundOf(v) > 1) ? `${label}, round ${roundOf(vote)}` : label;
}

/** "3 different choices"; for planning poker "median 8, agreed" or "median 13, no agreement". */
export function voteSpread(vote: MinutesVote): string {
  if (vote.median === undefined) return vote.spread;
  if (vote.median === null) return `${vote.spread}, no median`;
  return `median ${vote.median}, ${vote.agreed ? 'agreed' : 'no agreement'}`;
}
