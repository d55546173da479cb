// The writers of the convergence fuzz (server/realtime/convergence.test.ts): a seeded PRNG, the ids every
// writer knows, and a loop of REST calls that races the other writers for the same few entities.
import { MUTATION_ID_HEADER } from '../../common/events';
import type { TestClient, TestResponse } from './httpClient';
import type { Op } from './convergenceOpKit';

/** mulberry32: tiny and seedable, so a failing seed replays the same choices. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Rng {
  constructor(readonly next: () => number) {}
  int = (below: number) => Math.floor(this.next() * below);
  chance = (p: number) => this.next() < p;
  one = <T>(items: readonly T[]): T | undefined => items[this.int(items.length)];
}

/**
 * The ids all writers share, oldest first. The oldest few are the "hot" set every writer aims at a third
 * of the time, so writes to one entity race each other, its deletes and its container's deletes.
 */
export class Pool {
  cards: number[] = [];
  categories: number[] = [];
  releases: number[] = [];
  /** sprint id → its release */
  sprints = new Map<number, number>();
  /** Cards in another project of the same folder: their events must change nothing on the board. */
  elsewhere: number[] = [];

  static readonly HOT = 3;

  pick(rng: Rng, ids: readonly number[], hot: boolean): number | undefined {
    return rng.one(hot ? ids.slice(0, Pool.HOT) : ids);
  }
  sprintsOf(releaseId: number) {
    return [...this.sprints].filter(([, r]) => r === releaseId).map(([s]) => s);
  }
  forget(kind: 'cards' | 'categories' | 'releases' | 'elsewhere', id: number) {
    this[kind] = this[kind].filter((known) => known !== id);
    if (kind === 'releases') for (const sprint of this.sprintsOf(id)) this.sprints.delete(sprint);
  }
}

/** What one writer's loop may call. */
export interface WriterContext {
  api: TestClient;
  rng: Rng;
  pool: Pool;
  projectId: number;
  otherProjectId: number;
  /** Unique per writer and call: names (use cases must be unique) and mutation ids. */
  tag: () => string;
  /** Every call goes through here: it sends a mutation id and records the outcome. */
  call: (method: Method, path: string, body?: unknown) => Promise<TestResponse>;
}

type Method = 'post' | 'put' | 'patch' | 'delete';

export interface WriterReport {
  calls: number;
  byStatus: Record<number, number>;
  /** 5xx answers and requests that threw: each one fails the test. */
  failures: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A weighted choice of op; an op that cannot run now (returns false) falls back to a card edit. */
function chooseOp(rng: Rng, ops: readonly Op[]): Op {
  const total = ops.reduce((sum, op) => sum + op.weight, 0);
  let roll = rng.next() * total;
  for (const op of ops) if ((roll -= op.weight) < 0) return op;
  return ops[0]!;
}

/** One writer: REST calls back to back until `until`, with at most 2 ms of jitter between them. */
export async function runWriter(options: {
  name: string;
  api: TestClient;
  seed: number;
  pool: Pool;
  projectId: number;
  otherProjectId: number;
  until: number;
  ops: readonly Op[];
}): Promise<WriterReport> {
  const report: WriterReport = { calls: 0, byStatus: {}, failures: [] };
  const rng = new Rng(mulberry32(options.seed));
  let n = 0;
  const tag = () => `${options.name}.${++n}`;
  const ctx: WriterContext = {
    api: options.api,
    rng,
    pool: options.pool,
    projectId: options.projectId,
    otherProjectId: options.otherProjectId,
    tag,
    async call(method, path, body) {
      const headers = { [MUTATION_ID_HEADER]: `fuzz-${tag()}` };
      report.calls += 1;
      try {
        const res =
          method === 'delete'
            ? await options.api.delete(path, headers)
            : await options.api[method](path, body ?? {}, headers);
        report.byStatus[res.status] = (report.byStatus[res.status] ?? 0) + 1;
        if (res.status >= 500)
          report.failures.push(
            `${method.toUpperCase()} ${path} ${JSON.stringify(body)} → ${res.status} ${res.text}`,
          );
        return res;
      } catch (error) {
        report.failures.push(`${method.toUpperCase()} ${path} threw ${String(error)}`);
        return { status: 0, headers: new Headers(), body: null, text: '' };
      }
    },
  };
  const { ops } = options;
  while (Date.now() < options.until) {
    const op = chooseOp(rng, ops);
    if (!(await op.run(ctx, rng.chance(1 / 3)))) await ops[0]!.run(ctx, false);
    const jitter = rng.int(3);
    if (jitter) await sleep(jitter);
  }
  return report;
}
