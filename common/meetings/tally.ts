// What a revealed vote says, computed the same way on every screen, the projector and in the
// minutes: the label of each choice, how many chose it, the most common choice(s) and the spread in words.
import { FUTURE_LABEL, UNSORTED_LABEL } from '../board/grouping';
import { IMPACT_LABELS } from '../cardFields';
import { IMPACTS, type Impact } from '../schemas/cards';
import { NO_VALUE, type VoteField, type VoteValue } from '../schemas/meetings';

export interface Named {
  id: number;
  name: string;
}

/** The project's releases and use cases, to name release and use-case choices. */
export interface VoteLookups {
  releases: readonly Named[];
  categories: readonly Named[];
}

/** The choices a vote offers, in board order (impact: the seven values; release/use case: none first). */
export function voteChoices(field: VoteField, lookups: VoteLookups): { value: VoteValue; label: string }[] {
  if (field === 'impact') return IMPACTS.map((value) => ({ value, label: IMPACT_LABELS[value] }));
  const named = field === 'release' ? lookups.releases : lookups.categories;
  return [
    { value: NO_VALUE, label: field === 'release' ? FUTURE_LABEL : UNSORTED_LABEL },
    ...named.map((item) => ({ value: String(item.id), label: item.name })),
  ];
}

/** The label of one choice; a release or use case deleted since reads "(deleted)". */
export function voteLabel(field: VoteField, value: VoteValue, lookups: VoteLookups): string {
  if (field === 'impact') return IMPACT_LABELS[value as Impact] ?? value;
  if (value === NO_VALUE) return field === 'release' ? FUTURE_LABEL : UNSORTED_LABEL;
  const named = field === 'release' ? lookups.releases : lookups.categories;
  return named.find((item) => String(item.id) === value)?.name ?? '(deleted)';
}

/** True when `value` is a choice of this vote (the server checks ballots and applied values with it). */
export const isVoteChoice = (field: VoteField, value: VoteValue, lookups: VoteLookups) =>
  voteChoices(field, lookups).some((choice) => choice.value === value);

export interface Tally {
  /** Each chosen value with its count, most votes first (board order on a tie). */
  distribution: { value: VoteValue; label: string; count: number }[];
  /** The most common value(s); empty with no ballots. */
  mostCommon: VoteValue[];
  spread: string;
  total: number;
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
  };
}

function spreadText(different: number, total: number): string {
  if (total === 0) return 'no votes';
  if (different === 1) return total === 1 ? 'one vote' : 'unanimous';
  return `${different} different choices`;
}
