// The writers of the convergence fuzz (server/realtime/convergence.test.ts): a seeded PRNG, the ids every
// writer knows, and a loop of REST calls that races the other writers for the same few entities.
import { MUTATION_ID_HEADER } from '../../common/events';
import { CHANGE_CAUSE_HEADER } from '../../common/schemas/history';
import type { TestClient } from './httpClient';
import { mulberry32, Rng, type Op, type Pool, type WriterContext } from './convergenceOpKit';
import { sleep } from './waits';

/** What one writer's loop may call. */
export interface WriterReport {
  calls: number;
  byStatus: Record<number, number>;
  /** 5xx answers and requests that threw: each one fails the test. */
  failures: string[];
}

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
  people: readonly TestClient[];
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
    people: options.people,
    async call(method, path, body, { as = options.api, cause } = {}) {
      const headers = {
        [MUTATION_ID_HEADER]: `fuzz-${tag()}`,
        ...(cause ? { [CHANGE_CAUSE_HEADER]: cause } : {}),
      };
      report.calls += 1;
      try {
        const res =
          method === 'delete' ? await as.delete(path, headers) : await as[method](path, body ?? {}, headers);
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
