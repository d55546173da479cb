// Where a chosen hit or recent leads: a card opens its dialog in its own project (the '#card/{id}' address, so
// the URL is shareable), a project opens, a folder opens its first project, a use case, release or sprint opens
// its project (releases and sprints on the Releases view). From a screen other than the board, the board opens
// on it.
import type { SearchHit } from '../../../../common/schemas/search';
import { selectProject } from '../../store/actions/workspace';
import { session } from '../../store/session';
import { setMode, setOpenCard } from '../../store/view';
import { findProject, isFolder, rememberSelection, workspace } from '../../store/workspace';
import { cardHash } from '../board/card/cardHash';

/** Where the palette is: on the board, or elsewhere with a way to it (`path` with a hash, say). */
export interface Place {
  onBoard: boolean;
  goToBoard: (path: string) => void;
}

/** The folder's first project by name, or null when it has none this person sees. */
function firstChildOf(folderId: number): number | null {
  const children = workspace.projects.filter((p) => p.parentId === folderId && !isFolder(p));
  children.sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
  return children[0]?.id ?? null;
}

/** Opens the project here, or has the board open on it. */
function showProject(projectId: number, place: Place, hash = '') {
  const clientId = findProject(projectId)?.clientId;
  if (place.onBoard) {
    if (projectId !== workspace.selectedProjectId) selectProject(projectId, clientId);
    return true;
  }
  // The board opens where the person last was: make that this project.
  const userId = session.user?.id;
  if (userId) rememberSelection(userId, clientId ?? null, projectId);
  place.goToBoard(`/${hash}`);
  return false;
}

/** On the board the dialog opens through the view, whose '#card/{id}' follows (useCardHash). */
export function openCardAt(cardId: number, projectId: number, place: Place) {
  if (showProject(projectId, place, cardHash(cardId))) setOpenCard(cardId);
}

export function openProjectAt(projectId: number, place: Place) {
  if (place.onBoard) setOpenCard(null);
  showProject(projectId, place);
}

/** A project, folder, use case, release or sprint hit. */
export function openPlaceHit(hit: Exclude<SearchHit, { kind: 'card' }>, place: Place) {
  if (hit.kind === 'project') return openProjectAt(hit.id, place);
  if (hit.kind === 'folder') return openProjectAt(firstChildOf(hit.id) ?? hit.id, place);
  openProjectAt(hit.projectId, place);
  setMode(hit.kind === 'useCase' ? 'backlog' : 'releases');
}
