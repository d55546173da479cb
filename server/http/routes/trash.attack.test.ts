// Attacks on the trash: ids that are not the caller's tell nothing and lock nothing; only a folder the account
// deletion sent to the trash may be claimed by a former member; who may purge or restore a thing is decided by
// where it lives now, not by the folder it was deleted in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreFromTrash } from '../../domain/commands/trash';
import { createCard } from '../../test/cards';
import { signedInUser } from '../../test/factories';
import { deleteUserPath, sharingOwner } from '../../test/sharingOwner';
import { startTestServer, type TestServer } from '../../test/testServer';
import { grantShare, makeClient, makeFolder, makeProject, makeWorkspace } from '../../test/workspace';

let server: TestServer;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInUser(server, { accessLevel: 'admin' });
});
afterAll(() => server?.close());

/** A card of the workspace's project, deleted by its owner: it is in the trash. */
async function trashedCard(ws: Awaited<ReturnType<typeof makeWorkspace>>, title = 'Gone') {
  const card = await createCard(ws.owner.client, { projectId: ws.projectId, title });
  expect((await ws.owner.client.delete(`/api/cards/${card.id}`)).status).toBe(200);
  return card as { id: number };
}

describe('the trash under attack', () => {
  it('answers the same 404 for an entry of someone else’s and for none, and locks neither', async () => {
    const victim = await makeWorkspace(server);
    const theirs = await trashedCard(victim, 'Secret');
    const attacker = await makeWorkspace(server);
    const own = await trashedCard(attacker);
    const api = attacker.owner.client;

    for (const ids of [[own.id, theirs.id], [own.id, 2_000_000_000], [theirs.id]]) {
      const res = await api.post('/api/trash/restore', { kind: 'card', ids });
      expect([res.status, res.body.error], JSON.stringify(ids)).toEqual([404, 'Not in the trash']);
      const purge = await api.post('/api/trash/purge', { kind: 'card', ids });
      expect([purge.status, purge.body.error], JSON.stringify(ids)).toEqual([404, 'Not in the trash']);
    }

    // Inside the refused restore's transaction, the victim's entry is neither taken nor locked.
    const rolledBack = server.db.transaction(async (trx) => {
      const body = { kind: 'card', ids: [own.id, theirs.id] };
      await expect(restoreFromTrash(trx, { id: attacker.owner.user.id }, body)).rejects.toMatchObject({
        kind: 'notFound',
      });
      expect(await trx('trash').where({ kind: 'card', entityId: theirs.id }).first('id')).toBeDefined();
      const { rows } = await server.db.raw(
        `SELECT id FROM trash WHERE kind = 'card' AND "entityId" = ? FOR UPDATE NOWAIT`,
        [theirs.id],
      );
      expect(rows).toHaveLength(1);
      throw new Error('roll back');
    });
    await expect(rolledBack).rejects.toThrow('roll back');

    // Their owner restores both as ever.
    expect(
      (await victim.owner.client.post('/api/trash/restore', { kind: 'card', ids: [theirs.id] })).status,
    ).toBe(200);
    expect((await api.post('/api/trash/restore', { kind: 'card', ids: [own.id] })).status).toBe(200);
  });

  it('lets a former member claim only a folder the account deletion sent to the trash', async () => {
    const o = await sharingOwner(server);
    // The owner deletes the folder themselves; later an admin deletes the owner's account.
    expect((await o.owner.client.delete(`/api/projects/${o.folderId}`)).status).toBe(200);
    const deleted = await admin.client.request('DELETE', deleteUserPath(o.owner.user.id), { folders: {} });
    expect(deleted.status, deleted.text).toBe(200);

    for (const member of [o.first, o.second]) {
      expect((await member.client.get('/api/trash/folders')).body.items).toEqual([]);
      const res = await member.client.post('/api/trash/restore', { kind: 'folder', ids: [o.folderId] });
      expect([res.status, res.body.error]).toEqual([404, 'Not in the trash']);
    }
    expect(await server.db('projects').where({ id: o.folderId }).first()).toBeUndefined();
  });

  it('decides a purge or a restore by the folder the thing lives in now, not the one it was deleted in', async () => {
    const owner = await signedInUser(server);
    const client = await makeClient(owner.client);
    const left = await makeFolder(owner.client, client.id, 'Left');
    const right = await makeFolder(owner.client, client.id, 'Right');
    const project = await makeProject(owner.client, left.id, 'MOV', 'Moves');
    const card = await createCard(owner.client, { projectId: project.id, title: 'Kept' });
    expect((await owner.client.delete(`/api/cards/${card.id}`)).status).toBe(200);
    const moved = await owner.client.put(`/api/projects/${project.id}`, { parentId: right.id });
    expect(moved.status, moved.text).toBe(200);

    // The two folders go to different people.
    const x = await signedInUser(server);
    const y = await signedInUser(server);
    await grantShare(server, left.id, owner.user.id, x);
    await grantShare(server, right.id, owner.user.id, y);
    const deleted = await admin.client.request('DELETE', deleteUserPath(owner.user.id), {
      folders: { [left.id]: { transferTo: x.user.id }, [right.id]: { transferTo: y.user.id } },
    });
    expect(deleted.status, deleted.text).toBe(200);

    // The old folder's new owner cannot see the project, nor touch what was deleted in it.
    expect((await x.client.get(`/api/projects/${project.id}`)).status).toBe(404);
    for (const call of ['restore', 'purge'])
      expect((await x.client.post(`/api/trash/${call}`, { kind: 'card', ids: [card.id] })).status).toBe(404);
    expect((await x.client.delete(`/api/projects/${left.id}/trash`)).body).toEqual({ purged: 0 });
    expect(await server.db('trash').where({ kind: 'card', entityId: card.id }).first('id')).toBeDefined();

    // The project's folder's owner sees it in the project's trash, and decides.
    expect((await y.client.get(`/api/projects/${project.id}/trash`)).body.items).toMatchObject([
      { kind: 'card', id: card.id },
    ]);
    expect((await y.client.delete(`/api/projects/${right.id}/trash`)).body).toEqual({ purged: 1 });
  });
});
