// @vitest-environment happy-dom
// A project, folder or client created here shows at once under a temporary id, marked as saving: it opens,
// and takes edits, only once its answer gave it its real id (nothing is sent about an id the server never
// gave).
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as make from '../../../../../common/test/factories';
import { holdFetch, seedBoard, type HeldRequest } from '../../../test/heldFetch';
import { renderPage } from '../../../test/renderPage';
import { listsChanges, setWorkspaceLists } from '../../../store/applyRemote';
import {
  createClient,
  createProject,
  updateClient,
  updateProject,
} from '../../../store/actions/clientsProjects';
import { deleteProject } from '../../../store/actions/projectDeletes';
import { selectProject } from '../../../store/actions/workspace';
import { workspace } from '../../../store/workspace';
import { ClientList } from '../../manage/clients/ClientList';
import { ManagedProjectList } from '../../manage/projects/ManagedProjectList';
import { clearToasts } from '../../../ui';
import { SidebarProjects } from './SidebarProjects';

// Opening a project goes live (a socket); here only which project is selected matters. (This also gives the
// file a module graph of its own in the fast lane.)
vi.mock('../../../store/live', () => ({
  openProject: vi.fn(async () => {}),
  watchAccess: vi.fn(),
  closeLive: vi.fn(),
}));

let waiting: HeldRequest[] = [];
const sent = async () =>
  vi.waitFor(() => expect(waiting.length).toBeGreaterThan(0)).then(() => waiting.shift()!);

const folder = make.project(5, { name: 'Product', parentId: null, prefix: null, version: 4 });
const web = make.project(1, { name: 'Web', parentId: 5, version: 4 });

beforeEach(() => {
  waiting = holdFetch();
  seedBoard();
  const read = {
    projects: [folder, web],
    clients: [make.client(1, { name: 'Acme' })],
    cardCounts: { 1: 2 },
    clientProjectCounts: { 1: 1 },
    folderShareCounts: {},
  };
  setWorkspaceLists(read, listsChanges());
  workspace.selectedClientId = 1;
  workspace.selectedProjectId = 1;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearToasts();
});

const placeholder = () => workspace.projects.find((p) => p.id < 0)!;

describe('a project on its way', () => {
  it('shows as saving and does not open until its answer gives it its id', async () => {
    const creating = createProject({ name: 'Mobile', parentId: 5, prefix: 'MOB' });
    const request = await sent();
    renderPage(<SidebarProjects />);
    const row = screen.getByRole('button', { name: /Mobile/ });
    expect(row.hasAttribute('disabled')).toBe(true);
    expect(row.getAttribute('aria-busy')).toBe('true');
    selectProject(placeholder().id);
    expect(workspace.selectedProjectId).toBe(1);

    request.answer({ status: 201, body: make.project(9, { name: 'Mobile', parentId: 5, version: 1 }) });
    expect((await creating)?.id).toBe(9);
    const saved = await screen.findByRole('button', { name: /Mobile/ });
    expect(saved.hasAttribute('disabled')).toBe(false);
    fireEvent.click(saved);
    expect(workspace.selectedProjectId).toBe(9);
  });

  it('sends no rename or delete of a temporary id, and the manage lists offer none', async () => {
    const creating = createProject({ name: 'Mobile', parentId: 5, prefix: 'MOB' });
    const addingClient = createClient('Globex');
    const held = [await sent(), await sent()];
    const project = placeholder();
    const client = workspace.clients.find((c) => c.id < 0)!;
    expect(await updateProject(project.id, { name: 'Renamed' })).toBeNull();
    expect(await deleteProject(project.id)).toBe(false);
    expect(await updateClient(client.id, 'Renamed')).toBe(false);
    expect(waiting).toEqual([]);

    const noop = () => {};
    const actions = { onAddProject: noop, onEdit: noop, onShare: noop, onDelete: noop };
    const groups = [{ folder, projects: [web, project] }];
    renderPage(<ManagedProjectList groups={groups} cardCounts={{}} shareCounts={{}} {...actions} />);
    const row = screen.getByRole('listitem', { name: 'Project Mobile' });
    expect(row.getAttribute('aria-busy')).toBe('true');
    expect(within(row).queryAllByRole('button')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Edit Web' })).toBeTruthy();
    cleanup();
    renderPage(<ClientList clients={workspace.clients} projectCounts={{}} onEdit={noop} onDelete={noop} />);
    expect(screen.queryByRole('button', { name: 'Edit Globex' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Acme' })).toBeTruthy();
    // Refused, so no write stays on its way for the next test file.
    held.forEach((request) => request.answer({ status: 503, body: { error: 'Try again' } }));
    expect(await creating).toBeNull();
    expect(await addingClient).toBeNull();
  });
});
