// Deleting an account never takes its teammates' data: the admin reads the account's shared folders, and the
// delete refuses (changing nothing) while any is undecided or a decision is not one it can carry out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../../common/schemas/admin';
import { usersRepo } from '../../db/repos/users';
import { signedInUser } from '../../test/factories';
import { deleteUserPath, folderContents, sharedFoldersPath, sharingOwner } from '../../test/sharingOwner';
import { startTestServer, type TestServer } from '../../test/testServer';
import { grantShare, makeFolder } from '../../test/workspace';

let server: TestServer;
let admin: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInUser(server, { accessLevel: 'admin' });
});
afterAll(() => server?.close());

describe('GET /api/admin/users/:id/shared-folders', () => {
  it('lists the folders the user owns that others have as active shares, with those members', async () => {
    const o = await sharingOwner(server);
    const res = await admin.client.get(sharedFoldersPath(o.owner.user.id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      folders: [
        {
          id: o.folderId,
          name: 'Product',
          clientName: 'Acme',
          members: [
            { id: o.first.user.id, name: 'Fay First', email: o.first.user.email },
            { id: o.second.user.id, name: 'Sid Second', email: o.second.user.email },
          ],
        },
      ],
    });
    // A recipient owns nothing shared; a user without folders has an empty list.
    expect((await admin.client.get(sharedFoldersPath(o.first.user.id))).body).toEqual({ folders: [] });
  });

  it('answers 404 for an unknown user and 403 for a non-admin', async () => {
    const unknown = await admin.client.get(sharedFoldersPath('00000000-0000-4000-8000-000000000000'));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(ADMIN_MESSAGES.notFound);
    expect((await admin.client.get(sharedFoldersPath('nope'))).status).toBe(404);
    const o = await sharingOwner(server);
    const member = await o.first.client.get(sharedFoldersPath(o.owner.user.id));
    expect(member.status).toBe(403);
    expect((await server.client().get(sharedFoldersPath(o.owner.user.id))).status).toBe(401);
  });
});

describe('DELETE /api/admin/users/:id with shared folders', () => {
  it('refuses with 409 while a shared folder is undecided, and changes nothing', async () => {
    const o = await sharingOwner(server);
    const before = await folderContents(server, o.folderId);
    const res = await admin.client.delete(deleteUserPath(o.owner.user.id));
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Choose what happens to 1 shared folder');
    expect(ADMIN_MESSAGES.undecided(2)).toBe('Choose what happens to 2 shared folders');
    expect(await server.db('users').where({ id: o.owner.user.id }).first()).toBeTruthy();
    expect((await o.owner.client.get('/api/auth/user')).status).toBe(200);
    expect(await server.db('projects').whereIn('id', [o.folderId, o.unsharedFolderId])).toHaveLength(2);
    expect(await folderContents(server, o.folderId)).toEqual(before);
    expect(await server.db('folder_shares').where({ folderId: o.folderId })).toHaveLength(3);
    // The delete's last statement refuses too: what a share turned active meanwhile would meet.
    expect(await usersRepo.deleteOwningNoSharedFolder(server.db, o.owner.user.id)).toBe(false);
  });

  it('needs every shared folder decided, and hands several to different members', async () => {
    const o = await sharingOwner(server);
    const other = await makeFolder(o.owner.client, o.clientId, 'Roadmap');
    await grantShare(server, other.id, o.owner.user.id, o.second);
    const path = deleteUserPath(o.owner.user.id);
    expect((await admin.client.delete(path)).body.error).toBe('Choose what happens to 2 shared folders');
    const half = { [o.folderId]: { transferTo: o.first.user.id } };
    const partly = await admin.client.request('DELETE', path, { folders: half });
    expect(partly.status).toBe(409);
    expect(partly.body.error).toBe('Choose what happens to 1 shared folder');
    const all = { ...half, [other.id]: { transferTo: o.second.user.id } };
    expect((await admin.client.request('DELETE', path, { folders: all })).status).toBe(200);
    const owners = await server.db('projects').whereIn('id', [o.folderId, other.id]).orderBy('id');
    expect(owners.map((row) => row.ownerId)).toEqual([o.first.user.id, o.second.user.id]);
    // Both members' new clients are copies of the old one (same name), each their own.
    const clients = await server.db('clients').whereIn('ownerId', [o.first.user.id, o.second.user.id]);
    expect(clients.map((c) => c.name)).toEqual(['Acme', 'Acme']);
  });

  it('refuses with 400 a transfer to a non-member, a decision for a folder that is not shared, and a bad shape', async () => {
    const o = await sharingOwner(server);
    const stranger = await signedInUser(server);
    const refusals: [unknown, string][] = [
      [{ folders: { [o.folderId]: { transferTo: stranger.user.id } } }, ADMIN_MESSAGES.notMember('Product')],
      [{ folders: { [o.folderId]: { transferTo: o.invited.user.id } } }, ADMIN_MESSAGES.notMember('Product')],
      [
        { folders: { [o.folderId]: { trash: true }, [o.unsharedFolderId]: { trash: true } } },
        ADMIN_MESSAGES.notSharedFolder(String(o.unsharedFolderId)),
      ],
      [
        { folders: { [o.folderId]: { transferTo: o.first.user.id, trash: true } } },
        'Each folder needs either transferTo (a member) or trash: true',
      ],
      [{ folders: { abc: { trash: true } } }, 'Folder ids must be numbers'],
      [{ folders: { [o.folderId]: { transferTo: 'someone' } } }, 'transferTo must be a user id'],
    ];
    for (const [body, message] of refusals) {
      const res = await admin.client.request('DELETE', deleteUserPath(o.owner.user.id), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe(message);
    }
    expect(await server.db('users').where({ id: o.owner.user.id }).first()).toBeTruthy();
    expect(await server.db('projects').where({ id: o.folderId }).first()).toMatchObject({
      ownerId: o.owner.user.id,
    });
  });

  it('403 for a non-admin, 404 for an unknown user, before the body is read', async () => {
    const o = await sharingOwner(server);
    const body = { folders: { [o.folderId]: { transferTo: o.first.user.id } } };
    const member = await o.first.client.request('DELETE', deleteUserPath(o.owner.user.id), body);
    expect(member.status).toBe(403);
    const unknown = await admin.client.request(
      'DELETE',
      deleteUserPath('00000000-0000-4000-8000-000000000000'),
      {
        folders: 'nonsense',
      },
    );
    expect(unknown.status).toBe(404);
    expect(await server.db('projects').where({ id: o.folderId }).first()).toMatchObject({
      ownerId: o.owner.user.id,
    });
  });
});
