// bench:api's report of history's price in the app (appHistory.ts): each workload's rates in both ways, each
// share with its 95 % interval, and the target lines, judged at once (docs/decisions.md).
import { SAME, VARIANTS, type AppHistoryPrice, type Rates } from './appHistory';
import { ROUNDS, SECONDS } from './pgbenchHistory';
import { median } from './realtimeStats';
import { bootstrapInterval } from './resample';
import { WORKERS } from './creates';
import { target } from './targets';

/** With history as a share of without, in turn: the ratio of the medians (%). */
const ratio = ([withRates, withoutRates]: number[][]) => (median(withRates!) / median(withoutRates!)) * 100;
/** With history as a share of without, round by round (%). */
const pairs = (rates: Rates) => rates.with.map((value, i) => (value / rates.without[i]!) * 100);
/** At once: the median of the rounds' ratios (%), the figure the target judges. */
const middle = ([values]: number[][]) => median(values!);
/**
 * A price's two ways, each with its share (%) and the share's 95 % interval: in turn the ratio of the medians
 * (each variant's rounds drawn again apart), at once the rounds' ratios' median (the pairs drawn again). At once
 * judges the target.
 */
const ways = (price: AppHistoryPrice) => {
  const inTurn = [price.rps.with, price.rps.without];
  const atOnce = [pairs(price.atOnce)];
  return [
    { way: 'in turn', rates: price.rps, share: ratio(inTurn), interval: bootstrapInterval(inTurn, ratio) },
    {
      way: 'at once',
      rates: price.atOnce,
      share: middle(atOnce),
      interval: bootstrapInterval(atOnce, middle),
    },
  ] as const;
};

export function printAppHistoryPrices(prices: AppHistoryPrice[]) {
  const servers = SAME
    ? 'both as built (BENCH_HISTORY_AA=1: "without" is the same app)'
    : 'one as built, one whose create and\nmove statements go without their history CTE, the two swapping parts after every round';
  console.log(
    `\nHistory's price in the app (issue 48): REST calls to two app servers, ${servers}; ${ROUNDS} rounds of` +
      ` ${SECONDS} s per variant, in turn (${WORKERS} workers\non one server, closed loop, each first in turn: the` +
      ` medians compare), then ${ROUNDS} at once (${WORKERS / 2} workers on each: the rounds' ratios compare,` +
      `\nthe target's way); each share with its 95 % interval (the rounds drawn again, bench/resample.ts):`,
  );
  const list = (values: number[]) => values.map((v) => v.toFixed(0).padStart(6)).join('');
  const range = (values: number[]) =>
    `round by round ${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)} %`;
  const spread = ([low, high]: readonly [number, number]) =>
    `interval ${low.toFixed(1)}–${high.toFixed(1)} %`;
  for (const price of prices) {
    for (const { way, rates, share, interval } of ways(price)) {
      for (const variant of VARIANTS)
        console.log(
          `  ${(variant === 'with' ? (way === 'in turn' ? price.name : '') : way).padEnd(22)} ${variant.padEnd(8)}` +
            `${list(rates[variant])} req/s   median ${median(rates[variant]).toFixed(0)}`,
        );
      console.log(
        `  ${''.padEnd(22)} with ÷ without ${share.toFixed(1)} % (${range(pairs(rates))}; ${spread(interval)})`,
      );
    }
    if (price.problem) console.log(`  ${''.padEnd(22)} PROBLEM ${price.problem}`);
  }
  if (prices.every((p) => !p.problem))
    console.log(
      `  checked: every call answered 2xx; one history row per event with history, ${SAME ? 'on both' : 'none without'}`,
    );
}

/** The target lines: each workload's rate with history within 5 % of its rate without, both servers at once. */
export function appHistoryTargets(prices: AppHistoryPrice[]) {
  for (const price of prices) {
    target(
      `${price.name}, the app with history, % of without, at once (within 5 %)${SAME ? ' [A/A: both as built]' : ''}`,
      price.problem ? null : middle([pairs(price.atOnce)]),
      '≥',
      95,
      '%',
      1,
    );
  }
}
