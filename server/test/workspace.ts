// Test data for the workspace API: a signed-in owner with client → folder → project, built through the API.
import { expect } from 'vitest';
import { signedInUser, type TestUser } from './factories';
import type { TestClient } from './httpClient';
import type { TestServer } from './testServer';

export interface Workspace {
  owner: TestUser & { client: TestClient };
  clientId: number;
  folderId: number;
  projectId: number;
  prefix: string;
}

async function created<T = any>(promise: Promise<{ status: number; body: T; text: string }>): Promise<T> {
  const res = await promise;
  expect(res.status, res.text).toBe(201);
  return res.body;
}

export const makeClient = (api: TestClient, name = 'Acme') => created(api.post('/api/clients', { name }));
export const makeFolder = (api: TestClient, clientId: number, name = 'Product') =>
  created(api.post('/api/projects', { name, clientId }));
export const makeProject = (api: TestClient, folderId: number, prefix = 'APP', name = 'App') =>
  created(api.post('/api/projects', { name, prefix, parentId: folderId }));

/** A fresh owner with one client, one folder and one project in it. */
export async function makeWorkspace(server: TestServer, prefix = 'APP'): Promise<Workspace> {
  const owner = await signedInUser(server);
  const client = await makeClient(owner.client);
  const folder = await makeFolder(owner.client, client.id);
  const project = await makeProject(owner.client, folder.id, prefix);
  return { owner, clientId: client.id, folderId: folder.id, projectId: project.id, prefix };
}

/** Gives `who` a share of the folder straight in the database (the sharing API has its own tests). */
export async function grantShare(
  server: TestServer,
  folderId: number,
  ownerId: string,
  who: TestUser,
  status: 'active' | 'pending' = 'active',
) {
  await server.db('folder_shares').insert({
    folderId,
    sharedWithEmail: who.user.email,
    sharedWithUserId: status === 'active' ? who.user.id : null,
    sharedByUserId: ownerId,
    status,
  });
}

/** Inserts cards straight into the database (fast bulk data for ranking and export tests). */
export async function insertCards(
  server: TestServer,
  projectId: number,
  prefix: string,
  count: number,
  from = 1,
) {
  const rows = Array.from({ length: count }, (_, i) => ({
    externalId: `${prefix}-${String(from + i).padStart(3, '0')}`,
    title: `Card ${from + i}`,
    order: from + i,
    projectId,
  }));
  for (let i = 0; i < rows.length; i += 1000) await server.db('cards').insert(rows.slice(i, i + 1000));
  await server
    .db('projects')
    .where({ id: projectId })
    .update({ nextCardNumber: from + count });
}
