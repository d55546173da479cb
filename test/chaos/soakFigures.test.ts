// The soak's judging rules on made-up runs: a flat run passes, and each kind of trouble a soak is there to
// catch (memory growth, fan-out drift, connections growing, an error anywhere) fails its own check only.
import { describe, expect, test } from 'vitest';
import { FanOutRecorder } from '../../chaos/harness/fanOut';
import type { ProbeSample } from '../../chaos/harness/probe';
import type { Outcome } from '../../chaos/harness/writers';
import { failures } from '../../chaos/report';
import { SOAK_CHECKS, soakResult, type SoakPlan, type SoakRun } from '../../chaos/scenarios/soakFigures';

const T0 = 1_000_000;
const plan: SoakPlan = {
  durationMs: 120_000,
  sockets: 2,
  mirrors: 0,
  writers: 1,
  pauseMs: 0,
  warmUpMs: 30_000,
  windowMs: 30_000,
  sampleEveryMs: 5000,
  focusEveryMs: 1000,
  churnEveryMs: 0,
};
const MB = 2 ** 20;
const every = <T>(stepMs: number, make: (atMs: number) => T) =>
  Array.from({ length: plan.durationMs / stepMs + 1 }, (_, i) => make(i * stepMs));

interface Shape {
  rssMb?: (atMs: number) => number;
  keptHeapMb?: (atMs: number) => number;
  latencyMs?: (atMs: number) => number;
  connections?: (atMs: number) => number;
  outcome?: (atMs: number) => Partial<Outcome>;
  serverErrors?: string[];
}

/** A run of one write a second, each heard by two sockets, with memory, latency and connections as shaped. */
function run(shape: Shape = {}): SoakRun {
  const fanOut = new FanOutRecorder();
  const outcomes: Outcome[] = every(1000, (atMs) => ({
    writer: 0,
    kind: 'move' as const,
    mutationId: `m${atMs}`,
    sentAt: T0 + atMs,
    answeredAt: T0 + atMs + 5,
    status: 200,
    ...shape.outcome?.(atMs),
  }));
  for (const o of outcomes)
    for (let socket = 0; socket < 2; socket++)
      fanOut.record(o.mutationId, o.sentAt + (shape.latencyMs?.(o.sentAt - T0) ?? 10));
  const probe: ProbeSample[] = every(plan.sampleEveryMs, (atMs) => ({
    pid: 1,
    at: T0 + atMs,
    rss: (shape.rssMb?.(atMs) ?? 200) * MB,
    heapUsed: 40 * MB,
    heapAfterFullGc: (shape.keptHeapMb?.(atMs) ?? 30) * MB,
    external: 0,
    loopP50: 1,
    loopP99: 5,
    loopMax: 9,
    loopCount: 500,
    resources: 100,
  }));
  return {
    startedAt: T0,
    endedAt: T0 + plan.durationMs,
    outcomes,
    fanOut,
    probe,
    connections: every(plan.sampleEveryMs, (atMs) => ({
      at: T0 + atMs,
      total: shape.connections?.(atMs) ?? 4,
      idleInTransaction: 0,
    })),
    samplerProblems: [],
    crowd: {
      problems: [],
      counts: { focuses: 0, reconnects: 0, switches: 0, presenceHeard: 0 },
      stop: async () => undefined,
    },
    mirrors: [],
    settleProblems: [],
    ackProblems: [],
    log: { warnings: [], errors: shape.serverErrors ?? [] },
  };
}

const failedLabels = (shape: Shape) =>
  soakResult(plan, run(shape))
    .checks.filter((c) => !c.ok)
    .map((c) => c.label);

describe('soak checks', () => {
  test('a flat run passes every check', () => {
    expect(failures(soakResult(plan, run()))).toEqual([]);
  });

  test('RSS growing 15 % after warm-up fails the memory check; a warm-up climb does not', () => {
    expect(
      failedLabels({ rssMb: (at) => (at < 30_000 ? 150 : 200 + (30 * (at - 30_000)) / 90_000) }),
    ).toEqual([expect.stringMatching(/^RSS growth/)]);
    expect(failedLabels({ rssMb: (at) => (at < 30_000 ? 100 + at / 300 : 200) })).toEqual([]);
  });

  test('the heap kept after full GC doubling fails the kept-heap check, even with RSS flat', () => {
    expect(failedLabels({ keptHeapMb: (at) => 30 + (30 * at) / plan.durationMs })).toEqual([
      expect.stringMatching(/^heap kept after full GC/),
    ]);
  });

  test('fan-out p99 tripling by the last window is drift; the same latency throughout is not', () => {
    expect(failedLabels({ latencyMs: (at) => (at > 90_000 ? 80 : 20) })).toEqual([
      expect.stringMatching(/^fan-out p99 no drift/),
    ]);
    expect(failedLabels({ latencyMs: () => 80 })).toEqual([]);
  });

  test('connections growing in the second half are not stable; the pool draining after the start is', () => {
    expect(failedLabels({ connections: (at) => (at > 90_000 ? 8 : 4) })).toEqual([
      SOAK_CHECKS.connectionsStable,
    ]);
    expect(failedLabels({ connections: (at) => (at < 40_000 ? 9 : 3) })).toEqual([]);
    expect(failedLabels({ connections: () => 11 })).toEqual([SOAK_CHECKS.connectionsBounded]);
  });

  test('a failed request or an error in the server log is an error, listed', () => {
    const result = soakResult(
      plan,
      run({ outcome: (at) => (at === 60_000 ? { status: 500 } : {}), serverErrors: ['request'] }),
    );
    expect(failures(result)).toEqual([`${SOAK_CHECKS.errors}: move m60000: 500; server error: request`]);
  });
});
