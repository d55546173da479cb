// Random and hostile payloads on every workspace route (fast-check): never a 500, and a 400 changes nothing.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type TestUser } from '../test/factories';
import type { TestClient, TestResponse } from '../test/httpClient';
import { fixtures } from '../test/permissionFixtures';
import { startTestServer, type TestServer } from '../test/testServer';
import { makeWorkspace } from '../test/workspace';

const TABLES = [
  'clients',
  'projects',
  'categories',
  'releases',
  'sprints',
  'cards',
  'folder_shares',
  'users',
];

let server: TestServer;
let api: TestClient;
let owner: TestUser;
let ids: Record<string, number>;

/** A fingerprint of every stored row: any insert, update or delete changes it. */
async function fingerprint(): Promise<string> {
  const parts = await Promise.all(
    TABLES.map((table) =>
      server.db.raw(`SELECT md5(coalesce(string_agg(t::text, ',' ORDER BY t.id), '')) AS h FROM ${table} t`),
    ),
  );
  return parts.map((result) => result.rows[0].h).join(':');
}

beforeAll(async () => {
  server = await startTestServer();
  const ws = await makeWorkspace(server, 'HOS');
  api = ws.owner.client;
  owner = ws.owner;
  const f = fixtures(server, {
    ownerId: ws.owner.user.id,
    clientId: ws.clientId,
    folderId: ws.folderId,
    projectId: ws.projectId,
  });
  const [card, other, category, , release, sprint, share] = [
    await f.card(),
    await f.card(),
    await f.category(),
    await f.category(),
    await f.release(),
    await f.sprint(),
    await f.share(),
  ];
  ids = {
    client: ws.clientId,
    folder: ws.folderId,
    project: ws.projectId,
    card: card.id,
    other: other.id,
    category: category.id,
    release: release.id,
    sprint: sprint.id,
    share: share.id,
  };
});
afterAll(() => server?.close());

const hostileString = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    "' OR 1=1 --",
    '"; DROP TABLE cards; --',
    '<img src=x onerror=alert(1)>',
    '\u0000',
    'x'.repeat(100_000),
    '😀'.repeat(300),
    '=HYPERLINK("x")',
    '2026-02-30',
    '9999-99-99',
    '#GGGGGG',
    'NaN',
    'Infinity',
    '-1',
    '1e309',
    'null',
    'unsorted',
    'future',
    'up',
    'above',
    'status',
  ),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, Number.MAX_VALUE, 1e-9, -0),
);
const hostileValue = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), hostileString, { maxKeys: 2 }),
);
const FIELDS = [
  'title',
  'description',
  'status',
  'priority',
  'color',
  'notes',
  'pinned',
  'order',
  'projectId',
  'categoryId',
  'releaseId',
  'sprintId',
  'name',
  'prefix',
  'parentId',
  'clientId',
  'startDate',
  'endDate',
  'roadmapVisible',
  'email',
  'projectIds',
  'direction',
  'groupBy',
  'groupValue',
  'moveToTop',
  'targetCardId',
  'position',
] as const;
const hostileBody = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.record(
    Object.fromEntries(FIELDS.map((field) => [field, hostileValue])) as Record<
      (typeof FIELDS)[number],
      fc.Arbitrary<unknown>
    >,
    { requiredKeys: [] },
  ),
);

const routes: [string, string][] = [
  ['POST', '/api/clients'],
  ['PUT', '/api/clients/:client'],
  ['POST', '/api/projects'],
  ['PUT', '/api/projects/:project'],
  ['PUT', '/api/projects/:folder'],
  ['POST', '/api/folders/:folder/share'],
  ['POST', '/api/categories'],
  ['PUT', '/api/categories/:category'],
  ['POST', '/api/releases'],
  ['PUT', '/api/releases/:release'],
  ['POST', '/api/releases/:release/sprints'],
  ['PUT', '/api/sprints/:sprint'],
  ['POST', '/api/cards'],
  ['PUT', '/api/cards/:card'],
  ['PATCH', '/api/cards/:card'],
  ['PATCH', '/api/cards/:card/reorder'],
  ['POST', '/api/cards/:card/reposition'],
  ['POST', '/api/cards/:card/move-to-group'],
  ['POST', '/api/export/csv'],
];
const fill = (path: string) => path.replace(/:(\w+)/g, (_, key: string) => String(ids[key]));

