// The query budget's rows for the workspace routes: each route's usual successful call as its owner, the
// statements it may send, and its kind (whose ceiling the table must respect). Account routes are in
// queryBudgetAccountRows.ts; the test runs both.
import { signedInUser, type TestUser } from './factories';
import type { TestClient } from './httpClient';
import { fixtures, type Actors } from './permissionFixtures';
import { rows as matrixRows, type Fixtures } from './permissionRows';
import { planning } from './cards';
import { importLines } from './importRequests';
import type { TestServer } from './testServer';
import { insertCards, makeWorkspace, type Workspace } from './workspace';

/**
 * read: session, the target loaded with the caller's role, the data. cardWrite: one card created, changed,
 * ranked or deleted, BEGIN and COMMIT included. write: any other single-thing write. account: sign-up,
 * sign-in, e-mailed links, sign-out, the admin's user management.
 */
export type Kind = 'read' | 'cardWrite' | 'write' | 'account';

/** What each kind may send at most (docs/architecture.md "Every request does its work once"); a row's budget may not be above it. */
export const KIND_CEILING: Partial<Record<Kind, number>> = { read: 3, cardWrite: 6 };

export interface BudgetWorld {
  server: TestServer;
  ws: Workspace;
  actors: Actors;
  f: Fixtures;
  admin: TestUser & { client: TestClient };
}

