// A restore is all or nothing across a crash: a folder of 5,000 cards in the trash, its restore sent
// to a real Cardplan process (chaos/harness/nodes.ts) that is killed with SIGKILL while the restore runs.
// Afterwards either everything came back (the folder, its projects, all the cards, no trash entry) or nothing
// did (no folder, project or card row; the trash entry whole, all 5,000 cards in its rows, and restorable
// through the next process). This fails if a restore is split over transactions: the trash entry taken in one
// and the rows put back in another, or the tables put back one transaction each, leave a killed restore with
// the entry gone and nothing back, or with the projects back and no cards; and it fails if a restore committed
// before its rows were all written (tried: a COMMIT between taking the entry and putting the rows back fails
// the first round, the entry gone and nothing back). The rounds held at an INSERT (by a table lock this test
// takes) are killed there every time, whatever the machine's speed; the others kill where polling finds it.
import http from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newSessionSecret, startNode, type CardplanNode } from '../chaos/harness/nodes';
import { expectStatus, makeTeam, type Team } from '../chaos/harness/team';
import { openDb, type Db } from '../server/db/connection';
import { fillFolder, folderState, trashWholeFolder, type FolderState } from '../server/test/bigFolder';
import type { TestClient } from '../server/test/httpClient';
import { createTestDatabase, type TestDatabase } from '../server/test/testDatabase';

const CARDS = 5000;
/** This test's own connections, told apart from the node's in pg_stat_activity. */
const OURS = 'restore-restart-test';

/** Where each round kills the node: a statement of the restore seen running (or held), or a moment. */
const ROUNDS: { name: string; statement?: string; hold?: 'projects' | 'cards'; afterWrittenMs?: number }[] = [
  {
    name: 'held at INSERT INTO projects (entry taken, nothing back)',
    statement: 'INSERT INTO projects%',
    hold: 'projects',
  },
  {
    name: 'held at INSERT INTO cards (projects, use cases back)',
    statement: 'INSERT INTO cards%',
    hold: 'cards',
  },
  { name: 'while INSERT INTO cards runs', statement: 'INSERT INTO cards%' },
  { name: 'right after the request is written', afterWrittenMs: 0 },
  { name: '50 ms after the request is written', afterWrittenMs: 50 },
  { name: 'while the log append runs', statement: 'WITH counter AS%' },
];

let database: TestDatabase;
let db: Db;
let watcher: pg.Client;
let node: CardplanNode | undefined;
let team: Team;
let ownerId: string;
let projectIds: number[];
const sessionSecret = newSessionSecret();

const withName = (url: string) => `${url}${url.includes('?') ? '&' : '?'}application_name=${OURS}`;
const start = () => startNode({ databaseUrl: database.databaseUrl, sessionSecret });

beforeAll(async () => {
  database = await createTestDatabase();
  node = await start();
  team = await makeTeam(node.url, 'Restart');
  const second = await expectStatus(
    team.owner.post('/api/projects', { name: 'Web', prefix: 'WEB', parentId: team.folderId }),
    201,
    'second project',
  );
  projectIds = [team.projectId, second.id];
  db = openDb(withName(database.databaseUrl));
  watcher = new pg.Client({ connectionString: withName(database.databaseUrl) });
  await watcher.connect();
  ownerId = (await db('projects').where({ id: team.folderId }).first('ownerId')).ownerId;
  const prefixes = await db('projects').whereIn('id', projectIds).orderBy('id').pluck('prefix');
  await fillFolder(db, { projects: projectIds.map((id, i) => ({ id, prefix: prefixes[i]! })), cards: CARDS });
}, 180_000);

afterAll(async () => {
  await node?.kill();
  await node?.stop();
  await watcher?.end();
  await db?.destroy();
  await database?.drop();
});

