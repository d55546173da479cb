// What a person is told when the project they have open goes away under them (issue 41): someone (or they,
// elsewhere) deleted it or its folder, which the trash then holds, or the folder's owner moved it to another
// folder. Its `project.deleted` says only that it left the folder, so the server is asked which: the trash
// holds a deleted thing (naming who deleted it) and lists it only to those who may restore it; a project
// still there is in another folder. Nothing here claims a delete it has not seen in the trash.
import type { Project } from '../../../../common/schemas/projects';
import type { TrashItem } from '../../../../common/schemas/trash';
import { historyApi } from '../../api/history';
import { trashApi } from '../../api/trash';
import { projectsApi } from '../../api/projects';
import { toast, type ToastOptions } from '../../ui';
import type { GoneProject } from '../applyRemote';
import { openDialog, type ProjectsOpening } from '../dialogs';
import { session } from '../session';

/** Long enough to read a sentence and reach its button. */
const NOTICE_MS = 10_000;

const quoted = (name: string) => `“${name}”`;
const RESTORE = 'You can restore it from the trash.';

/** The person who did it: "You", their name as the trash or the people here know it, or `otherwise`. */
function who(gone: GoneProject, otherwise: string, item?: TrashItem | null) {
  const actorId = gone.event.actorId;
  if (actorId === session.user?.id) return 'You';
  if (item?.deletedBy?.id === actorId) return item.deletedBy.name;
  return gone.people.find((p) => p.userId === actorId)?.name ?? otherwise;
}

const findIn = async (list: Promise<{ items: TrashItem[] }>, kind: TrashItem['kind'], id: number) =>
  (await list).items.find((item) => item.kind === kind && item.id === id) ?? null;

const trashLink = (at: ProjectsOpening) => ({
  label: 'Open trash',
  onClick: () => openDialog('projects', { projectsAt: at }),
});

/** The folder was deleted (only its owner may, or an admin with the owner's account). */
async function folderNotice(gone: GoneProject, folder: Project | null): Promise<ToastOptions> {
  const item = await findIn(trashApi.folders(), 'folder', gone.event.data.id).catch(() => null);
  const name = quoted(folder?.name ?? item?.label ?? 'the folder');
  const inside = gone.project ? `, with ${quoted(gone.project.name)} in it` : '';
  const title = 'Folder deleted';
  if (item)
    return {
      title,
      description: `${who(gone, 'Someone', item)} deleted the folder ${name}${inside}. ${RESTORE}`,
      action: trashLink({ view: 'trash', folderId: 'deletedFolders' }),
    };
  const person = who(gone, '');
  if (person)
    return {
      title,
      description: `${person} deleted the folder ${name}${inside}. Only the folder’s owner can restore it.`,
    };
  return {
    title,
    description:
      gone.event.actorId === folder?.ownerId
        ? `The owner of ${name} deleted the folder${inside}. Only they can restore it.`
        : `The folder ${name} was deleted${inside}. Only its owner can restore it.`,
  };
}

/** The mover's name when the project is still visible: its folder's people name everyone in it. */
async function moverName(gone: GoneProject, project: Project, otherwise: string) {
  const known = who(gone, '');
  if (known) return known;
  const page = await historyApi.activity(project.id, { actor: gone.event.actorId, kind: 'project' });
  return page.people.find((p) => p.id === gone.event.actorId)?.name ?? otherwise;
}

/**
 * The notice for the open project's `project.deleted`, after asking the server what happened; `follow` opens
 * the project again when it was moved to a folder this person also sees.
 */
export async function goneNotice(
  gone: GoneProject,
  follow: (moved: Project) => void,
): Promise<ToastOptions | null> {
  const { project, folder } = gone;
  if (gone.event.data.id !== gone.projectId) return folderNotice(gone, folder);
  const fallback = {
    title: 'Project closed',
    description: `${project ? quoted(project.name) : 'The project you had open'} is no longer in ${
      folder ? `the folder ${quoted(folder.name)}` : 'its folder'
    }.`,
  };
  if (!project) return fallback;
  const name = quoted(project.name);
  try {
    const item = await findIn(trashApi.ofProject(project.parentId!), 'project', project.id);
    if (item)
      return {
        title: 'Project deleted',
        description: `${who(gone, 'Someone', item)} deleted ${name}. ${RESTORE}`,
        action: trashLink({ view: 'trash', folderId: project.parentId! }),
      };
  } catch {
    // This folder cannot be read any more (a share removed meanwhile): say only what is sure.
    return fallback;
  }
  // Not in the trash: only the folder's owner moves a project out of it.
  const owner = `The owner of ${folder ? quoted(folder.name) : 'the folder'}`;
  const moved = await projectsApi.get(project.id).catch(() => null);
  if (moved && moved.parentId !== project.parentId) {
    follow(moved);
    const to = (await projectsApi.get(moved.parentId!).catch(() => null))?.name;
    const person = await moverName(gone, moved, owner).catch(() => owner);
    return {
      title: 'Project moved',
      description: `${person} moved ${name} to ${to ? `the folder ${quoted(to)}` : 'another folder'}.`,
    };
  }
  // Back where it was (deleted and restored meanwhile): it opens again, nothing is lost.
  if (moved) return (follow(moved), null);
  return {
    title: 'Project moved',
    description: `${who(gone, owner)} moved ${name} to a folder that isn’t shared with you.`,
  };
}

/** Says what happened to the open project (not for this tab's own delete: its toast says so). */
export async function tellProjectGone(gone: GoneProject, follow: (moved: Project) => void) {
  if (gone.own) return;
  const notice = await goneNotice(gone, follow);
  if (notice) toast({ duration: NOTICE_MS, ...notice });
}
