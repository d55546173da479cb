// Loading the workspace and choosing client and project (the writes of the management dialogs:
// clientsProjects.ts, shares.ts, projectDeletes.ts). The lists themselves are reconcile's to write
// (store/applyRemote.ts): a read hands them over, and this module follows what the change events ask — the
// lists read again, a project that went away left.
import { subscribeKey } from 'valtio/utils';
import { clientsApi } from '../../api/clients';
import { projectsApi } from '../../api/projects';
import { sharesApi } from '../../api/shares';
import type { Client } from '../../../../common/schemas/clients';
import { board, type GoneProject } from '../board';
import { session } from '../session';
import { clearSelection } from '../view';
import {
  firstProjectOf,
  initialSelection,
  isPlaceholder,
  lists as heldLists,
  newestRead,
  rememberSelection,
  rememberedSelection,
  selectionIfLost,
  startRead,
  workspace,
} from '../workspace';
import { listsChanges, setWorkspaceLists } from '../applyRemote';
import { openProject, watchAccess } from '../live';
import { failureToast } from '../mutations';
import { tellProjectGone } from './projectGone';

const userId = () => session.user?.id ?? 'anonymous';

let staleTimer: ReturnType<typeof setTimeout> | undefined;
/** Several events in a burst (a share, a move, the notices on the person's channel) cost one refresh. */
const workspaceStale = () => {
  clearTimeout(staleTimer);
  staleTimer = setTimeout(() => void refreshWorkspace(), 150);
};
/** Leaves the open project that went away, for the first of its client's, and says what happened. */
export function leaveGoneProject(gone: GoneProject) {
  const next = firstProjectOf(workspace.projects, workspace.selectedClientId);
  selectProject(next);
  // A project moved to a folder this person also sees opens again there, unless they chose another.
  void tellProjectGone(gone, (moved) => {
    if (workspace.selectedProjectId === next) selectProject(moved.id, moved.clientId);
  });
}

let following = false;
/**
 * From the first load on, follows what reconcile notes (store/applyRemote.ts): lists it cannot patch are
 * read again, and an open project that went away is left (the landing screen never loads the workspace).
 */
function followRemoteChanges() {
  if (following) return;
  following = true;
  subscribeKey(workspace, 'outdated', workspaceStale);
  // In sync: the project is left before anything heard after its delete is looked at.
  subscribeKey(board, 'gone', (gone) => gone && leaveGoneProject(gone), true);
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
  followRemoteChanges();
  const remembered = rememberedSelection(userId());
  // The last project opens while the lists load; they confirm it (or choose another) when they arrive.
  if (remembered.projectId !== null) selectProject(remembered.projectId, remembered.clientId ?? undefined);
  try {
    const { lists, missing } = await readLists();
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

/**
 * Reads the lists and hands them to reconcile; a spare list that failed keeps what was held. One that may
 * predate a change made here meanwhile (an own write answered, a project event) is read again.
 */
async function readLists(): Promise<Awaited<ReturnType<typeof fetchWorkspace>>> {
  const read = startRead();
  const changesBefore = listsChanges();
  const fetched = await fetchWorkspace();
  const held = heldLists.confirmed;
  const { lists } = fetched;
  const whole = {
    ...lists,
    projects: lists.projects ?? held?.projects ?? [],
    clientProjectCounts: lists.clientProjectCounts ?? held?.clientProjectCounts ?? {},
    folderShareCounts: lists.folderShareCounts ?? held?.folderShareCounts ?? {},
  };
  if (!newestRead(read)) return fetched;
  return setWorkspaceLists(whole, changesBefore) ? fetched : readLists();
}

/** Re-reads the lists and counts (after a reconnect, or a change of another folder). */
export async function refreshWorkspace(): Promise<void> {
  try {
    await readLists();
    const start = selectionIfLost();
    if (start) selectProject(start.projectId, start.clientId ?? undefined);
  } catch {
    // Keep what is shown (also of a spare list that failed); the next change or reconnect tries again.
  }
}

/** Switching client selects its first child project, or none (spec 4). */
export function selectClient(clientId: number | null) {
  if (clientId !== null && isPlaceholder(clientId)) return; // not saved yet: nothing of it to open
  workspace.selectedClientId = clientId;
  selectProject(firstProjectOf(workspace.projects, clientId));
}

/** Switching project clears the card selection and opens the project live (and its client, when given). */
export function selectProject(projectId: number | null, clientId?: number) {
  if (projectId !== null && isPlaceholder(projectId)) return; // not saved yet: it opens once answered
  if (clientId !== undefined) workspace.selectedClientId = clientId;
  if (projectId !== workspace.selectedProjectId) clearSelection();
  workspace.selectedProjectId = projectId;
  rememberSelection(userId(), workspace.selectedClientId, projectId);
  void openProject(projectId);
}

/** Loads the selected project again (after a failure). */
export const retryProject = () => void openProject(workspace.selectedProjectId);
