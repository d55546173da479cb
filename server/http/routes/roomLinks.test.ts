// Projector room links over REST: the folder's owner creates (the key shown once, 256 bits,
// stored only as a hash), lists and revokes them; nobody else can; the key opens no REST route.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/testServer';
import { grantShare, makeProject, makeWorkspace, type Workspace } from '../../test/workspace';

let server: TestServer;
let ws: Workspace;

beforeAll(async () => {
  server = await startTestServer();
  ws = await makeWorkspace(server);
});
afterAll(() => server?.close());

const keyOf = (url: string) => new URL(url).hash.replace(/^#key=/, '');

describe('room links', () => {
  it('are made by the folder owner: a 256-bit key in the URL fragment, only its SHA-256 stored', async () => {
    const res = await ws.owner.client.post(`/api/projects/${ws.projectId}/room-links`);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      projectId: ws.projectId,
      projectName: 'App',
      createdBy: { name: expect.any(String) },
    });
    const url = new URL(res.body.url);
    expect(url.pathname).toBe(`/present/${ws.projectId}`);
    const key = keyOf(res.body.url);
    expect(Buffer.from(key, 'base64url').length).toBe(32);
    const row = await server.db('room_links').where({ id: res.body.id }).first();
    expect(row.tokenHash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(key);
    // listed without the key
    const list = await ws.owner.client.get(`/api/folders/${ws.folderId}/room-links`);
    expect(list.status).toBe(200);
    expect(list.body.map((link: { id: number }) => link.id)).toContain(res.body.id);
    expect(JSON.stringify(list.body)).not.toContain(key);
  });

  it('each create makes a new, different key', async () => {
    const first = await ws.owner.client.post(`/api/projects/${ws.projectId}/room-links`);
    const second = await ws.owner.client.post(`/api/projects/${ws.projectId}/room-links`);
    expect(keyOf(first.body.url)).not.toBe(keyOf(second.body.url));
  });

  it('list only the folder’s own projects’ links, newest first', async () => {
    const other = await makeWorkspace(server, 'OTH');
    const sibling = await makeProject(ws.owner.client, ws.folderId, 'SIB', 'Sibling');
    const mine = await ws.owner.client.post(`/api/projects/${sibling.id}/room-links`);
    await other.owner.client.post(`/api/projects/${other.projectId}/room-links`);
    const list = (await ws.owner.client.get(`/api/folders/${ws.folderId}/room-links`)).body;
    expect(list[0]).toMatchObject({ id: mine.body.id, projectName: 'Sibling' });
    expect(
      list.every((link: { projectId: number }) => [ws.projectId, sibling.id].includes(link.projectId)),
    ).toBe(true);
  });

  it('cannot be made for a folder, nor by a share recipient (403) or a stranger (404)', async () => {
    expect((await ws.owner.client.post(`/api/projects/${ws.folderId}/room-links`)).status).toBe(404);
    const recipient = await signedInUser(server);
    await grantShare(server, ws.folderId, ws.owner.user.id, recipient);
    const asRecipient = await recipient.client.post(`/api/projects/${ws.projectId}/room-links`);
    expect(asRecipient.status).toBe(403);
    expect(asRecipient.body.error).toBe('Only the owner of this folder can manage projector links');
    const stranger = await signedInUser(server);
    expect((await stranger.client.post(`/api/projects/${ws.projectId}/room-links`)).status).toBe(404);
  });

  it('are revoked by the owner: the row is gone and a second revoke is a 404', async () => {
    const link = (await ws.owner.client.post(`/api/projects/${ws.projectId}/room-links`)).body;
    const stranger = await signedInUser(server);
    expect((await stranger.client.delete(`/api/room-links/${link.id}`)).status).toBe(404);
    expect((await ws.owner.client.delete(`/api/room-links/${link.id}`)).body).toEqual({ id: link.id });
    expect(await server.db('room_links').where({ id: link.id }).first()).toBeUndefined();
    expect((await ws.owner.client.delete(`/api/room-links/${link.id}`)).status).toBe(404);
  });

  it('go when their project is deleted', async () => {
    const doomed = await makeProject(ws.owner.client, ws.folderId, 'DOOM', 'Doomed');
    const link = (await ws.owner.client.post(`/api/projects/${doomed.id}/room-links`)).body;
    expect((await ws.owner.client.delete(`/api/projects/${doomed.id}`)).status).toBe(200);
    expect(await server.db('room_links').where({ id: link.id }).first()).toBeUndefined();
  });

  it('give no access to any REST route, however the key is offered', async () => {
    const key = keyOf((await ws.owner.client.post(`/api/projects/${ws.projectId}/room-links`)).body.url);
    const visitor = server.client();
    const paths = [
      `/api/projects/${ws.projectId}/data`,
      `/api/projects/${ws.projectId}`,
      `/api/projects/${ws.projectId}/cards`,
      `/api/folders/${ws.folderId}/room-links`,
      '/api/auth/user',
    ];
    const offers: Record<string, string>[] = [
      { Authorization: `Bearer ${key}` },
      { Cookie: `cardplan.sid=${key}` },
      { 'X-Room-Key': key },
    ];
    for (const path of paths) {
      expect((await visitor.get(`${path}?key=${key}`)).status, path).toBe(401);
      for (const headers of offers) expect((await visitor.get(path, headers)).status, path).toBe(401);
    }
  });
});
