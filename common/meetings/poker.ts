// Planning poker's reading of a revealed vote (docs/estimation.md "Planning poker"): the median step, the
// lowest and highest, and whether the team agrees — every vote within one step of the others. "?" and "☕"
// (and a value the deck no longer has) count as votes but not as steps.
import type { VoteValue } from '../schemas/meetings';
import { pokerSteps, type PokerField, type VoteLookups } from './choices';

export interface PokerSummary {
  /** The middle step (the higher of the two middle ones for an even count): the value to suggest. */
  median: VoteValue | null;
  low: VoteValue | null;
  high: VoteValue | null;
  /** True when every step voted lies within one step of the others (and at least one step was voted). */
  agrees: boolean;
  /** How many steps apart the lowest and the highest vote are. */
  stepsApart: number;
  /** Votes that are no step: "?", "☕", or a value the deck no longer has. */
  unsure: number;
}

export function pokerSummary(
  field: PokerField,
  values: readonly VoteValue[],
  lookups: VoteLookups,
): PokerSummary {
  const order = pokerSteps(field, lookups.estimation).map((step) => step.value);
  const steps = values
    .map((value) => order.indexOf(value))
    .filter((step) => step >= 0)
    .sort((a, b) => a - b);
  const unsure = values.length - steps.length;
  if (!steps.length) return { median: null, low: null, high: null, agrees: false, stepsApart: 0, unsure };
  const at = (step: number) => order[step] ?? null;
  const low = steps[0]!;
  const high = steps[steps.length - 1]!;
  return {
    median: at(steps[Math.floor(steps.length / 2)]!),
    low: at(low),
    high: at(high),
    agrees: high - low <= 1,
    stepsApart: high - low,
    unsure,
  };
}
