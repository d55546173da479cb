// @vitest-environment happy-dom
// The open project goes away under its reader (issue 41): the notice names who did it and says what
// happened as the server knows it — deleted into the trash (with a link when the reader may restore it),
// its folder deleted, or moved to another folder — and says nothing for this tab's own delete.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { change, type ChangeEvent } from '../../../../common/events';
import * as make from '../../../../common/test/factories';
import type { Project } from '../../../../common/schemas/projects';
import type { TrashItem } from '../../../../common/schemas/trash';
import { clearToasts, toastState } from '../../ui';
import { subscribeKey } from 'valtio/utils';
import { applyRemoteEvents, listsChanges, setProjectData, setWorkspaceLists } from '../applyRemote';
import { board, resetBoard } from '../board';
import { closeDialog, dialogs } from '../dialogs';
import { rememberOwn } from '../local';
import { setUser } from '../session';
import { workspace } from '../workspace';
import { tellProjectGone } from './projectGone';

const OWNER = 'owner-of-product';
const DANA = { userId: 'dana', name: 'Dana Lee', initials: 'DL', color: '#3B82F6', cardId: null };
const folder = make.project(1, { name: 'Product', parentId: null, prefix: null, ownerId: OWNER });
const web = make.project(2, { name: 'Web', parentId: 1, ownerId: OWNER });

const trashed = (kind: TrashItem['kind'], id: number, label: string, by = DANA): TrashItem => ({
  id,
  kind,
  label,
  folderId: 1,
  projectId: kind === 'folder' ? null : id,
  deletedAt: '2026-11-29T10:00:00.000Z',
  deletedBy: { id: by.userId, name: by.name },
  purgeAt: '2026-12-29T10:00:00.000Z',
  contains: 3,
});

/** The server as the notice asks it: each `GET path` answers its body, anything else 404. */
function serve(routes: Record<string, unknown>) {
  vi.stubGlobal('fetch', async (url: string) =>
    url in routes
      ? new Response(JSON.stringify(routes[url]), { status: 200 })
      : new Response(JSON.stringify({ error: 'Not found' }), { status: 404 }),
  );
}

let seq = 100;
const deleted = (id: number, actorId: string, mutationId?: string): ChangeEvent => ({
  ...change({ folderId: 1, projectId: id }, 'project.deleted', { id }),
  seq: ++seq,
  actorId,
  ...(mutationId ? { mutationId } : {}),
});

const follow = vi.fn<(moved: Project) => void>();
const notice = () =>
  vi.waitFor(() => {
    const shown = toastState.queue[0];
    if (!shown) throw new Error('no notice yet');
    return shown;
  });

let unfollow = () => {};
beforeEach(() => {
  setUser({
    id: 'me',
    email: 'mia@example.test',
    firstName: 'Mia',
    lastName: 'Park',
    accessLevel: 'user',
    emailVerified: true,
    profileImageUrl: null,
    createdAt: '',
  });
  const lists = { clients: [], cardCounts: {}, clientProjectCounts: {}, folderShareCounts: {} };
  setWorkspaceLists({ ...lists, projects: [folder, web] }, listsChanges());
  workspace.selectedProjectId = 2;
  resetBoard(2);
  setProjectData({ project: web, cards: [], categories: [], releases: [] });
  board.presence = [DANA];
  unfollow = subscribeKey(board, 'gone', (gone) => gone && void tellProjectGone(gone, follow), true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
  closeDialog();
  follow.mockClear();
  unfollow();
});

describe('the open project, gone', () => {
  it('names who deleted it and links to the trash, where the reader may restore it', async () => {
    serve({ '/api/projects/1/trash': { items: [trashed('project', 2, 'Web')] } });
    applyRemoteEvents([deleted(2, 'dana')]);
    const shown = await notice();
    expect([shown.title, shown.description]).toEqual([
      'Project deleted',
      'Dana Lee deleted “Web”. You can restore it from the trash.',
    ]);
    expect(shown.action?.label).toBe('Open trash');
    shown.action!.onClick();
    expect(dialogs.open).toBe('projects');
    expect(dialogs.projectsAt).toEqual({ view: 'trash', folderId: 1 });
  });

  it('says “You” for the reader’s own delete in another tab, nothing in the tab that made it', async () => {
    serve({ '/api/projects/1/trash': { items: [trashed('project', 2, 'Web', { ...DANA, userId: 'me' })] } });
    applyRemoteEvents([deleted(2, 'me')]);
    expect((await notice()).description).toBe('You deleted “Web”. You can restore it from the trash.');

    clearToasts();
    resetBoard(2);
    setProjectData({ project: web, cards: [], categories: [], releases: [] });
    rememberOwn('mine-1');
    applyRemoteEvents([deleted(2, 'me', 'mine-1')]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(toastState.queue).toEqual([]);
  });

  it('tells a move to a folder the reader sees from a delete, and follows the project there', async () => {
    const moved = { ...web, parentId: 7 };
    serve({
      '/api/projects/1/trash': { items: [] },
      '/api/projects/2': moved,
      '/api/projects/7': make.project(7, { name: 'Mobile', parentId: null, prefix: null }),
    });
    applyRemoteEvents([deleted(2, 'dana')]);
    const shown = await notice();
    expect([shown.title, shown.description]).toEqual([
      'Project moved',
      'Dana Lee moved “Web” to the folder “Mobile”.',
    ]);
    expect(shown.action).toBeUndefined();
    expect(follow).toHaveBeenCalledExactlyOnceWith(moved);
  });

  it('tells a move out of the reader’s sight, by the folder’s owner, as a move', async () => {
    serve({ '/api/projects/1/trash': { items: [] } });
    board.presence = [];
    applyRemoteEvents([deleted(2, OWNER)]);
    const shown = await notice();
    expect([shown.title, shown.description]).toEqual([
      'Project moved',
      'The owner of “Product” moved “Web” to a folder that isn’t shared with you.',
    ]);
    expect(follow).not.toHaveBeenCalled();
  });

  it('tells a member that the owner deleted the folder, which only the owner may restore', async () => {
    serve({ '/api/trash/folders': { items: [] } });
    board.presence = [];
    applyRemoteEvents([deleted(1, OWNER)]);
    const shown = await notice();
    expect([shown.title, shown.description]).toEqual([
      'Folder deleted',
      'The owner of “Product” deleted the folder, with “Web” in it. Only they can restore it.',
    ]);
    expect(shown.action).toBeUndefined();
  });

  it('links the folder’s owner to the deleted folders', async () => {
    serve({ '/api/trash/folders': { items: [trashed('folder', 1, 'Product', { ...DANA, userId: 'me' })] } });
    applyRemoteEvents([deleted(1, 'me')]);
    const shown = await notice();
    expect(shown.description).toBe(
      'You deleted the folder “Product”, with “Web” in it. You can restore it from the trash.',
    );
    shown.action!.onClick();
    expect(dialogs.projectsAt).toEqual({ view: 'trash', folderId: 'deletedFolders' });
  });
});
