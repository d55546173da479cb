// Test data for deleting an account that shares folders: an owner, their shared folder with what it holds,
// its members, and a count of what a folder holds to compare before and after.
import { planning } from './cards';
import { signedInUser } from './factories';
import type { TestServer } from './testServer';
import { grantShare, insertCards, makeFolder, makeWorkspace } from './workspace';

/**
 * An owner whose folder "Product" (client "Acme", one project with cards, a use case, releases and sprints)
 * two teammates (Fay First, Sid Second) have as active shares and a third is invited to; and a second folder
 * nobody shares.
 */
export async function sharingOwner(server: TestServer) {
  const ws = await makeWorkspace(server);
  await insertCards(server, ws.projectId, ws.prefix, 5);
  await planning(server, ws.projectId);
  const first = await signedInUser(server, { firstName: 'Fay', lastName: 'First' });
  const second = await signedInUser(server, { firstName: 'Sid', lastName: 'Second' });
  const invited = await signedInUser(server);
  await grantShare(server, ws.folderId, ws.owner.user.id, first);
  await grantShare(server, ws.folderId, ws.owner.user.id, second);
  await grantShare(server, ws.folderId, ws.owner.user.id, invited, 'pending');
  const unshared = await makeFolder(ws.owner.client, ws.clientId, 'Private');
  return { ...ws, first, second, invited, unsharedFolderId: unshared.id as number };
}

/** What the folder's projects hold. */
export async function folderContents(server: TestServer, folderId: number) {
  const count = async (table: string, column: string, ids: number[]) =>
    Number((await server.db(table).whereIn(column, ids).count({ n: '*' }).first())!.n);
  const projectIds = (await server.db('projects').where({ parentId: folderId }).select('id')).map(
    (r) => r.id,
  );
  const releaseIds = (await server.db('releases').whereIn('projectId', projectIds).select('id')).map(
    (r) => r.id,
  );
  return {
    projects: projectIds.length,
    cards: await count('cards', 'projectId', projectIds),
    categories: await count('categories', 'projectId', projectIds),
    releases: releaseIds.length,
    sprints: await count('sprints', 'releaseId', releaseIds),
  };
}

export const sharedFoldersPath = (id: string) => `/api/admin/users/${id}/shared-folders`;
export const deleteUserPath = (id: string) => `/api/admin/users/${id}`;
