// The soak's figures and checks from what one run recorded: errors of every kind, memory after warm-up vs at
// the end, event-loop delay, fan-out and PostgreSQL connections per window after warm-up. The rules are
// stated in SOAK_RULES (and docs/testing.md) so a pass means the same thing on every run.
import type { LiveMirror } from '../../server/test/liveProject';
import { check, ms, percentile, type ScenarioResult } from '../report';
import type { FanOutRecorder } from '../harness/fanOut';
import type { PresenceCrowd } from '../harness/presenceCrowd';
import type { ProbeSample } from '../harness/probe';
import type { ConnectionSample, LoggedTrouble } from '../harness/samplers';
import { acknowledged, type Outcome } from '../harness/writers';

export interface SoakPlan {
  durationMs: number;
  sockets: number;
  mirrors: number;
  writers: number;
  pauseMs: number;
  warmUpMs: number;
  windowMs: number;
  sampleEveryMs: number;
  focusEveryMs: number;
  churnEveryMs: number;
}

export interface SoakRun {
  startedAt: number;
  endedAt: number;
  outcomes: readonly Outcome[];
  fanOut: FanOutRecorder;
  probe: readonly ProbeSample[];
  connections: readonly ConnectionSample[];
  samplerProblems: readonly string[];
  crowd: PresenceCrowd;
  mirrors: readonly LiveMirror[];
  settleProblems: readonly string[];
  ackProblems: readonly string[];
  log: LoggedTrouble;
}

const SOAK_RULES = {
  /** RSS at the end (median of its last samples) over RSS right after warm-up (median of its first). */
  maxRssGrowth: 0.1,
  /**
   * The heap kept after the last full GC over the one kept after the first full GC after warm-up. Far more
   * sensitive than RSS (a planted 20 KB-per-request leak moved RSS 8.6 % in 3 minutes and this 300 %), but it
   * also grows as V8 compiles more code: 5 MB (+19 %) in a clean 10-minute run.
   */
  maxKeptHeapGrowth: 0.5,
  /** The worst probe interval's p99 after warm-up: an upper bound of the whole period's p99. */
  maxLoopP99Ms: 100,
  /** No drift: the last window's fan-out p99 ≤ factor × the first window's + slack (for scheduling noise). */
  driftFactor: 2,
  driftSlackMs: 25,
  /**
   * The node's pool (server/db/connection.ts). Stable: no window of the second half peaks more than `growth`
   * above the first half's peak. Not max − min: the pool (min 0, 30 s idle timeout) still holds what the
   * sockets' connect burst opened early on and lets it go, which is a drop, not instability; a leak grows.
   */
  poolMax: 10,
  connectionGrowth: 2,
};

/** The labels of the checks that judge behaviour rather than a figure (what the short soak in npm test asserts). */
export const SOAK_CHECKS = {
  errors: '0 errors',
  connectionsBounded: `PostgreSQL connections ≤ ${SOAK_RULES.poolMax} (the node's pool)`,
  connectionsStable: `PostgreSQL connections stable (second-half peak ≤ first-half peak + ${SOAK_RULES.connectionGrowth})`,
  mirrors: 'mirrors equal a fresh load',
  acknowledged: 'acknowledged writes present',
};

const mb = (bytes: number) => bytes / 2 ** 20;
const median = (values: number[]) => percentile(values, 50);

/** Everything that went wrong, one line each: none is expected. */
function errorsOf(run: SoakRun): string[] {
  const rest = run.outcomes
    .filter((o) => !acknowledged(o))
    .map((o) => `${o.kind} ${o.mutationId}: ${o.status}`);
  const mirrors = run.mirrors.flatMap((mirror, i) => [
    ...mirror.errors.map((error) => `mirror ${i}: ${String(error)}`),
    ...(mirror.reconnects ? [`mirror ${i} lost its connection ${mirror.reconnects} time(s)`] : []),
  ]);
  const log = [
    ...run.log.errors.map((line) => `server error: ${line}`),
    ...run.log.warnings.map((line) => `server warning: ${line}`),
  ];
  return [...rest, ...run.crowd.problems, ...mirrors, ...log, ...run.samplerProblems];
}

