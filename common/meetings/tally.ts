// What a revealed vote says, computed the same way on every screen, the projector and in the
// minutes: the label of each choice, how many chose it, the most common choice(s), the spread in words and,
// for planning poker, the median and whether the team agrees.
import type { VoteField, VoteValue } from '../schemas/meetings';
import { isPokerField, voteChoices, voteLabel, type VoteLookups } from './choices';
import { pokerSummary, type PokerSummary } from './poker';

export interface Tally {
  /** Each chosen value with its count, most votes first (board order on a tie). */
  distribution: { value: VoteValue; label: string; count: number }[];
  /** The most common value(s); empty with no ballots. */
  mostCommon: VoteValue[];
  spread: string;
  total: number;
  /** Planning poker's median, range and agreement: for an estimate or a scoring input, else null. */
  poker: PokerSummary | null;
}

/** Counts the ballots of a revealed vote. */
export function tally(field: VoteField, values: readonly VoteValue[], lookups: VoteLookups): Tally {
  const order = voteChoices(field, lookups).map((choice) => choice.value);
  const counts = new Map<VoteValue, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  const position = (value: VoteValue) => {
    const index = order.indexOf(value);
    return index < 0 ? order.length : index;
  };
  const distribution = [...counts]
    .map(([value, count]) => ({ value, label: voteLabel(field, value, lookups), count }))
    .sort((a, b) => b.count - a.count || position(a.value) - position(b.value));
  const top = distribution[0]?.count ?? 0;
  const mostCommon = distribution
    .filter((entry) => entry.count === top && top > 0)
    .map((entry) => entry.value);
  return {
    distribution,
    mostCommon,
    spread: spreadText(distribution.length, values.length),
    total: values.length,
    poker: isPokerField(field) ? pokerSummary(field, values, lookups) : null,
  };
}

function spreadText(different: number, total: number): string {
  if (total === 0) return 'no votes';
  if (different === 1) return total === 1 ? 'one vote' : 'unanimous';
  return `${different} different choices`;
}