interface BudgetRequest {
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Who sends it (default: the workspace's owner). */
  as?: TestClient;
}

export interface BudgetRow {
  /** "METHOD /path" as the router declares it, then an optional "(variant)". */
  call: string;
  kind: Kind;
  /** Most statements the call may send. */
  budget: number;
  /** The status of the successful call (a row cannot pass by failing early). */
  status: number;
  /** Builds the request against fresh rows, users or tokens: every call may be measured more than once. */
  request: (world: BudgetWorld) => Promise<BudgetRequest>;
}

/**
 * A real workspace as its owner sees it: a client, a folder and a project with a few cards, use cases,
 * and releases with sprints (the matrix's fixtures add their own rows to it as rows run).
 */
export async function budgetWorld(server: TestServer): Promise<BudgetWorld> {
  const ws = await makeWorkspace(server, 'PRM');
  const actors = {
    ownerId: ws.owner.user.id,
    clientId: ws.clientId,
    folderId: ws.folderId,
    projectId: ws.projectId,
  };
  await insertCards(server, ws.projectId, ws.prefix, 8);
  await planning(server, ws.projectId);
  await planning(server, ws.projectId);
  const admin = await signedInUser(server, { accessLevel: 'admin' });
  return { server, ws, actors, f: fixtures(server, actors), admin };
}

/** The permission matrix's request for `call`, as the owner sends it, and the status the owner gets. */
function matrix(call: string, kind: Kind, budget: number): BudgetRow {
  const row = matrixRows.find((r) => r.call === call);
  if (!row) throw new Error(`no permission-matrix row "${call}"`);
  return { call, kind, budget, status: row.owner, request: (world) => row.request(world.f, world.actors) };
}

const get = (call: string, budget: number, path: string): BudgetRow => ({
  call,
  kind: 'read',
  budget,
  status: 200,
  request: async () => ({ path }),
});

/** A change to a fresh card of the project with `body`. */
const cardEdit = (call: string, body: object): BudgetRow => ({
  call,
  kind: 'cardWrite',
  budget: 6,
  status: 200,
  request: async ({ f }) => ({ path: `/api/cards/${(await f.card()).id}`, body }),
});

/**
 * Budgets: reads and single-card writes at their kind's ceiling, even where a route sends more today (those
 * rows fail until it gets cheaper). Other writes: 6 where they fit, else what they send today;
 * lower a budget when its route gets cheaper, never raise one to let a change through.
 */
export const workspaceRows: BudgetRow[] = [
  // A load balancer's probe: no cookie, no session, one ping.
  {
    call: 'GET /healthz',
    kind: 'read',
    budget: 1,
    status: 200,
    request: async ({ server }) => ({ path: '/healthz', as: server.client() }),
  },

  get('GET /api/clients', 3, '/api/clients'),
  get('GET /api/client-project-counts', 3, '/api/client-project-counts'),
  matrix('GET /api/clients/:id/projects', 'read', 3),
  {
    call: 'POST /api/clients',
    kind: 'write',
    budget: 4,
    status: 201,
    request: async () => ({ path: '/api/clients', body: { name: `Client ${Math.random()}` } }),
  },
  matrix('PUT /api/clients/:id', 'write', 6),
  matrix('DELETE /api/clients/:id', 'write', 6),

  get('GET /api/projects', 3, '/api/projects'),
  get('GET /api/card-counts', 3, '/api/card-counts'),
  matrix('GET /api/projects/:id', 'read', 3),
  matrix('GET /api/projects/:id/data', 'read', 2),
  matrix('GET /api/projects/:id/cards', 'read', 3),
  matrix('GET /api/projects/:id/categories', 'read', 3),
  matrix('GET /api/projects/:id/releases', 'read', 3),
  // +1: who sees the folder, read in the transaction, to tell them their lists changed (docs/realtime.md
  // "access"). A new folder has only its owner and reads nothing.
  matrix('POST /api/projects (in folder)', 'write', 7),
  matrix('POST /api/projects (folder in client)', 'write', 6),
  matrix('PUT /api/projects/:id', 'write', 7),
  matrix('DELETE /api/projects/:id', 'write', 6),

  matrix('POST /api/folders/:id/share', 'write', 8),
  matrix('GET /api/folders/:id/shares', 'read', 3),
  matrix('DELETE /api/folder-shares/:id', 'write', 6),
  get('GET /api/folder-share-counts', 3, '/api/folder-share-counts'),

  matrix('POST /api/categories', 'write', 6),
  matrix('PUT /api/categories/:id', 'write', 6),
  matrix('DELETE /api/categories/:id', 'write', 8),
  matrix('POST /api/releases', 'write', 6),
  matrix('PUT /api/releases/:id', 'write', 7),
  matrix('DELETE /api/releases/:id', 'write', 8),
  matrix('GET /api/releases/:id/sprints', 'read', 3),
  matrix('POST /api/releases/:id/sprints', 'write', 6),
  matrix('PUT /api/sprints/:id', 'write', 6),
  matrix('DELETE /api/sprints/:id', 'write', 7),

  // Quick add: a title in the project (what most cards are created with).
  // One statement after the session (server/db/repos/cardCreate.ts): its access check, numbering, insert and log.
  matrix('POST /api/cards', 'cardWrite', 2),
  {
    call: 'POST /api/cards/bulk',
    kind: 'write',
    budget: 6,
    status: 201,
    request: async ({ actors }) => ({
      path: '/api/cards/bulk',
      body: { projectId: actors.projectId, titles: Array.from({ length: 10 }, (_, i) => `Idea ${i + 1}`) },
    }),
  },
  matrix('GET /api/cards/:id', 'read', 3),
  // An edit in the card dialog: its title and status.
  cardEdit('PUT /api/cards/:id', { title: 'Edited', status: 'in-progress' }),
  cardEdit('PATCH /api/cards/:id', { title: 'Edited again', status: 'ready' }),
  matrix('DELETE /api/cards/:id', 'cardWrite', 5),
  // The session, then the move's one autocommitted statement (db/repos/cardMove.ts).
  matrix('PATCH /api/cards/:id/reorder', 'cardWrite', 2),
  // Dropped below another card of the project: one statement too.
  matrix('POST /api/cards/:id/reposition', 'cardWrite', 2),
  // Dragged into the board's "Ready" column.
  matrix('POST /api/cards/:id/move-to-group', 'cardWrite', 6),
  matrix('GET /api/projects/:id/cards/rank-complexity', 'read', 3),
  // The clean-up the board offers once ranks got crowded: a project whose cards all get new ranks.
  {
    call: 'POST /api/projects/:id/cards/recalculate-ranks',
    kind: 'write',
    budget: 6,
    status: 200,
    request: async ({ server, f }) => {
      const { id } = await f.project();
      const orders = ['1.5', '1.75', '1.875', '2.0625'];
      await server
        .db('cards')
        .insert(
          orders.map((order, i) => ({ externalId: `PRM-${id}-${i}`, title: `C${i}`, order, projectId: id })),
        );
      return { path: `/api/projects/${id}/cards/recalculate-ranks` };
    },
  },

  matrix('POST /api/export/csv', 'read', 3),

  matrix('GET /api/folders/:id/room-links', 'read', 3),
  matrix('POST /api/projects/:id/room-links', 'write', 6),
  matrix('DELETE /api/room-links/:id', 'write', 5),

  // Meetings. A read: session, the project with the caller's role and its running meeting. A write:
  // session, BEGIN, the meeting (with the role, locked, whole), its one write, the event log, COMMIT; ending:
  // the minutes' one read in place of the write, the end itself sent with the log.
  matrix('GET /api/projects/:id/meeting', 'read', 2),
  matrix('POST /api/projects/:id/meeting', 'write', 6),
  matrix('PATCH /api/meetings/:id', 'write', 6),
  {
    call: 'POST /api/meetings/:id/join',
    kind: 'write',
    budget: 6,
    status: 200,
    request: async ({ f, admin }) => ({
      path: `/api/meetings/${(await f.runningMeeting({ facilitatorId: admin.user.id, ownerIn: false })).id}/join`,
    }),
  },
  {
    call: 'POST /api/meetings/:id/leave',
    kind: 'write',
    budget: 6,
    status: 200,
    request: async ({ f, admin }) => ({
      path: `/api/meetings/${(await f.runningMeeting({ facilitatorId: admin.user.id })).id}/leave`,
    }),
  },
  // Ending also locks the folder's counter before it reads the minutes (one statement more, a rare call):
  // a change committing meanwhile is then in the minutes, never in neither (meetingEnd.test.ts).
  matrix('POST /api/meetings/:id/end', 'write', 7),
  matrix('POST /api/meetings/:id/votes', 'write', 6),
  matrix('POST /api/meetings/:id/votes/:voteId/ballots', 'write', 6),
  matrix('POST /api/meetings/:id/votes/:voteId/reveal', 'write', 6),
  matrix('POST /api/meetings/:id/votes/:voteId/apply', 'write', 6),
  matrix('DELETE /api/meetings/:id/votes/:voteId', 'write', 6),

  // Meeting minutes: session, the meeting with the caller's role and its stored minutes.
  matrix('GET /api/projects/:id/meetings', 'read', 3),
  matrix('GET /api/meetings/:id/minutes', 'read', 2),
  matrix('GET /api/meetings/:id/minutes.md', 'read', 2),
  matrix('GET /api/meetings/:id/minutes.csv', 'read', 2),
  // The recipients are read with the meeting; the rest is SMTP.
  matrix('POST /api/meetings/:id/minutes/email', 'write', 2),
  // History and the trash: reads are one page with its names in one statement.
  matrix('GET /api/cards/:id/history', 'read', 3),
  matrix('GET /api/projects/:id/activity', 'read', 3),
  // An undo of a card edit: one load with its references, one write (as PATCH).
  matrix('POST /api/cards/:id/revert', 'cardWrite', 6),
  matrix('GET /api/projects/:id/trash', 'read', 3),
  matrix('GET /api/trash/folders', 'read', 2),
  // A card back from the trash: take the entry, load the project, put the row back, read it, log it.
  matrix('POST /api/trash/restore', 'write', 8),
  matrix('POST /api/trash/purge', 'write', 6),
  matrix('DELETE /api/projects/:id/trash', 'write', 6),
  // An import, whatever its size: the project with its rank lock, one find-or-create per table
  // (use cases, releases, sprints), one INSERT of the cards, the import's record, the log append.
  {
    call: 'POST /api/imports',
    kind: 'write',
    budget: 10,
    status: 201,
    request: async ({ actors }) => ({
      path: '/api/imports',
      ...importLines({
        target: { projectId: actors.projectId },
        source: { format: 'csv', fileName: 'budget.csv' },
        cards: Array.from({ length: 50 }, (_, i) => ({
          line: i + 2,
          title: `Imported ${i + 1}`,
          useCase: `UC ${i % 3}`,
          release: { name: `R ${i % 2}` },
          sprint: 'S',
        })),
      }),
    }),
  },
  // Its undo: the import, its project locked, its new things locked, its cards locked and checked, the log
  // append with the trash entry and the deletes.
  matrix('DELETE /api/imports/:id', 'write', 8),
  // The session, then one statement: the permission, cards by id, words and trigrams, names, ranked.
  get('GET /api/search', 2, '/api/search?q=Card'),
  matrix('GET /api/projects/:id/similar-cards', 'read', 3),
  // The session, the project with the caller's role, one statement for every title.
  matrix('POST /api/projects/:id/similar-cards', 'read', 3),
  get('GET /api/search (filters)', 2, `/api/search?q=${encodeURIComponent('card @test status:backlog')}`),
];
