// How far a bench's figure could move on another run of the same rounds: a percentile bootstrap. The rounds
// are drawn again with replacement many times, the figure computed from each draw, and the middle 95 % of
// those figures is its interval (simple-statistics draws; the figure's own function is the caller's).
import { quantile, sampleWithReplacement } from 'simple-statistics';

const RESAMPLES = 2000;

/** The 95 % interval of `figure` over `groups` of rounds, each group drawn again on its own. */
export function bootstrapInterval<T>(groups: T[][], figure: (groups: T[][]) => number): [number, number] {
  const figures = Array.from({ length: RESAMPLES }, () =>
    figure(groups.map((rounds) => sampleWithReplacement(rounds, rounds.length))),
  );
  return [quantile(figures, 0.025), quantile(figures, 0.975)];
}
