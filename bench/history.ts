// `npm run bench:history`: the trash and history at size, against real PostgreSQL (DATABASE_URL,
// else a scratch embedded one): restoring a folder of 5,000 cards, a card's history after 1,000 changes, and
// the Activity panel's first page over 100,000 changes. The server is a child process on a fresh database,
// measured over HTTP from this process; the data is made through its API and with SQL (say which, below).
import { hashPassword } from '../server/auth/passwords';
import { openDb } from '../server/db/connection';
import { ensureDatabaseUrl } from '../server/db/embedded/scratch';
import { usersRepo, type UserRow } from '../server/db/repos/users';
import { fillFolder, folderState, trashWholeFolder } from '../server/test/bigFolder';
import { TestClient } from '../server/test/httpClient';
import { createTestDatabase } from '../server/test/testDatabase';
import type { ServerProcess } from '../test/processHarness';
import { startBenchServer } from './benchServer';
import { insertActivity } from './historyRows';
import { target } from './targets';
import { median } from './realtimeStats';
import { machineLine, machineSpeed } from '../scripts/machineSpeed.mjs';

const postgres = await ensureDatabaseUrl();
console.log(`database: ${postgres.description}`);

const FOLDER_CARDS = 5000;
const RESTORE_RUNS = 3;
const CARD_CHANGES = 1000;
const ACTIVITY_CHANGES = 100_000;
const ACTIVITY_CARDS = 2000;
const READ_RUNS = 20;

const progress = (what: string) => process.stderr.write(`  ${what}\n`);
const ms = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');

async function timed<T>(run: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await run();
  return [performance.now() - started, result];
}

/** `runs` timed GETs of `path` after one untimed (the figure is a running server's, not its first call's). */
/** A page as the history routes answer it (docs/api/history.md). */
interface Page {
  entries: unknown[];
  next: number | null;
  people?: unknown[];
}

async function reads(api: TestClient, path: string, check: (body: Page) => boolean, runs = READ_RUNS) {
  const times: number[] = [];
  for (let run = 0; run <= runs; run++) {
    const [took, res] = await timed(() => api.get<Page>(path));
    if (res.status !== 200 || !check(res.body))
      throw new Error(`GET ${path}: ${res.status} ${res.text.slice(0, 300)}`);
    if (run > 0) times.push(took);
  }
  return times;
}

