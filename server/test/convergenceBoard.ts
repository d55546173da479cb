// The board the convergence fuzz plays on: a shared folder, its people, some planning to aim at, the
// listeners, and one round (writers race, then every listener must equal the database).
import { folderSeq } from './folderSeq';
import { runWriter, type WriterReport } from './convergenceFuzz';
import { type Op, Pool } from './convergenceOpKit';
import { describeDifference, differences, tally, versionProblems, type Difference } from './convergenceCheck';
import { DocsApplier } from './docsApplier';
import type { TestClient } from './httpClient';
import { LiveMirror } from './liveProject';
import { fetchProject, type ProjectModel } from './projectModel';
import type { liveTestServer } from './liveTestServer';
import { makeProject, makeWorkspace, type Workspace } from './workspace';
import type { ChangeEvent } from '../../common/events';

type World = ReturnType<typeof liveTestServer>;

interface Listener {
  name: string;
  model(): ProjectModel;
  applied(): readonly ChangeEvent[];
  reach(seq: number): Promise<void>;
  close(): void;
}

export interface Board {
  ws: Workspace;
  otherProjectId: number;
  /** The owner first, then the recipients: each writes through their own session. */
  people: TestClient[];
  pool: Pool;
  listeners: Listener[];
}

async function ok(request: Promise<{ status: number; body: any; text: string }>) {
  const res = await request;
  if (res.status >= 300) throw new Error(`board setup: ${res.status} ${res.text}`);
  return res.body;
}

/** A folder shared with `recipients` people, with use cases, releases, sprints and cards in its project. */
export async function makeBoard(world: World, recipients: number): Promise<Board> {
  const ws = await makeWorkspace(world.server);
  const api = ws.owner.client;
  const otherProjectId = (await makeProject(api, ws.folderId, 'OTH', 'Other')).id;
  const people = [api];
  for (let i = 0; i < recipients; i += 1) people.push((await world.recipientOf(ws)).client);
  const pool = new Pool();
  const projectId = ws.projectId;
  for (const name of ['Search', 'Checkout', 'Profile'])
    pool.categories.push((await ok(api.post('/api/categories', { name, projectId }))).id);
  for (const name of ['R1', 'R2']) {
    const release = await ok(api.post('/api/releases', { name, projectId }));
    pool.releases.push(release.id);
    const sprint = await ok(api.post(`/api/releases/${release.id}/sprints`, { name: `${name} S1` }));
    pool.sprints.set(sprint.id, release.id);
  }
  const titles = Array.from({ length: 12 }, (_, i) => `seed ${i + 1}`);
  pool.cards.push(
    ...(await ok(api.post('/api/cards/bulk', { projectId, titles }))).cards.map((c: any) => c.id),
  );
  return { ws, otherProjectId, people, pool, listeners: [] };
}

/** Listeners through the project's reconcile (LiveMirror) and by the documented rules (DocsApplier). */
export async function listen(world: World, board: Board, mirrors: number, appliers: number) {
  const { url } = world.server;
  const person = (i: number) => board.people[i % board.people.length]!;
  for (let i = 0; i < mirrors; i += 1) {
    const mirror = await LiveMirror.open(url, person(i), board.ws.projectId);
    board.listeners.push({
      name: `reconcile-mirror-${i + 1}`,
      model: () => mirror.model,
      applied: () => mirror.applied,
      reach: (seq) => mirror.reach(seq, 15_000),
      close: () => mirror.close(),
    });
  }
  for (let i = 0; i < appliers; i += 1) {
    const applier = await DocsApplier.open(url, person(mirrors + i), board.ws.projectId);
    board.listeners.push({
      name: `docs-applier-${i + 1}`,
      model: () => applier.model,
      applied: () => applier.applied,
      reach: (seq) => applier.reach(seq),
      close: () => applier.close(),
    });
  }
}

export interface RoundResult {
  reports: WriterReport[];
  differences: Difference[];
  /** Version problems, stuck listeners and failed writes: anything but field differences. */
  problems: string[];
  seq: number;
}

/** One round: `writers` people write for `seconds`, then every listener catches up and is compared. */
export async function playRound(
  world: World,
  board: Board,
  options: { seed: number; seconds: number; writers: number; ops: readonly Op[]; checkedFrom: number[] },
): Promise<RoundResult> {
  const until = Date.now() + options.seconds * 1000;
  const reports = await Promise.all(
    Array.from({ length: options.writers }, (_, i) =>
      runWriter({
        name: `w${i + 1}s${options.seed}`,
        api: board.people[i % board.people.length]!,
        people: board.people,
        seed: options.seed * 31 + i,
        pool: board.pool,
        projectId: board.ws.projectId,
        otherProjectId: board.otherProjectId,
        until,
        ops: options.ops,
      }),
    ),
  );
  const problems = reports.flatMap((r) => r.failures.map((f) => `5xx or error: ${f}`));
  const seq = await folderSeq(world.server.db, board.ws.folderId);
  const found: Difference[] = [];
  for (const listener of board.listeners)
    await listener.reach(seq).catch((error) => problems.push(`${listener.name}: ${String(error)}`));
  const database = await fetchProject(board.people[0]!, board.ws.projectId);
  board.listeners.forEach((listener, i) => {
    found.push(...differences(listener.name, listener.model(), database));
    const events = listener.applied();
    problems.push(...versionProblems(listener.name, events.slice(options.checkedFrom[i] ?? 0)));
    options.checkedFrom[i] = events.length;
  });
  return { reports, differences: found, problems, seq };
}

/** The failure message: the seed to replay it, a tally, then the first differences and problems. */
export function explain(seed: number, round: number, result: RoundResult, limit = 25): string {
  const calls = result.reports.reduce((sum, r) => sum + r.calls, 0);
  const statuses: Record<number, number> = {};
  for (const r of result.reports)
    for (const [status, count] of Object.entries(r.byStatus))
      statuses[+status] = (statuses[+status] ?? 0) + count;
  const lines = [
    `not converged: CONVERGENCE_SEED=${seed} (round ${round}, folder seq ${result.seq}, ${calls} calls ${JSON.stringify(statuses)})`,
    ...tally(result.differences),
    ...(result.problems.length ? [`${result.problems.length} other problems`] : []),
    ...result.differences.slice(0, limit).map(describeDifference),
    ...result.problems.slice(0, limit),
  ];
  return lines.join('\n');
}
