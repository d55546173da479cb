// The recent cards and projects as the palette lists them: names as known now (the open project's cards, the
// workspace's projects), where each lives; not the project or card open now, nor any of a project this person
// no longer sees.
import { useSnapshot } from 'valtio';
import { board } from '../../store/board';
import { recents as recentsStore, type RecentItem } from '../../store/recents';
import { view } from '../../store/view';
import { findClient, findProject, workspace } from '../../store/workspace';
import { pathText, type ShownRecent } from './HitItems';

/** "Client › Folder" of a project, or "Client › Folder › Project" with `withProject`. */
function projectPath(projectId: number, withProject: boolean): string {
  const project = findProject(projectId);
  if (!project) return '';
  const folder = findProject(project.parentId);
  return pathText(findClient(project.clientId)?.name, folder?.name, withProject ? project.name : null);
}

const projectOf = (item: RecentItem) => (item.kind === 'card' ? item.projectId : item.id);

export function useRecents(): ShownRecent[] {
  const { items: recents } = useSnapshot(recentsStore);
  useSnapshot(workspace);
  useSnapshot(board);
  useSnapshot(view);
  // Until the lists are read (another screen than the board) the remembered names show.
  const listsKnown = workspace.status === 'ready';
  const openNow = (item: RecentItem) =>
    item.kind === 'card' ? item.id === view.openCardId : item.id === workspace.selectedProjectId;
  return recents
    .filter((item) => !openNow(item) && (!listsKnown || findProject(projectOf(item)) !== undefined))
    .map((item): ShownRecent => {
      if (item.kind === 'project')
        return { item, name: findProject(item.id)?.name ?? item.name, path: projectPath(item.id, false) };
      const card = board.cards[item.id];
      return { item, name: card?.title ?? item.title, path: projectPath(item.projectId, true) };
    });
}
