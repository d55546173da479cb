// POST /api/projects/{id}/similar-cards (docs/api/search.md "Similar cards") against a real server: for each
// title of a batch, in order, the project's cards with a title like it — none for a deleted card or a card of
// another project; only the project's readers may ask (signed out 401 before any work, outsiders 404 before a
// bad body's 400); a batch costs searches by its size; bad input is a 400 that names what is wrong. Its
// answers agree with the GET's, title by title.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMILAR_MESSAGES, type SimilarCardsByTitle } from '../../../common/schemas/search';
import { createCard } from '../../test/cards';
import { signedInUser } from '../../test/factories';
import { TestClient } from '../../test/httpClient';
import { searchWorld } from '../../test/searchWorld';
import { startTestServer, TEST_RATE_LIMITS, type TestServer } from '../../test/testServer';
import { grantShare, makeProject, makeWorkspace, type Workspace } from '../../test/workspace';

let server: TestServer;
let ws: Workspace;
let owner: TestClient;
let rita: TestClient;
let projectId: number;
let path: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ({ server, ws, owner, rita } = await searchWorld());
  projectId = (await makeProject(owner, ws.folderId, 'SIB', 'Similar batch')).id;
  path = `/api/projects/${projectId}/similar-cards`;
  for (const title of ['Night theme', 'Night theme for the editor', 'Export to PDF', 'Slack alerts'])
    ids[title] = (await createCard(owner, { projectId, title })).id;
  // A deleted card sits in the trash, and a card of another project of the folder: neither is offered.
  const gone = await createCard(owner, { projectId, title: 'Quarterly invoices' });
  expect((await owner.delete(`/api/cards/${gone.id}`)).status).toBe(200);
  const other = await makeProject(owner, ws.folderId, 'OTB', 'Other');
  await createCard(owner, { projectId: other.id, title: 'Weekly digest mail' });
});
afterAll(() => server?.close());

const ask = async (api: TestClient, body: object): Promise<SimilarCardsByTitle> => {
  const res = await api.post(path, body);
  expect(res.status, res.text).toBe(200);
  return res.body;
};
const idsOf = (answer: SimilarCardsByTitle) => answer.map((cards) => cards.map((card) => card.id));

