// The data load kept per project and seq: built once while nothing changes, built again after any write of the
// folder, per role, revalidated by ETag, gzipped when asked — and never handed to someone the policy refuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../test/factories';
import { rawRequest } from '../test/rawRequest';
import { startTestServer, type TestServer } from '../test/testServer';
import { grantShare, makeProject, makeWorkspace, type Workspace } from '../test/workspace';
import { projectDataAnswers } from './projectDataAnswers';

let server: TestServer;
let ws: Workspace;

beforeAll(async () => {
  server = await startTestServer();
  ws = await makeWorkspace(server, 'PDA');
  const titles = Array.from({ length: 60 }, (_, i) => `A card with a title long enough to pass 4 kB ${i}`);
  await ws.owner.client.post('/api/cards/bulk', { projectId: ws.projectId, titles });
});
afterAll(() => server?.close());

const dataPath = () => `/api/projects/${ws.projectId}/data`;
const owner = () => ({ id: ws.owner.user.id });

describe('kept answers', () => {
  it('answers the kept JSON while nothing changed, and builds it again after a write', async () => {
    const answers = projectDataAnswers(server.db);
    const first = await answers.load(owner(), ws.projectId);
    expect(await answers.load(owner(), ws.projectId)).toBe(first);
    await ws.owner.client.post('/api/cards', { title: 'Written since', projectId: ws.projectId });
    const after = await answers.load(owner(), ws.projectId);
    expect(after).not.toBe(first);
    expect(after.etag).not.toBe(first.etag);
    expect(JSON.parse(after.json).cards.map((c: { title: string }) => c.title)).toContain('Written since');
  });

  it('answers each role its own project, at the same seq', async () => {
    const reader = await signedInUser(server);
    await grantShare(server, ws.folderId, ws.owner.user.id, reader);
    const answers = projectDataAnswers(server.db);
    const own = await answers.load(owner(), ws.projectId);
    const shared = await answers.load({ id: reader.user.id }, ws.projectId);
    expect(JSON.parse(own.json).project.access).toBe('owner');
    expect(JSON.parse(shared.json).project.access).toBe('shared');
    expect(JSON.parse(shared.json).cards).toEqual(JSON.parse(own.json).cards);
    expect(shared.etag).not.toBe(own.etag);
  });

  it('forgets the least recently loaded project past its size', async () => {
    const other = (await makeProject(ws.owner.client, ws.folderId, 'PDB', 'Other')).id as number;
    const answers = projectDataAnswers(server.db, 1);
    const first = await answers.load(owner(), ws.projectId);
    await answers.load(owner(), other);
    expect(await answers.load(owner(), ws.projectId)).not.toBe(first);
  });

  it('refuses a stranger and a pending invitee what a member loaded just before', async () => {
    const answers = projectDataAnswers(server.db);
    await answers.load(owner(), ws.projectId);
    const stranger = await signedInUser(server);
    const invitee = await signedInUser(server);
    await grantShare(server, ws.folderId, ws.owner.user.id, invitee, 'pending');
    for (const who of [stranger, invitee])
      await expect(answers.load({ id: who.user.id }, ws.projectId)).rejects.toMatchObject({
        kind: 'notFound',
      });
  });
});

describe('GET /api/projects/{id}/data', () => {
  // As a browser revalidates what it keeps (fetch() would add "Cache-Control: no-cache", asking for it whole).
  const revalidate = (etag: string) =>
    rawRequest(`${server.url}${dataPath()}`, {
      headers: { cookie: ws.owner.client.cookieHeader, 'if-none-match': etag },
    });

  it('answers 304 to its own ETag until the folder changes', async () => {
    const api = ws.owner.client;
    const first = await api.get(dataPath());
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const unchanged = await revalidate(etag);
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe('');
    await api.post('/api/cards', { title: 'Another', projectId: ws.projectId });
    const changed = await revalidate(etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(JSON.parse(changed.text).cards.map((c: { title: string }) => c.title)).toContain('Another');
  });

  it('gzips the answer for a client that accepts it, and only then', async () => {
    const api = ws.owner.client;
    const packed = await api.get(dataPath(), { 'accept-encoding': 'gzip' });
    const plain = await api.get(dataPath(), { 'accept-encoding': 'identity' });
    expect(packed.headers.get('content-encoding')).toBe('gzip');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(packed.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(packed.body).toEqual(plain.body);
  });

  it("answers a stranger 404 even with a member's ETag", async () => {
    const etag = (await ws.owner.client.get(dataPath())).headers.get('etag')!;
    const stranger = await signedInUser(server);
    const res = await rawRequest(`${server.url}${dataPath()}`, {
      headers: { cookie: stranger.client.cookieHeader, 'if-none-match': etag },
    });
    expect(res.status).toBe(404);
  });

  it('never confirms what a browser kept from another database at the same project id and seq', async () => {
    // Two databases written alike (a test's next database on the same port, one made afresh): same ids, same seq.
    const [one, two] = [await startTestServer(), await startTestServer()];
    try {
      const [a, b] = [await makeWorkspace(one, 'TWN'), await makeWorkspace(two, 'TWN')];
      expect(b.projectId).toBe(a.projectId);
      const path = `/api/projects/${a.projectId}/data`;
      const kept = (await a.owner.client.get(path)).headers.get('etag')!;
      const theirs = (await b.owner.client.get(path)).headers.get('etag')!;
      // The same project, seq and role: only the process that answered tells them apart.
      const withoutProcess = (etag: string) => etag.replace(/^W\/"[^.]+\./, 'W/"');
      expect(withoutProcess(theirs)).toBe(withoutProcess(kept));
      const res = await rawRequest(`${two.url}${path}`, {
        headers: { cookie: b.owner.client.cookieHeader, 'if-none-match': kept },
      });
      expect(res.status).toBe(200);
      expect(JSON.parse(res.text).project.prefix).toBe('TWN');
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
