// Deleting an account that shares folders: a member takes a folder over with everything in it (the other
// members keep it, live), or it goes to the trash; the account's unshared folders go with it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/factories';
import { connectLive } from '../../test/liveClient';
import { published } from '../../test/published';
import { deleteUserPath, folderContents, sharingOwner } from '../../test/sharingOwner';
import { startTestServer, type TestServer } from '../../test/testServer';
import { makeClient, makeFolder } from '../../test/workspace';

let server: TestServer;
let admin: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInUser(server, { accessLevel: 'admin' });
});
afterAll(() => server?.close());

describe('DELETE /api/admin/users/:id, each shared folder decided', () => {
  it('transfers a folder to a member: everything in it and the other shares stay, the member owns it', async () => {
    const o = await sharingOwner(server);
    const before = await folderContents(server, o.folderId);
    const client = await server.db('clients').where({ id: o.clientId }).first();
    await server
      .db('clients')
      .where({ id: o.clientId })
      .update({ description: 'Big one', isSharedCompany: true });
    const meeting = await o.owner.client.post(`/api/projects/${o.projectId}/meeting`, {});
    expect(meeting.status, meeting.text).toBe(201);
    const link = await o.owner.client.post(`/api/projects/${o.projectId}/room-links`, {});
    expect(link.status, link.text).toBe(201);

    const events = await published(server, async () => {
      const res = await admin.client.request('DELETE', deleteUserPath(o.owner.user.id), {
        folders: { [o.folderId]: { transferTo: o.first.user.id } },
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual({ ok: true });
    });

    // The account and its unshared folder are gone; the shared folder and all it holds are the member's.
    expect(await server.db('users').where({ id: o.owner.user.id }).first()).toBeUndefined();
    expect((await o.owner.client.get('/api/auth/user')).status).toBe(401);
    expect(await server.db('projects').where({ id: o.unsharedFolderId }).first()).toBeUndefined();
    expect(await folderContents(server, o.folderId)).toEqual(before);
    const newClient = await server.db('clients').where({ ownerId: o.first.user.id }).first();
    expect(newClient).toMatchObject({ name: client.name, description: 'Big one', isSharedCompany: true });
    const moved = await server.db('projects').where({ id: o.folderId }).orWhere({ parentId: o.folderId });
    for (const row of moved) expect(row).toMatchObject({ ownerId: o.first.user.id, clientId: newClient.id });

    // The new owner's share ended; the second member's and the invitation stay, now the new owner's.
    const shares = await server.db('folder_shares').where({ folderId: o.folderId }).orderBy('id');
    expect(shares.map((s) => [s.sharedWithEmail, s.sharedByUserId])).toEqual([
      [o.second.user.email, o.first.user.id],
      [o.invited.user.email, o.first.user.id],
    ]);

    // The new owner sees it as theirs; the second member still works in it.
    const listed = (await o.first.client.get('/api/projects')).body as { id: number; access: string }[];
    expect(listed.find((p) => p.id === o.folderId)?.access).toBe('owner');
    expect(listed.find((p) => p.id === o.projectId)?.access).toBe('owner');
    const data = await o.second.client.get(`/api/projects/${o.projectId}/data`);
    expect(data.status).toBe(200);
    expect(data.body.cards).toHaveLength(5);
    expect(
      (await o.second.client.post('/api/cards', { title: 'After', projectId: o.projectId })).status,
    ).toBe(201);
    // The projector link keeps working, now the new owner's to revoke.
    expect(await server.db('room_links').where({ id: link.body.id }).first()).toMatchObject({
      createdByUserId: o.first.user.id,
    });
    // The running meeting goes on without its facilitator, for the new owner to end.
    const current = await o.first.client.get(`/api/projects/${o.projectId}/meeting`);
    expect(current.body.meeting).toMatchObject({ id: meeting.body.id, facilitator: { userId: '' } });

    // Live screens hear the folder's new owner and the ended share (without being cut off).
    const ended = events.find((e) => e.type === 'share.deleted');
    expect(ended).toMatchObject({
      folderId: o.folderId,
      actorId: admin.user.id,
      data: { sharedWithUserId: null },
    });
    const updated = events.filter((e) => e.type === 'project.updated');
    expect(updated.map((e) => e.projectId).sort()).toEqual([o.folderId, o.projectId].sort());
    expect(updated.find((e) => e.projectId === o.folderId)?.data).toMatchObject({
      ownerId: o.first.user.id,
      clientId: newClient.id,
    });
  });

  it('keeps the members live: their sockets stay in the room and hear the new owner and later changes', async () => {
    const o = await sharingOwner(server);
    const sockets = [
      await connectLive(server.url, o.first.client),
      await connectLive(server.url, o.second.client),
    ];
    try {
      for (const socket of sockets) expect(await socket.subscribe(o.projectId)).toMatchObject({ ok: true });
      const res = await admin.client.request('DELETE', deleteUserPath(o.owner.user.id), {
        folders: { [o.folderId]: { transferTo: o.first.user.id } },
      });
      expect(res.status, res.text).toBe(200);
      const card = await o.first.client.post('/api/cards', { title: 'Still live', projectId: o.projectId });
      expect(card.status).toBe(201);
      for (const socket of sockets) {
        await socket.until(() => socket.changes.some((e) => e.type === 'card.created'));
        const owned = socket.changes.find((e) => e.type === 'project.updated' && e.projectId === o.folderId);
        expect(owned?.data).toMatchObject({ ownerId: o.first.user.id });
        expect(socket.revoked).toEqual([]);
        expect(socket.socket.connected).toBe(true);
      }
    } finally {
      for (const socket of sockets) socket.close();
    }
  });

  it("reuses the new owner's client of the same name, and deletes a user with nothing shared as before", async () => {
    const o = await sharingOwner(server);
    const own = await makeClient(o.second.client, 'ACME');
    const res = await admin.client.request('DELETE', deleteUserPath(o.owner.user.id), {
      folders: { [o.folderId]: { transferTo: o.second.user.id } },
    });
    expect(res.status, res.text).toBe(200);
    expect(await server.db('projects').where({ id: o.folderId }).first()).toMatchObject({
      ownerId: o.second.user.id,
      clientId: own.id,
    });
    expect(await server.db('clients').where({ ownerId: o.second.user.id })).toHaveLength(1);

    const plain = await signedInUser(server);
    await makeFolder(plain.client, (await makeClient(plain.client)).id);
    expect((await admin.client.delete(deleteUserPath(plain.user.id))).status).toBe(200);
    expect(await server.db('clients').where({ ownerId: plain.user.id })).toEqual([]);
  });

  it('moves a folder to the trash: its members lose it, the trash keeps what it held', async () => {
    const o = await sharingOwner(server);
    const before = await folderContents(server, o.folderId);
    const events = await published(server, async () => {
      const res = await admin.client.request('DELETE', deleteUserPath(o.owner.user.id), {
        folders: { [o.folderId]: { trash: true } },
      });
      expect(res.status, res.text).toBe(200);
    });
    expect(await server.db('users').where({ id: o.owner.user.id }).first()).toBeUndefined();
    expect(await server.db('projects').whereIn('id', [o.folderId, o.projectId])).toEqual([]);
    expect(await server.db('folder_shares').where({ folderId: o.folderId })).toEqual([]);
    for (const member of [o.first, o.second])
      expect((await member.client.get(`/api/projects/${o.projectId}`)).status).toBe(404);
    const kept = await server.db('trash').where({ kind: 'folder', entityId: o.folderId }).first();
    expect(kept).toMatchObject({ folderId: o.folderId, deletedBy: admin.user.id, contains: 1 });
    expect(kept.rows.cards).toHaveLength(before.cards);
    expect(events.map((e) => [e.type, e.folderId, e.actorId])).toEqual([
      ['project.deleted', o.folderId, admin.user.id],
    ]);

    // Its owner is gone: a member who had it restores it whole and owns it; the other member keeps a share.
    const stranger = await signedInUser(server);
    expect((await stranger.client.get('/api/trash/folders')).body.items).toEqual([]);
    expect(
      (await stranger.client.post('/api/trash/restore', { kind: 'folder', ids: [o.folderId] })).status,
    ).toBe(404);
    expect((await o.first.client.get('/api/trash/folders')).body.items).toMatchObject([
      { kind: 'folder', id: o.folderId },
    ]);
    const restored = await o.first.client.post('/api/trash/restore', { kind: 'folder', ids: [o.folderId] });
    expect(restored.status, restored.text).toBe(200);
    const folder = (await o.first.client.get(`/api/projects/${o.folderId}`)).body;
    expect(folder).toMatchObject({ id: o.folderId, ownerId: o.first.user.id, access: 'owner' });
    expect((await o.second.client.get(`/api/projects/${o.projectId}`)).status).toBe(200);
    expect(await folderContents(server, o.folderId)).toEqual(before);
  });
});
