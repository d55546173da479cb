// bench:scale's people and boards: presenters, each signed up through the proxy with two folders of one
// project each (chaos/harness/team.ts makes the first), every project with some cards; and a few signed-in
// browsers (sessions) per presenter for the clients that watch its folders.
import { expectStatus, makeTeam } from '../chaos/harness/team';
import type { TestClient } from '../server/test/httpClient';

export interface ScaleFolder {
  folderId: number;
  projectId: number;
  cardIds: number[];
  /** The presenter moving this folder's cards. */
  presenter: TestClient;
  /** Sessions the folder's watching clients take in turn (the presenter's other browsers). */
  viewers: TestClient[];
}

export interface WorkspaceShape {
  presenters: number;
  foldersPerPresenter: number;
  cardsPerProject: number;
  /** Browsers (sessions) per presenter for the clients that watch. */
  viewerSessions: number;
}

async function addCards(presenter: TestClient, projectId: number, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const card = await expectStatus(
      presenter.post('/api/cards', { title: `Card ${i + 1}`, projectId }),
      201,
      'card',
    );
    ids.push(card.id);
  }
  return ids;
}

async function presenterFolders(url: string, index: number, shape: WorkspaceShape): Promise<ScaleFolder[]> {
  const team = await makeTeam(url, `Scale${index}`);
  const viewers: TestClient[] = [];
  for (let i = 0; i < shape.viewerSessions; i++) viewers.push(await team.signIn(url));
  const folders = [{ folderId: team.folderId, projectId: team.projectId }];
  for (let f = 1; f < shape.foldersPerPresenter; f++) {
    const folder = await expectStatus(
      team.owner.post('/api/projects', { name: `Product ${f + 1}`, clientId: team.clientId }),
      201,
      'folder',
    );
    const project = await expectStatus(
      team.owner.post('/api/projects', { name: 'Board', prefix: 'SCL', parentId: folder.id }),
      201,
      'project',
    );
    folders.push({ folderId: folder.id, projectId: project.id });
  }
  return Promise.all(
    folders.map(async (folder) => ({
      ...folder,
      cardIds: await addCards(team.owner, folder.projectId, shape.cardsPerProject),
      presenter: team.owner,
      viewers,
    })),
  );
}

/** Every presenter's folders, made `parallel` presenters at a time (sign-ups hash passwords: argon2). */
export async function makeWorkspace(
  url: string,
  shape: WorkspaceShape,
  parallel = 5,
): Promise<ScaleFolder[]> {
  const folders: ScaleFolder[] = [];
  for (let i = 0; i < shape.presenters; i += parallel) {
    const batch = Array.from({ length: Math.min(parallel, shape.presenters - i) }, (_, j) =>
      presenterFolders(url, i + j, shape),
    );
    for (const made of await Promise.all(batch)) folders.push(...made);
  }
  return folders;
}
