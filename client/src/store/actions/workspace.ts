// Loading the workspace, choosing client and project, and the client/folder/project writes of the
// management dialogs (shares: shares.ts; deletes: projectDeletes.ts), with the spec's toasts (spec 8
// "Clients", "Projects and sharing").
import type {
  CreateProjectRequest,
  Project,
  UpdateProjectRequest,
} from '../../../../common/schemas/projects';
import { errorText, isApiError } from '../../api/http';
import { clientsApi } from '../../api/clients';
import { projectsApi } from '../../api/projects';
import { sharesApi } from '../../api/shares';
import type { Client } from '../../../../common/schemas/clients';
import { toast } from '../../ui';
import { board } from '../board';
import { session } from '../session';
import { clearSelection } from '../view';
import {
  firstProjectOf,
  initialSelection,
  isFolder,
  rememberSelection,
  rememberedSelection,
  selectionIfLost,
  showLists,
  startRead,
  workspace,
} from '../workspace';
import { setRemoteHandlers } from '../applyRemote';
import { openProject, watchAccess } from '../live';
import { failureToast, newMutation } from '../mutations';
import { tellProjectGone } from './projectGone';

const userId = () => session.user?.id ?? 'anonymous';

let staleTimer: ReturnType<typeof setTimeout> | undefined;
/** Several events in a burst (a share, a move, the notices on the person's channel) cost one refresh. */
const workspaceStale = () => {
  clearTimeout(staleTimer);
  staleTimer = setTimeout(() => void refreshWorkspace(), 150);
};
/**
 * Lets the remote-change path refresh the lists and leave a project that went away; set by loadWorkspace
 * (a store module does nothing by being imported, and the landing screen never loads this one).
 */
function handleRemoteWorkspaceChanges() {
  setRemoteHandlers({
    workspaceStale,
    projectGone: (gone) => {
      const next = firstProjectOf(workspace.projects, workspace.selectedClientId);
      selectProject(next);
      // A project moved to a folder this person also sees opens again there, unless they chose another.
      void tellProjectGone(gone, (moved) => {
        if (workspace.selectedProjectId === next) selectProject(moved.id, moved.clientId);
      });
    },
  });
}

/**
 * Lists the screen can do without, each with the toast of spec 7/8 when it does not load. A toast replaces
 * the one on screen, so the one that matters most (the project list) comes last.
 */
const SPARE_LISTS = {
  folderShareCounts: 'Failed to fetch folder share counts',
  clientProjectCounts: 'Failed to fetch project counts',
  projects: 'Failed to fetch projects',
} as const;
type SpareList = keyof typeof SPARE_LISTS;

const orMissing = <T>(call: Promise<T>) => call.catch(() => undefined);

/**
 * Every list and count of the workspace, in parallel. Without clients or card counts it fails; a spare list
 * that fails is left out (undefined), and the rest of the screen works without it.
 */
async function fetchWorkspace() {
  const [clients, cardCounts, projects, clientProjectCounts, folderShareCounts] = await Promise.all([
    clientsApi.list(),
    projectsApi.cardCounts(),
    orMissing(projectsApi.list()),
    orMissing(clientsApi.projectCounts()),
    orMissing(sharesApi.counts()), // a 401 is an empty map, not a failure (spec 7)
  ]);
  const spare = { clientProjectCounts, projects, folderShareCounts };
  const missing = (Object.keys(SPARE_LISTS) as SpareList[]).filter((key) => spare[key] === undefined);
  for (const key of missing) delete spare[key];
  return { lists: { clients, cardCounts, ...spare }, missing };
}

const knownClient = (clients: readonly Client[], id: number | null) =>
  clients.some((c) => c.id === id) ? id : (clients[0]?.id ?? null);

export async function loadWorkspace(): Promise<void> {
  workspace.status = 'loading';
  // Live from here on: what this person sees follows shares, moves and renames (docs/realtime.md "access").
  watchAccess(workspaceStale);
  handleRemoteWorkspaceChanges();
  const remembered = rememberedSelection(userId());
  // The last project opens while the lists load; they confirm it (or choose another) when they arrive.
  if (remembered.projectId !== null) selectProject(remembered.projectId, remembered.clientId ?? undefined);
  try {
    const read = startRead();
    const { lists, missing } = await fetchWorkspace();
    showLists(read, lists);
    // Without the project list the remembered project stays open (its own data says whether it still is).
    const start = lists.projects
      ? initialSelection(lists.clients, lists.projects, remembered)
      : { clientId: knownClient(lists.clients, remembered.clientId), projectId: remembered.projectId };
    workspace.status = 'ready';
    workspace.selectedClientId = start.clientId;
    if (start.projectId !== workspace.selectedProjectId || board.status === 'error')
      selectProject(start.projectId);
    for (const key of missing) failureToast({ title: SPARE_LISTS[key] });
  } catch {
    workspace.status = 'error';
  }
}

