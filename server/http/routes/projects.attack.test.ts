// Attacks on a project's folder: moving a project hands it to the target folder's
// members, a sharing decision only the owner of both folders may make.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../../common/events';
import { PROJECT_MESSAGES } from '../../../common/schemas/projects';
import { signedInUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/testServer';
import { grantShare, makeClient, makeFolder, makeWorkspace } from '../../test/workspace';

let server: TestServer;
const events: Omit<ChangeEvent, 'seq'>[] = [];
beforeAll(async () => {
  server = await startTestServer();
  server.changes.subscribe((event) => {
    events.push(event);
  });
});
afterAll(() => server?.close());

describe('moving a project between folders', () => {
  it("a share recipient cannot move a project between two of the owner's folders", async () => {
    const ws = await makeWorkspace(server);
    const other = await makeFolder(ws.owner.client, ws.clientId, 'Other');
    const guest = await signedInUser(server);
    await grantShare(server, ws.folderId, ws.owner.user.id, guest);
    await grantShare(server, other.id, ws.owner.user.id, guest);

    const moved = await guest.client.put(`/api/projects/${ws.projectId}`, { parentId: other.id });
    expect([moved.status, moved.body.error]).toEqual([403, PROJECT_MESSAGES.folderOwnerOnly]);
    // Nor into a folder of their own (out of the owner's hands), nor with a rename riding along.
    const own = await makeFolder(guest.client, (await makeClient(guest.client, 'Mine')).id, 'Mine');
    const stolen = await guest.client.put(`/api/projects/${ws.projectId}`, { name: 'X', parentId: own.id });
    expect([stolen.status, stolen.body.error]).toEqual([403, PROJECT_MESSAGES.folderOwnerOnly]);
    const project = await ws.owner.client.get(`/api/projects/${ws.projectId}`);
    expect(project.body).toMatchObject({ parentId: ws.folderId, name: 'App' });
    // Everything else inside the folder stays theirs to change.
    const renamed = await guest.client.put(`/api/projects/${ws.projectId}`, {
      name: 'Renamed',
      parentId: ws.folderId,
    });
    expect([renamed.status, renamed.body.name]).toEqual([200, 'Renamed']);
  });

  it('lets the owner of both folders move it: the new folder hears it arrive, the old one hears it go', async () => {
    const ws = await makeWorkspace(server);
    const other = await makeFolder(ws.owner.client, ws.clientId, 'Other');
    const before = events.length;
    const moved = await ws.owner.client.put(`/api/projects/${ws.projectId}`, { parentId: other.id });
    expect([moved.status, moved.body.parentId]).toEqual([200, other.id]);
    expect(events.slice(before)).toEqual([
      expect.objectContaining({ type: 'project.updated', folderId: other.id }),
      expect.objectContaining({ type: 'project.deleted', folderId: ws.folderId, data: { id: ws.projectId } }),
    ]);
    // A folder the owner can only read as a recipient is not theirs to move projects into.
    const elsewhere = await makeWorkspace(server);
    await grantShare(server, elsewhere.folderId, elsewhere.owner.user.id, ws.owner);
    const into = await ws.owner.client.put(`/api/projects/${ws.projectId}`, { parentId: elsewhere.folderId });
    expect([into.status, into.body.error]).toEqual([403, PROJECT_MESSAGES.folderOwnerOnly]);
  });
});