export function soakResult(plan: SoakPlan, run: SoakRun): ScenarioResult {
  const { startedAt, endedAt } = run;
  const warmEnd = startedAt + plan.warmUpMs;
  const measuredMs = endedAt - warmEnd;
  const count = Math.max(1, Math.round(measuredMs / plan.windowMs));
  const windowLength = measuredMs / count;
  const windowOf = (at: number) => Math.min(count - 1, Math.floor((at - warmEnd) / windowLength));
  const perWindow = <T>(items: readonly T[], at: (item: T) => number) => {
    const buckets = Array.from({ length: count }, () => [] as T[]);
    for (const item of items)
      if (at(item) >= warmEnd && at(item) <= endedAt) buckets[windowOf(at(item))]!.push(item);
    return buckets;
  };

  const errors = errorsOf(run);
  const requests = run.outcomes.length;
  const rate = requests / ((endedAt - startedAt) / 1000);

  // Memory: medians over a span right after warm-up and at the end (one sample is one GC's luck).
  const span = Math.max(3 * plan.sampleEveryMs, Math.min(30_000, measuredMs / 4));
  const early = run.probe.filter((s) => s.at >= warmEnd && s.at <= warmEnd + span);
  const late = run.probe.filter((s) => s.at >= endedAt - span && s.at <= endedAt);
  const rssStart = median(early.map((s) => s.rss));
  const rssEnd = median(late.map((s) => s.rss));
  const growth = (rssEnd - rssStart) / rssStart;
  const heapMedians = `${mb(median(early.map((s) => s.heapUsed))).toFixed(0)} → ${mb(median(late.map((s) => s.heapUsed))).toFixed(0)} MB`;
  // The first full GC's result after warm-up and the last one's: GC's sawtooth taken out.
  const afterGc = run.probe.filter((s) => s.at >= warmEnd && s.at <= endedAt && s.heapAfterFullGc !== null);
  const keptStart = afterGc[0]?.heapAfterFullGc ?? NaN;
  const keptEnd = afterGc.at(-1)?.heapAfterFullGc ?? NaN;
  const keptGrowth = (keptEnd - keptStart) / keptStart;
  const heapKept = afterGc.length
    ? `${mb(keptStart).toFixed(1)} → ${mb(keptEnd).toFixed(1)} MB (${(keptGrowth * 100).toFixed(1)} %)`
    : 'no full GC seen';
  const resources = `${median(early.map((s) => s.resources))} → ${median(late.map((s) => s.resources))}`;

  // A probe line covers the interval before it: only those wholly after warm-up.
  const loopWindows = perWindow(
    run.probe.filter((s) => s.at - plan.sampleEveryMs >= warmEnd),
    (s) => s.at,
  ).map((samples) => Math.max(...samples.map((s) => s.loopP99)));
  const loopP99 = Math.max(...loopWindows.filter(Number.isFinite));

  const fan = run.fanOut.windows(
    run.outcomes.filter((o) => o.sentAt >= warmEnd),
    warmEnd,
    endedAt,
    count,
  );
  const firstP99 = fan[0]!.p99;
  const lastP99 = fan.at(-1)!.p99;
  const drifted = !(lastP99 <= SOAK_RULES.driftFactor * firstP99 + SOAK_RULES.driftSlackMs);

  const connectionWindows = perWindow(run.connections, (s) => s.at).map((samples) =>
    Math.max(...samples.map((s) => s.total)),
  );
  const seen = connectionWindows.filter(Number.isFinite);
  const half = Math.ceil(seen.length / 2);
  const connectionGrowth = Math.max(...seen.slice(half)) - Math.max(...seen.slice(0, half));
  const idleInTransaction = Math.max(0, ...run.connections.map((s) => s.idleInTransaction));

  const windowLabel = `${Math.round(windowLength / 1000)}-s window`;
  const list = (values: number[]) => values.map((v) => (Number.isFinite(v) ? Math.round(v) : '–')).join(', ');
  const { focuses, reconnects, switches, presenceHeard } = run.crowd.counts;
  const replayed = run.mirrors.reduce((sum, m) => sum + m.replayed, 0);
  return {
    scenario: 'soak',
    figures: [
      [
        'load',
        `${(plan.durationMs / 60_000).toFixed(1)} min, ${plan.sockets} sockets (${plan.mirrors} mirrors), ${requests} requests at ${rate.toFixed(1)}/s`,
      ],
      ['errors', String(errors.length)],
      [
        'RSS after warm-up → end',
        `${mb(rssStart).toFixed(0)} → ${mb(rssEnd).toFixed(0)} MB (${(growth * 100).toFixed(1)} %)`,
      ],
      ['heap used (median)', heapMedians],
      ['heap after full GC', heapKept],
      ['active resources', resources],
      ['event-loop delay p99', `${ms(loopP99)} (per ${windowLabel}: ${list(loopWindows)} ms)`],
      [
        'fan-out p50/p99 per window',
        `${fan.map((w) => `${Math.round(w.p50)}/${Math.round(w.p99)}`).join(', ')} ms`,
      ],
      [
        'PostgreSQL connections (max per window)',
        `${list(connectionWindows)}; idle in transaction at most ${idleInTransaction}`,
      ],
      [
        'presence',
        `${focuses} focus changes, ${presenceHeard} messages heard, ${reconnects} reconnects, ${switches} project switches`,
      ],
      ['mirror replays', `${replayed} events`],
    ],
    checks: [
      check(SOAK_CHECKS.errors, errors.length === 0, errors),
      check(
        `RSS growth after warm-up < ${SOAK_RULES.maxRssGrowth * 100} %`,
        growth < SOAK_RULES.maxRssGrowth,
        [`${mb(rssStart).toFixed(1)} → ${mb(rssEnd).toFixed(1)} MB`],
      ),
      check(
        `heap kept after full GC grows < ${SOAK_RULES.maxKeptHeapGrowth * 100} % after warm-up`,
        !(keptGrowth >= SOAK_RULES.maxKeptHeapGrowth),
        [heapKept],
      ),
      check(`event-loop delay p99 < ${SOAK_RULES.maxLoopP99Ms} ms`, loopP99 < SOAK_RULES.maxLoopP99Ms, [
        `worst interval ${ms(loopP99)}`,
      ]),
      check(
        `fan-out p99 no drift (last window ≤ ${SOAK_RULES.driftFactor} × first + ${SOAK_RULES.driftSlackMs} ms)`,
        !drifted && fan.every((w) => w.changes > 0),
        [
          `first ${ms(firstP99)}, last ${ms(lastP99)}`,
          ...fan.filter((w) => !w.changes).map((w) => `no change heard in window at ${w.fromMs} ms`),
        ],
      ),
      check(SOAK_CHECKS.connectionsBounded, seen.length > 0 && Math.max(...seen) <= SOAK_RULES.poolMax, [
        `per window ${list(connectionWindows)}`,
      ]),
      check(SOAK_CHECKS.connectionsStable, !(connectionGrowth > SOAK_RULES.connectionGrowth), [
        `per window ${list(connectionWindows)}`,
      ]),
      check(SOAK_CHECKS.mirrors, run.settleProblems.length === 0, run.settleProblems),
      check(SOAK_CHECKS.acknowledged, run.ackProblems.length === 0, run.ackProblems),
    ],
  };
}