/** Local writes to the lists and counts; an answer read before the latest of them is stale. */
let localWrites = 0;
/** Counts a write to the lists made here (a refresh read before it is stale). */
export const wrote = () => void (localWrites += 1);

/** Re-reads the lists and counts (after a reconnect, or a change of another folder). */
export async function refreshWorkspace(): Promise<void> {
  const startedAt = localWrites;
  const read = startRead();
  try {
    const { lists } = await fetchWorkspace();
    // Something changed here while the answer was on its way: it may predate that change, so ask again.
    if (localWrites !== startedAt) return void refreshWorkspace();
    showLists(read, lists);
    const start = selectionIfLost();
    if (start) selectProject(start.projectId, start.clientId ?? undefined);
  } catch {
    // Keep what is shown (also of a spare list that failed); the next change or reconnect tries again.
  }
}

/** Switching client selects its first child project, or none (spec 4). */
export function selectClient(clientId: number | null) {
  workspace.selectedClientId = clientId;
  selectProject(firstProjectOf(workspace.projects, clientId));
}

/** Switching project clears the card selection and opens the project live (and its client, when given). */
export function selectProject(projectId: number | null, clientId?: number) {
  if (clientId !== undefined) workspace.selectedClientId = clientId;
  if (projectId !== workspace.selectedProjectId) clearSelection();
  workspace.selectedProjectId = projectId;
  rememberSelection(userId(), workspace.selectedClientId, projectId);
  void openProject(projectId);
}

/** Loads the selected project again (after a failure). */
export const retryProject = () => void openProject(workspace.selectedProjectId);

export function bumpCardCount(projectId: number, delta: number, _cardId?: number) {
  wrote();
  workspace.cardCounts[projectId] = Math.max(0, (workspace.cardCounts[projectId] ?? 0) + delta);
}

function putProject(project: Project) {
  wrote();
  const index = workspace.projects.findIndex((p) => p.id === project.id);
  if (index >= 0) workspace.projects[index] = project;
  else workspace.projects.push(project);
}
function putClient(client: Client) {
  wrote();
  const index = workspace.clients.findIndex((c) => c.id === client.id);
  if (index >= 0) workspace.clients[index] = client;
  else workspace.clients.push(client);
}

// ---- clients ----

export async function createClient(name: string, description?: string): Promise<Client | null> {
  try {
    const client = await clientsApi.create({ name, description }, newMutation());
    putClient(client);
    workspace.clientProjectCounts[client.id] = 0;
    if (workspace.selectedClientId === null) selectClient(client.id);
    toast({ title: 'Client created' });
    return client;
  } catch (error) {
    failureToast({ title: 'Creation failed', description: errorText(error, 'Failed to create client') });
    return null;
  }
}

export async function updateClient(clientId: number, name: string): Promise<boolean> {
  try {
    putClient(await clientsApi.update(clientId, { name }, newMutation()));
    toast({ title: 'Client updated' });
    return true;
  } catch (error) {
    failureToast({ title: 'Update failed', description: errorText(error, 'Failed to update client') });
    return false;
  }
}

export async function deleteClient(clientId: number): Promise<boolean> {
  try {
    await clientsApi.remove(clientId, newMutation());
    wrote();
    workspace.clients = workspace.clients.filter((c) => c.id !== clientId);
    if (workspace.selectedClientId === clientId) selectClient(workspace.clients[0]?.id ?? null);
    toast({ title: 'Client deleted' });
    return true;
  } catch (error) {
    if (isApiError(error, 409) && error.serverError) {
      // The server counted projects this screen did not know of (spec 5): its text says how many; the
      // refreshed counts disable the delete button.
      failureToast({ title: 'Cannot delete client', description: error.serverError });
      void refreshWorkspace();
    } else
      failureToast({
        title: 'Deletion failed',
        description: 'Failed to delete client. Make sure all projects are deleted first.',
      });
    return false;
  }
}

// ---- folders and projects ----

export async function createProject(body: CreateProjectRequest): Promise<Project | null> {
  try {
    const project = await projectsApi.create(body, newMutation());
    putProject(project);
    void refreshWorkspace();
    // A folder is not a project to the person who made it (spec wording kept for projects).
    toast({
      title: 'Success',
      description: isFolder(project) ? 'Folder created' : 'Project created successfully',
    });
    if (!isFolder(project) && workspace.selectedProjectId === null) {
      workspace.selectedClientId = project.clientId;
      selectProject(project.id);
    }
    return project;
  } catch (error) {
    failureToast({ title: 'Error', description: errorText(error, 'Failed to create project') });
    return null;
  }
}

export async function updateProject(projectId: number, body: UpdateProjectRequest): Promise<Project | null> {
  try {
    const project = await projectsApi.update(projectId, body, newMutation());
    putProject(project);
    toast({ title: 'Success', description: 'Project updated successfully' });
    return project;
  } catch (error) {
    failureToast({ title: 'Error', description: errorText(error, 'Failed to update project') });
    return null;
  }
}
