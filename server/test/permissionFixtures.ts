// Fresh targets for the permission matrix: every call gets its own rows, made straight in the database.
import type { TestServer } from './testServer';

export interface Actors {
  ownerId: string;
  clientId: number;
  folderId: number;
  projectId: number;
}

let seq = 0;
const next = () => ++seq;

export function fixtures(server: TestServer, w: Actors) {
  const db = server.db;
  const one = async (table: string, values: Record<string, unknown>) =>
    (await db(table).insert(values).returning('*'))[0];
  return {
    client: () => one('clients', { name: `C${next()}`, ownerId: w.ownerId }),
    folder: () => one('projects', { name: `F${next()}`, clientId: w.clientId, ownerId: w.ownerId }),
    project: () =>
      one('projects', {
        name: `P${next()}`,
        prefix: 'PRM',
        parentId: w.folderId,
        clientId: w.clientId,
        ownerId: w.ownerId,
      }),
    card: () =>
      one('cards', {
        externalId: `PRM-${String(100000 + next())}`,
        title: 'T',
        order: next(),
        projectId: w.projectId,
      }),
    category: () => one('categories', { name: `UC${next()}`, projectId: w.projectId }),
    release: () => one('releases', { name: `R${next()}`, projectId: w.projectId }),
    async sprint() {
      const release = await one('releases', { name: `R${next()}`, projectId: w.projectId });
      return one('sprints', { name: `S${next()}`, releaseId: release.id });
    },
    roomLink: () =>
      one('room_links', {
        projectId: w.projectId,
        tokenHash: `fixture-${next()}-${Date.now()}`,
        createdByUserId: w.ownerId,
      }),
    share: () =>
      one('folder_shares', {
        folderId: w.folderId,
        sharedWithEmail: `invitee-${next()}@example.test`,
        sharedByUserId: w.ownerId,
      }),
  };
}
