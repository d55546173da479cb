// The signed-in user's workspace (valtio): clients, folders and projects, their counts, and which
// client/project is selected. The last selection is remembered per user in the browser (docs/decisions.md 4).
import { proxy } from 'valtio';
import type { ConfirmedLists, WorkspaceLists } from '../../../common/realtime/reconcile';
import type { Client, CountMap } from '../../../common/schemas/clients';
import type { Project } from '../../../common/schemas/projects';

type WorkspaceStatus = 'loading' | 'ready' | 'error';

export interface WorkspaceState {
  status: WorkspaceStatus;
  clients: Client[];
  /** Every folder and project the user can see, of every client. */
  projects: Project[];
  clientProjectCounts: CountMap;
  cardCounts: CountMap;
  folderShareCounts: CountMap;
  selectedClientId: number | null;
  selectedProjectId: number | null;
  /** Bumped when a change event says the lists cannot be patched here (store/actions/workspace.ts reads them). */
  outdated: number;
}

export const workspace = proxy<WorkspaceState>({
  status: 'loading',
  clients: [],
  projects: [],
  clientProjectCounts: {},
  cardCounts: {},
  folderShareCounts: {},
  selectedClientId: null,
  selectedProjectId: null,
  outdated: 0,
});

/**
 * Reconcile's bookkeeping of the lists that no screen reads (common/realtime/workspaceLists.ts): the server's
 * lists, and what was last shown of them (`workspace` above is written from it, store/applyRemote.ts).
 */
export const lists: { confirmed: ConfirmedLists | null; shown: WorkspaceLists | null } = {
  confirmed: null,
  shown: null,
};

export const isFolder = (project: Pick<Project, 'parentId'>) => project.parentId === null;

/**
 * A client, folder or project created here and not answered yet: it shows under a temporary (negative) id,
 * as saving, and does not open or take edits until its answer gives it its id.
 */
export const isPlaceholder = (thing: { id: number } | number) =>
  (typeof thing === 'number' ? thing : thing.id) < 0;

/** The folders of a client, each with its child projects, both by name. */
export function foldersOf(projects: readonly Project[], clientId: number | null) {
  const byName = (a: Project, b: Project) => a.name.localeCompare(b.name, undefined, { numeric: true });
  const ofClient = projects.filter((p) => p.clientId === clientId);
  return ofClient
    .filter(isFolder)
    .sort(byName)
    .map((folder) => ({
      folder,
      projects: ofClient.filter((p) => p.parentId === folder.id).sort(byName),
    }));
}

/** The first child project of a client (spec 4: switching client selects it), or null. */
export function firstProjectOf(projects: readonly Project[], clientId: number | null): number | null {
  for (const { projects: children } of foldersOf(projects, clientId)) if (children[0]) return children[0].id;
  return null;
}

/** Reads of the lists, numbered as they start: an answer older than the one on screen is stale. */
let readsStarted = 0;
let newestShown = 0;
export const startRead = () => ++readsStarted;
/** True when read `read` may show: no read that started later is on screen already. */
export function newestRead(read: number) {
  if (read < newestShown) return false;
  newestShown = read;
  return true;
}

/**
 * Where to go after the lists changed under a screen with nothing open and no known client (say, before a
 * first share arrived): where a reload would start. Null when the selection still stands.
 */
export function selectionIfLost() {
  if (workspace.status !== 'ready' || workspace.selectedProjectId !== null) return null;
  if (workspace.clients.some((c) => c.id === workspace.selectedClientId)) return null;
  return initialSelection(workspace.clients, workspace.projects, { clientId: null, projectId: null });
}

export const findProject = (id: number | null | undefined) =>
  id == null ? undefined : workspace.projects.find((p) => p.id === id);
export const findClient = (id: number | null | undefined) =>
  id == null ? undefined : workspace.clients.find((c) => c.id === id);

// ---- remembered selection ----

const selectionKey = (userId: string) => `cardplan:selection:${userId}`;

export function rememberSelection(userId: string, clientId: number | null, projectId: number | null) {
  try {
    localStorage.setItem(selectionKey(userId), JSON.stringify({ clientId, projectId }));
  } catch {
    // Private mode or storage full: the selection is simply not remembered.
  }
}

export function rememberedSelection(userId: string): { clientId: number | null; projectId: number | null } {
  try {
    const value = JSON.parse(localStorage.getItem(selectionKey(userId)) ?? 'null') as {
      clientId?: unknown;
      projectId?: unknown;
    } | null;
    const asId = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);
    return { clientId: asId(value?.clientId), projectId: asId(value?.projectId) };
  } catch {
    return { clientId: null, projectId: null };
  }
}

/** Where to start: the remembered client/project when still visible, else the first client and its first project. */
export function initialSelection(
  clients: readonly Client[],
  projects: readonly Project[],
  remembered: { clientId: number | null; projectId: number | null },
): { clientId: number | null; projectId: number | null } {
  const project = projects.find((p) => p.id === remembered.projectId && !isFolder(p));
  if (project && clients.some((c) => c.id === project.clientId))
    return { clientId: project.clientId, projectId: project.id };
  const clientId = clients.some((c) => c.id === remembered.clientId)
    ? remembered.clientId
    : ((clients.find((c) => firstProjectOf(projects, c.id) !== null) ?? clients[0])?.id ?? null);
  return { clientId, projectId: firstProjectOf(projects, clientId) };
}
