// @vitest-environment happy-dom
// The main screen when one of the workspace's lists does not load (spec 7/8): the project counts, the project
// list and the folder share counts each fail on their own with the spec's toast, and the rest of the screen
// works; a 401 on the share counts is an empty map, silently; 'Failed to load project data' is for the
// project's own data.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { board, resetBoard } from '../../store/board';
import { setProjectData } from '../../store/applyRemote';
import { setUser } from '../../store/session';
import { workspace } from '../../store/workspace';
import { renderPage } from '../../test/renderPage';
import { clearToasts, toastState } from '../../ui';
import {
  makeClient,
  makeFolder,
  makeProject,
  makeUser,
  resetStores,
  routedFetch,
} from '../manage/shared/testKit';
import { BoardPage } from './BoardPage';

const live = vi.hoisted(() => ({ projectDataFails: false }));
// The project's own data, as the live connection would load it (no socket here).
vi.mock('../../store/live', () => ({
  openProject: vi.fn(async (projectId: number | null) => {
    resetBoard(projectId);
    if (projectId === null) return;
    if (live.projectDataFails) board.status = 'error';
    else
      setProjectData({ project: makeProject(2, 'Web', 10, 'WEB'), cards: [], categories: [], releases: [] });
  }),
  focusCard: vi.fn(),
  closeLive: vi.fn(),
  watchAccess: vi.fn(),
}));

type Answer = { status: number; body?: unknown };
const LISTS: Record<string, Answer> = {
  '/api/clients': { status: 200, body: [makeClient(1, 'Acme')] },
  '/api/projects': { status: 200, body: [makeFolder(10, 'Product'), makeProject(2, 'Web', 10, 'WEB')] },
  '/api/client-project-counts': { status: 200, body: { 1: 1 } },
  '/api/card-counts': { status: 200, body: { 2: 0 } },
  '/api/folder-share-counts': { status: 200, body: { 10: 2 } },
};
const SERVER_ERROR: Answer = { status: 500, body: { error: 'Internal error' } };

function serve(failures: Record<string, Answer> = {}) {
  const answers = { ...LISTS, ...failures };
  const routes = Object.fromEntries(
    Object.entries(answers).map(([url, answer]) => [`GET ${url}`, () => answer]),
  );
  vi.stubGlobal('fetch', routedFetch(routes).fetchStub);
}

/** Renders the screen and waits until the project's backlog (its quick add) is there. */
async function openScreen() {
  renderPage(<BoardPage />);
  return screen.findByPlaceholderText('Enter feature title...');
}
const toastTitles = () => toastState.queue.map((toast) => toast.title);
const sidebarProjects = () => screen.queryByRole('list', { name: 'Projects' });

beforeEach(() => {
  live.projectDataFails = false;
  setUser(makeUser());
  // The project Ana had open last time.
  localStorage.setItem('cardplan:selection:me', JSON.stringify({ clientId: 1, projectId: 2 }));
});
afterEach(() => {
  cleanup();
  clearToasts();
  resetStores();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('BoardPage, when a list does not load', () => {
  it('shows no toast when every list loads', async () => {
    serve();
    await openScreen();
    expect(within(sidebarProjects()!).getByText('Web')).toBeTruthy();
    expect(toastTitles()).toEqual([]);
  });

  it("toasts 'Failed to fetch project counts' and keeps the projects and the backlog", async () => {
    serve({ '/api/client-project-counts': SERVER_ERROR });
    await openScreen();
    expect(await screen.findByText('Failed to fetch project counts')).toBeTruthy();
    expect(within(sidebarProjects()!).getByText('Web')).toBeTruthy();
    expect(workspace.folderShareCounts).toEqual({ 10: 2 });
    expect(screen.queryByText('Failed to load project data')).toBeNull();
  });

  it("toasts 'Failed to fetch projects' and keeps the open project working", async () => {
    serve({ '/api/projects': SERVER_ERROR });
    await openScreen();
    expect(await screen.findByText('Failed to fetch projects')).toBeTruthy();
    // The remembered project stays open, named from its own data.
    expect(workspace.selectedProjectId).toBe(2);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Web');
    expect(workspace.clientProjectCounts).toEqual({ 1: 1 });
    expect(screen.queryByText('Failed to load project data')).toBeNull();
  });

  it("toasts 'Failed to fetch folder share counts' and keeps the rest", async () => {
    serve({ '/api/folder-share-counts': SERVER_ERROR });
    await openScreen();
    expect(await screen.findByText('Failed to fetch folder share counts')).toBeTruthy();
    expect(within(sidebarProjects()!).getByText('Web')).toBeTruthy();
    expect(workspace.clientProjectCounts).toEqual({ 1: 1 });
  });

  it('takes a 401 on the folder share counts as an empty map, without a toast', async () => {
    serve({ '/api/folder-share-counts': { status: 401, body: { error: 'Not signed in' } } });
    await openScreen();
    expect(within(sidebarProjects()!).getByText('Web')).toBeTruthy();
    expect(workspace.folderShareCounts).toEqual({});
    expect(toastTitles()).toEqual([]);
  });

  it('fails each list on its own: with all three down, the project list’s toast is the one left on screen', async () => {
    serve({
      '/api/client-project-counts': SERVER_ERROR,
      '/api/projects': SERVER_ERROR,
      '/api/folder-share-counts': SERVER_ERROR,
    });
    await openScreen();
    expect(await screen.findByText('Failed to fetch projects')).toBeTruthy();
    expect(workspace.clients.map((client) => client.name)).toEqual(['Acme']);
    expect(workspace.cardCounts).toEqual({ 2: 0 });
  });

  it("keeps 'Failed to load project data' for the project's own data", async () => {
    live.projectDataFails = true;
    serve();
    renderPage(<BoardPage />);
    expect(await screen.findByText('Failed to load project data')).toBeTruthy();
    expect(within(sidebarProjects()!).getByText('Web')).toBeTruthy();
    expect(toastTitles()).toEqual([]);
  });
});
