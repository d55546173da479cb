// @vitest-environment happy-dom
// Deleting from Manage Projects: the toasts call a folder a folder (issue 41), for a refusal and a success.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as make from '../../../../common/test/factories';
import { clearToasts, toastState } from '../../ui';
import { listsChanges, setWorkspaceLists } from '../applyRemote';
import { clearUndo } from '../undo';
import { workspace } from '../workspace';
import { deleteProject } from './projectDeletes';

vi.mock('../live', () => ({ openProject: vi.fn(async () => {}), watchAccess: vi.fn() }));

const folder = make.project(1, { name: 'Product', parentId: null, prefix: null });
const web = make.project(2, { name: 'Web', parentId: 1 });

/** Every DELETE answers `status`; the lists the refresh reads answer empty. */
function answerDeletes(status: number, body: unknown) {
  vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) =>
    init?.method === 'DELETE'
      ? new Response(JSON.stringify(body), { status })
      : new Response(JSON.stringify(_url.endsWith('counts') ? {} : []), { status: 200 }),
  );
}

const shown = () => toastState.queue.map((t) => [t.title, t.description]);

beforeEach(() => {
  const lists = { clients: [], cardCounts: {}, clientProjectCounts: {}, folderShareCounts: {} };
  setWorkspaceLists({ ...lists, projects: [folder, web] }, listsChanges());
  workspace.selectedProjectId = null;
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
  clearUndo();
});

describe('deleteProject', () => {
  it('titles a refused folder delete “Cannot Delete Folder”, a project’s as the spec does', async () => {
    answerDeletes(403, { error: 'Only the owner of this folder can do that' });
    expect(await deleteProject(1)).toBe(false);
    expect(shown()).toEqual([['Cannot Delete Folder', 'Only the owner of this folder can do that']]);
    expect(await deleteProject(2)).toBe(false);
    expect(shown()).toEqual([['Cannot Delete Project', 'Only the owner of this folder can do that']]);
  });

  it('says which was deleted', async () => {
    answerDeletes(200, { id: 2 });
    expect(await deleteProject(2)).toBe(true);
    expect(shown()).toEqual([['Success', 'Project deleted successfully']]);
    answerDeletes(200, { id: 1 });
    expect(await deleteProject(1)).toBe(true);
    expect(shown()).toEqual([['Success', 'Folder deleted']]);
  });
});