/** Never a 500; a refusal is the one error shape; a 400 changes nothing. */
async function expectHandled(method: string, path: string, body: unknown, send: () => Promise<TestResponse>) {
  const before = await fingerprint();
  const res = await send();
  expect(
    res.status,
    `${method} ${path} ${JSON.stringify(body).slice(0, 300)} → ${res.text.slice(0, 300)}`,
  ).toBeLessThan(500);
  if (res.status >= 400) expect(typeof res.body.error).toBe('string');
  if (res.status === 400) expect(await fingerprint()).toBe(before);
}

describe('hostile bodies', () => {
  it.each(routes)('%s %s', async (method, path) => {
    await fc.assert(
      fc.asyncProperty(hostileBody, (body) =>
        expectHandled(method, path, body, () => api.request(method, fill(path), body)),
      ),
      { numRuns: process.env.DATABASE_URL ? 40 : 25 },
    );
  });

  // Sign-out ends the session it is sent with, so every run signs in afresh instead of using `api`.
  it('POST /api/logout', async () => {
    await fc.assert(
      fc.asyncProperty(hostileBody, async (body) => {
        const session = await signIn(server, owner);
        await expectHandled('POST', '/api/logout', body, () => session.post('/api/logout', body));
      }),
      { numRuns: process.env.DATABASE_URL ? 40 : 25 },
    );
  });
});

describe('NUL characters', () => {
  // PostgreSQL refuses \u0000 in text; that is the caller's mistake, not a server error.
  const bodies: [string, string, Record<string, unknown>][] = [
    ['PUT', '/api/categories/:category', { name: 'a\u0000b' }],
    ['PUT', '/api/cards/:card', { title: 'x\u0000' }],
    ['POST', '/api/clients', { name: '\u0000' }],
    ['PUT', '/api/releases/:release', { description: 'x\u0000y' }],
  ];
  it.each(bodies)('%s %s answers 400 and changes nothing', async (method, path, body) => {
    const before = await fingerprint();
    const res = await api.request(method, fill(path), body);
    expect([res.status, res.body.error]).toEqual([400, 'Text may not contain the NUL character']);
    expect(await fingerprint()).toBe(before);
  });
});

describe('hostile ids in paths', () => {
  const badIds = [
    '-1',
    '0',
    'NaN',
    '1e309',
    '0x10',
    '99999999999999999999',
    '1;DROP TABLE cards',
    '%00',
    '1.5',
    ' 1',
    'null',
    '..%2F..%2Fetc',
  ];
  const idRoutes: [string, string][] = [
    ['GET', '/api/clients/:x/projects'],
    ['PUT', '/api/clients/:x'],
    ['DELETE', '/api/clients/:x'],
    ['GET', '/api/projects/:x'],
    ['GET', '/api/projects/:x/data'],
    ['DELETE', '/api/projects/:x'],
    ['GET', '/api/folders/:x/shares'],
    ['DELETE', '/api/folder-shares/:x'],
    ['DELETE', '/api/categories/:x'],
    ['DELETE', '/api/releases/:x'],
    ['GET', '/api/releases/:x/sprints'],
    ['DELETE', '/api/sprints/:x'],
    ['GET', '/api/cards/:x'],
    ['DELETE', '/api/cards/:x'],
    ['GET', '/api/projects/:x/cards/rank-complexity'],
  ];
  it.each(idRoutes)('%s %s', async (method, path) => {
    for (const bad of badIds) {
      const res = await api.request(method, path.replace(':x', bad));
      expect([400, 404], `${method} ${path} with ${bad}: ${res.status} ${res.text.slice(0, 200)}`).toContain(
        res.status,
      );
    }
  });
});