/** The restore, sent raw: `written` once the request is on the wire, `answer` the status (or the error). */
function sendRestore(url: string, browser: TestClient) {
  const body = JSON.stringify({ kind: 'folder', ids: [team.folderId] });
  let written!: () => void;
  const onWire = new Promise<void>((resolve) => (written = resolve));
  const answer = new Promise<number | string>((resolve) => {
    const req = http.request(`${url}/api/trash/restore`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: url, Cookie: browser.cookieHeader },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', (error) => resolve(error.message));
    req.end(body, written);
  });
  return { written: onWire, answer };
}

/** Polls until one of the node's backends runs `statement` (waiting on a lock when `waiting`). */
async function seen(statement: string, waiting: boolean, give: Promise<unknown>): Promise<boolean> {
  let answered = false;
  void give.then(() => (answered = true));
  while (!answered) {
    const { rows } = await watcher.query(
      `SELECT 1 FROM pg_stat_activity
        WHERE datname = current_database() AND application_name <> $1 AND state = 'active'
          AND query LIKE $2 AND ($3::boolean IS FALSE OR wait_event_type = 'Lock')`,
      [OURS, statement, waiting],
    );
    if (rows.length) return true;
  }
  return false;
}

/** Waits until the killed node's backends are gone: the one running the restore ends its transaction then. */
async function backendsGone() {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    const { rows } = await watcher.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND application_name <> $1 AND backend_type = 'client backend'`,
      [OURS],
    );
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the killed node’s backends are still there after 60 s');
}

const ALL: Partial<FolderState> = { folderRows: 1, projectRows: 2, cardRows: CARDS, trashEntries: 0 };
const NOTHING: Partial<FolderState> = {
  folderRows: 0,
  projectRows: 0,
  cardRows: 0,
  trashEntries: 1,
  cardsInTrash: CARDS,
  projectsInTrash: 3,
};
const matches = (state: FolderState, want: Partial<FolderState>) =>
  Object.entries(want).every(([key, value]) => state[key as keyof FolderState] === value);

it('brings a killed restore of a 5,000-card folder back whole or not at all', async () => {
  const outcomes: string[] = [];
  for (const round of ROUNDS) {
    await trashWholeFolder(db, ownerId, team.folderId);
    const browser = await team.signIn(node!.url);
    const locker = round.hold ? new pg.Client({ connectionString: withName(database.databaseUrl) }) : null;
    if (locker) {
      await locker.connect();
      // An INSERT takes ROW EXCLUSIVE, which SHARE blocks: the restore waits there, mid-transaction.
      await locker.query(`BEGIN; LOCK TABLE ${round.hold} IN SHARE MODE`);
    }
    const { written, answer } = sendRestore(node!.url, browser);
    await written;
    const caught = round.statement ? await seen(round.statement, Boolean(round.hold), answer) : true;
    if (round.afterWrittenMs) await new Promise((resolve) => setTimeout(resolve, round.afterWrittenMs));
    await node!.kill();
    await node!.stop();
    node = undefined;
    if (locker) {
      await locker.query('ROLLBACK');
      await locker.end();
    }
    const answered = await answer;
    await backendsGone();
    const state = await folderState(db, team.folderId, projectIds);
    const came = matches(state, ALL) ? 'everything' : matches(state, NOTHING) ? 'nothing' : 'neither';
    outcomes.push(
      `${round.name}: ${caught ? 'killed' : 'not caught, killed after the answer'}` +
        ` (${answered}) → ${came === 'neither' ? `neither everything nor nothing: ${JSON.stringify(state)}` : `${came} came back`}`,
    );
    expect(came, outcomes.at(-1)).not.toBe('neither');
    if (answered === 200) expect(came, outcomes.at(-1)).toBe('everything');
    if (round.hold) expect(came, outcomes.at(-1)).toBe('nothing');

    node = await start();
    if (came === 'nothing') {
      // The entry left behind is whole: the next process restores it.
      const again = await team.signIn(node.url);
      await expectStatus(
        again.post('/api/trash/restore', { kind: 'folder', ids: [team.folderId] }),
        200,
        'restore after the restart',
      );
      expect(await folderState(db, team.folderId, projectIds)).toMatchObject(ALL);
    }
  }
  console.log(`[restore restart]\n  ${outcomes.join('\n  ')}`);
}, 900_000);