describe('similar cards of many titles', () => {
  it('answers each title, in order, with its most alike card of the project', async () => {
    const answer = await ask(rita, {
      titles: [
        'night theme',
        'Quarterly invoices',
        'Weekly digest mail',
        'EXPORT TO PDF!',
        'Ni',
        'Slak alerts',
      ],
    });
    expect(idsOf(answer)).toEqual([
      [ids['Night theme']],
      [], // deleted: in the trash, not a card
      [], // another project's
      [ids['Export to PDF']],
      [], // too short to ask
      [ids['Slack alerts']],
    ]);
    expect(answer[0]![0]).toEqual({ id: ids['Night theme'], externalId: 'SIB-001', title: 'Night theme' });
  });

  it('gives up to `limit` cards a title, most alike first', async () => {
    const answer = await ask(owner, { titles: ['Night theme', 'Export to PDF'], limit: 3 });
    expect(idsOf(answer)).toEqual([
      [ids['Night theme'], ids['Night theme for the editor']],
      [ids['Export to PDF']],
    ]);
  });

  it('agrees with the GET, title by title', async () => {
    const titles = [
      'night theme',
      'Nite theme',
      'theme night',
      'Export PDF',
      'slack',
      'Night themes for editors',
    ];
    const batch = await ask(owner, { titles, limit: 3 });
    for (const [index, title] of titles.entries()) {
      const one = await owner.get(`${path}?title=${encodeURIComponent(title)}&limit=3`);
      expect(batch[index], title).toEqual(one.body);
    }
    expect(batch.flat().length).toBeGreaterThan(3);
  });

  it('takes every character as text, a full batch of the longest titles, and none at all', async () => {
    const odd = [`'"\\%_`, '& | ! ( ) : * < >', '🌙 night theme', '  padded night theme  ', 'a'.repeat(500)];
    expect(idsOf(await ask(owner, { titles: odd }))).toEqual([
      [],
      [],
      [ids['Night theme']],
      [ids['Night theme']],
      [],
    ]);
    const full = await ask(owner, {
      titles: Array.from({ length: 500 }, (_, i) => `${'x'.repeat(490)} ${i}`),
    });
    expect(full).toHaveLength(500);
    expect(await ask(owner, { titles: [] })).toEqual([]);
  });

  it('answers only the project’s readers: 401 signed out before any work, 404 to outsiders before a 400', async () => {
    const body = { titles: ['Night theme'] };
    expect((await new TestClient(server.url).post(path, body)).status).toBe(401);
    expect((await new TestClient(server.url).post(path, { titles: 'nope' })).status).toBe(401);
    const stranger = (await signedInUser(server)).client;
    const pending = await signedInUser(server);
    await grantShare(server, ws.folderId, ws.owner.user.id, pending, 'pending');
    for (const outsider of [stranger, pending.client]) {
      expect((await outsider.post(path, body)).status).toBe(404);
      expect((await outsider.post(path, { titles: 7 })).status).toBe(404);
    }
    expect((await owner.post('/api/projects/999999/similar-cards', body)).status).toBe(404);
    expect((await owner.post('/api/projects/abc/similar-cards', body)).status).toBe(404);
  });

  it.each([
    ['no titles', {}, SIMILAR_MESSAGES.titles],
    ['titles not a list', { titles: 'Night theme' }, SIMILAR_MESSAGES.titles],
    ['a title not text', { titles: ['Night theme', 42] }, SIMILAR_MESSAGES.titles],
    ['a null title', { titles: [null] }, SIMILAR_MESSAGES.titles],
    ['an empty title', { titles: ['Night theme', ''] }, SIMILAR_MESSAGES.blankTitle],
    ['a blank title', { titles: ['   '] }, SIMILAR_MESSAGES.blankTitle],
    ['a title over 500 characters', { titles: ['a'.repeat(501)] }, SIMILAR_MESSAGES.titleTooLong],
    [
      'over 500 titles',
      { titles: Array.from({ length: 501 }, () => 'Night theme') },
      SIMILAR_MESSAGES.titles,
    ],
    ['a limit over 3', { titles: ['Night theme'], limit: 4 }, SIMILAR_MESSAGES.batchLimit],
    ['a limit not a number', { titles: ['Night theme'], limit: '2' }, SIMILAR_MESSAGES.batchLimit],
  ])('refuses %s with a 400', async (_what, body, error) => {
    const res = await owner.post(path, body);
    expect([res.status, res.body.error]).toEqual([400, error]);
  });

  it('refuses a body that is not an object, and a NUL in a title, with a 400', async () => {
    for (const body of ['[]', '"Night theme"', 'null'])
      expect((await owner.post(path, body, { 'Content-Type': 'application/json' })).status).toBe(400);
    expect((await owner.post(path, { titles: ['Night\u0000theme'] })).status).toBe(400);
  });
});

describe('what a batch costs', () => {
  it('counts one search per 25 titles against searchesPerUser', async () => {
    const limited = await startTestServer({
      rateLimits: { ...TEST_RATE_LIMITS, searchesPerUser: { points: 20, durationSeconds: 600 } },
    });
    try {
      const { owner: me, projectId: project } = await makeWorkspace(limited, 'LIM');
      const send = (count: number) =>
        me.client.post(`/api/projects/${project}/similar-cards`, {
          titles: Array.from({ length: count }, (_, i) => `Idea number ${i}`),
        });
      // 250 titles: 10 searches; 1 title: 1; then a full batch of 500 (20) is past the 20.
      expect((await send(250)).status).toBe(200);
      expect((await send(1)).status).toBe(200);
      const refused = await send(500);
      expect([refused.status, refused.body.error]).toEqual([
        429,
        'Too many searches in a short time. Please wait a moment.',
      ]);
    } finally {
      await limited.close();
    }
  });
});