const database = await createTestDatabase();
const db = openDb(database.databaseUrl);
const servers: ServerProcess[] = [];
const machineAtStart = await machineSpeed();
try {
  const app = await startBenchServer(database.databaseUrl);
  servers.push(app);
  const password = 'bench-password';
  const people: UserRow[] = [];
  for (const firstName of ['Olga', 'Theo', 'Ana', 'Ravi', 'Mia'])
    people.push(
      await usersRepo.create(db, {
        email: `${firstName.toLowerCase()}-${Date.now()}@example.test`,
        firstName,
        lastName: 'Bench',
        passwordHash: await hashPassword(password),
      }),
    );
  const owner = people[0]!;
  const api = new TestClient(app.url);
  if ((await api.post('/api/auth/signin', { email: owner.email, password })).status !== 200)
    throw new Error('sign-in failed');
  const client = (await api.post('/api/clients', { name: 'Bench' })).body;
  /** A folder of the owner with projects (prefixes), shared with the other four. */
  async function folder(name: string, prefixes: string[]) {
    const made = (await api.post('/api/projects', { name, clientId: client.id })).body;
    const projects = [];
    for (const prefix of prefixes)
      projects.push((await api.post('/api/projects', { name: prefix, prefix, parentId: made.id })).body);
    await db('folder_shares').insert(
      people.slice(1).map((p) => ({
        folderId: made.id,
        sharedWithEmail: p.email,
        sharedWithUserId: p.id,
        sharedByUserId: owner.id,
        status: 'active',
      })),
    );
    return { id: made.id as number, projects: projects as { id: number; prefix: string }[] };
  }

  // 1. Restore a folder of 5,000 cards: two projects, their use cases, releases, sprints, and four shares.
  progress(`restore: filling a folder with ${FOLDER_CARDS} cards (SQL)`);
  const big = await folder('Restore', ['RES', 'TOR']);
  await fillFolder(db, { projects: big.projects, cards: FOLDER_CARDS });
  const bigProjects = big.projects.map((p) => p.id);
  const restores: number[] = [];
  for (let run = 0; run < RESTORE_RUNS; run++) {
    await trashWholeFolder(db, owner.id, big.id);
    const [took, res] = await timed(() => api.post('/api/trash/restore', { kind: 'folder', ids: [big.id] }));
    if (res.status !== 200) throw new Error(`restore: ${res.status} ${res.text.slice(0, 300)}`);
    const state = await folderState(db, big.id, bigProjects);
    if (state.cardRows !== FOLDER_CARDS || state.trashEntries !== 0)
      throw new Error(`restore left ${JSON.stringify(state)}`);
    restores.push(took);
  }

  // 2. A card's history after 1,000 changes, each a real PATCH (the log append writes its history row).
  progress(`card history: ${CARD_CHANGES} PATCH /api/cards/:id`);
  const busy = await folder('History', ['HIS']);
  const card = (await api.post('/api/cards', { title: 'Busy card', projectId: busy.projects[0]!.id })).body;
  const statuses = ['in-progress', 'ready', 'deployed', 'backlog'];
  const [patching] = await timed(async () => {
    for (let i = 1; i <= CARD_CHANGES; i++) {
      const change = [{ notes: `Note ${i}` }, { title: `Busy card ${i}` }, { status: statuses[i % 4] }][
        i % 3
      ];
      const res = await api.patch(`/api/cards/${card.id}`, change);
      if (res.status !== 200) throw new Error(`PATCH ${i}: ${res.status} ${res.text.slice(0, 300)}`);
    }
  });
  const historyPath = `/api/cards/${card.id}/history`;
  const historyTimes = await reads(api, historyPath, (b) => b.entries.length === 50 && b.next !== null);

  // 3. The Activity panel over 100,000 changes of one project: ~2,000 cards, its use cases and releases, 5 people.
  progress(`activity: ${ACTIVITY_CARDS} cards (SQL), ${ACTIVITY_CHANGES} history rows (SQL)`);
  const busiest = await folder('Activity', ['ACT']);
  const project = busiest.projects[0]!;
  await fillFolder(db, { projects: [project], cards: ACTIVITY_CARDS });
  const [filling, filled] = await timed(() =>
    insertActivity(db, {
      folderId: busiest.id,
      projectId: project.id,
      actorIds: people.map((p) => p.id),
      changes: ACTIVITY_CHANGES,
    }),
  );
  const activity = `/api/projects/${project.id}/activity`;
  const full = (b: Page) => b.entries.length === 50 && b.people?.length === people.length;
  const activityTimes = {
    none: await reads(api, activity, full),
    actor: await reads(api, `${activity}?actor=${people[2]!.id}`, full),
    card: await reads(api, `${activity}?kind=card`, full),
    release: await reads(api, `${activity}?kind=release`, full),
    both: await reads(
      api,
      `${activity}?actor=${people[3]!.id}&kind=category`,
      (b) => b.entries.length === 50,
    ),
  };

  console.log(
    `\nbench:history — PostgreSQL, one node; requests from this process over HTTP, one at a time.` +
      `\n${machineLine(machineAtStart)}`,
  );
  console.log(
    `\nRestore: POST /api/trash/restore {kind: folder}, a folder of ${FOLDER_CARDS} cards in 2 projects (made with SQL,` +
      ` put in the trash with trashFolder before each run): ${ms(restores)} ms.`,
  );
  console.log(
    `Card history: GET ${historyPath}, first page, after ${CARD_CHANGES} changes made through PATCH /api/cards/:id` +
      ` (${(patching / 1000).toFixed(1)} s): ${ms(historyTimes)} ms.`,
  );
  console.log(
    `Activity: GET /api/projects/:id/activity, first page, ${ACTIVITY_CHANGES} history rows inserted with SQL` +
      ` (${filled.cards} of cards over ${ACTIVITY_CARDS} cards, the rest of 3 use cases and 2 releases; 5 people;` +
      ` ${(filling / 1000).toFixed(1)} s).`,
  );
  console.log('\nTargets:');
  target(
    `folder restore, ${FOLDER_CARDS} cards, median of ${RESTORE_RUNS}`,
    median(restores) / 1000,
    '≤',
    2,
    's',
    2,
  );
  target(
    `card history, ${CARD_CHANGES} changes, median of ${READ_RUNS}`,
    median(historyTimes),
    '≤',
    300,
    'ms',
  );
  const filters = {
    none: 'no filter',
    actor: '?actor= (one of 5)',
    card: '?kind=card',
    release: '?kind=release',
    both: '?actor=&kind=category',
  } as const;
  for (const [key, label] of Object.entries(filters))
    target(
      `activity, ${label}, median of ${READ_RUNS}`,
      median(activityTimes[key as keyof typeof filters]),
      '≤',
      200,
      'ms',
    );
} finally {
  for (const server of servers.reverse()) await server.stop().catch(() => undefined);
  await db.destroy();
  await database.drop();
  await postgres.stop();
}
