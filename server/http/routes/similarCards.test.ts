// GET /api/projects/{id}/similar-cards (docs/api/search.md "Similar cards") against a real server: a title
// being typed finds the project's cards with a title like it, most alike first, and nothing of another project;
// a short title asks for nothing; the card being edited (`except`) is never offered; only the project's readers
// may ask; bad input is a 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimilarCard } from '../../../common/schemas/search';
import { createCard } from '../../test/cards';
import { signedInUser } from '../../test/factories';
import { TestClient } from '../../test/httpClient';
import { searchWorld } from '../../test/searchWorld';
import type { TestServer } from '../../test/testServer';
import { makeProject, type Workspace } from '../../test/workspace';

let server: TestServer;
let ws: Workspace;
let owner: TestClient;
let rita: TestClient;
let projectId: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ({ server, ws, owner, rita } = await searchWorld());
  projectId = (await makeProject(owner, ws.folderId, 'SIM', 'Similar')).id;
  for (const title of ['Night theme', 'Night theme for the editor', 'Export to PDF'])
    ids[title] = (await createCard(owner, { projectId, title })).id;
  // Another project of the folder: never offered here.
  const other = await makeProject(owner, ws.folderId, 'OTH', 'Other');
  await createCard(owner, { projectId: other.id, title: 'Night theme' });
});
afterAll(() => server?.close());

const similar = async (api: TestClient, title: string, query = ''): Promise<SimilarCard[]> => {
  const res = await api.get(
    `/api/projects/${projectId}/similar-cards?title=${encodeURIComponent(title)}${query}`,
  );
  expect(res.status, res.text).toBe(200);
  return res.body;
};

describe('similar cards', () => {
  it('finds the project’s cards with a title like the one typed, most alike first', async () => {
    const found = await similar(rita, 'night theme');
    expect(found.map((card) => card.id)).toEqual([ids['Night theme'], ids['Night theme for the editor']]);
    expect(found[0]).toEqual({ id: ids['Night theme'], externalId: 'SIM-001', title: 'Night theme' });
    // A typo and another case still find it; an unlike title finds nothing.
    expect((await similar(owner, 'NIGHT THEM')).map((card) => card.id)).toContain(ids['Night theme']);
    expect(await similar(owner, 'Quarterly invoices')).toEqual([]);
    expect(await similar(owner, 'night theme', '&limit=1')).toHaveLength(1);
  });

  it('asks for nothing below four characters, and takes every character as text', async () => {
    expect(await similar(owner, 'Ni ')).toEqual([]);
    for (const title of [`'"\\%_`, '& | ! ( ) : * < >', '🌙 night theme', 'a'.repeat(500)])
      expect(Array.isArray(await similar(owner, title))).toBe(true);
  });

  it('never offers the card named by `except`: the one the card dialog is editing', async () => {
    const found = await similar(owner, 'night theme', `&except=${ids['Night theme']}`);
    expect(found.map((card) => card.id)).toEqual([ids['Night theme for the editor']]);
    // A card of another project, or none at all, leaves the answer as it is.
    expect(await similar(owner, 'night theme', '&except=2147483647')).toHaveLength(2);
  });

  it('answers only the project’s readers, and a clear 400 for bad input', async () => {
    const stranger = (await signedInUser(server)).client;
    const path = `/api/projects/${projectId}/similar-cards?title=Night%20theme`;
    expect((await stranger.get(path)).status).toBe(404);
    expect((await new TestClient(server.url).get(path)).status).toBe(401);
    const long = await owner.get(`/api/projects/${projectId}/similar-cards?title=${'a'.repeat(501)}`);
    expect([long.status, long.body.error]).toEqual([400, 'Title is at most 500 characters']);
    const limit = await owner.get(`${path}&limit=11`);
    expect([limit.status, limit.body.error]).toEqual([400, 'Limit must be a whole number from 1 to 10']);
    expect((await owner.get(`/api/projects/${projectId}/similar-cards`)).status).toBe(400);
    for (const except of ['0', '-1', 'abc', '1.5', '2147483648', ''])
      expect((await owner.get(`${path}&except=${except}`)).body.error, except).toBe(
        'Except must be a card id',
      );
  });
});
