// Deleting a project or a folder from Manage Projects: it goes to the trash whole, with everything in it
// (docs/decisions.md "A project or folder goes to the trash whole"), and the toasts name which it was
// (spec 8's words for a project; a folder is called a folder, as when it is created).
import { ops } from '../../../../common/realtime/reconcile';
import type { ChangeCause } from '../../../../common/schemas/history';
import { errorText } from '../../api/http';
import { projectsApi } from '../../api/projects';
import { toast } from '../../ui';
import { mutate } from '../mutations';
import { deletedHere, recordDelete, withUndo } from '../undo';
import { withCause } from '../undo/cause';
import { firstProjectOf, isFolder, isPlaceholder, workspace } from '../workspace';
import { refreshWorkspace, selectProject } from './workspace';

/** "folder" or "project", as the toasts name it (a project unknown here is a project). */
const kindOf = (projectId: number) => {
  const project = workspace.projects.find((p) => p.id === projectId);
  return project && isFolder(project) ? 'folder' : 'project';
};

/**
 * Deletes a project or folder (to the trash), gone from the lists at once, and leaves it if open; not ok
 * (with the toast) when refused, and it shows again as the server last said it is. A 404 means someone else
 * deleted it first: it stays gone (`result` null: not deleted here).
 */
async function removeProject(projectId: number, cause?: ChangeCause) {
  const folder = kindOf(projectId) === 'folder';
  const outcome = await mutate({
    ops: [ops.remove('projects', projectId)],
    send: (options) => projectsApi.remove(projectId, withCause(options, cause)),
    answers: () => [{ type: 'project.deleted', data: { id: projectId } }],
    notFound: { kind: 'projects', id: projectId, means: 'deleted' },
    // Spec 8's title and fallback for a project; a folder is called a folder.
    failure: (error) => ({
      title: folder ? 'Cannot Delete Folder' : 'Cannot Delete Project',
      description: errorText(error, folder ? 'Failed to delete folder' : 'Failed to delete project'),
    }),
  });
  if (!outcome.ok) return outcome;
  if (!workspace.projects.some((p) => p.id === workspace.selectedProjectId)) {
    selectProject(firstProjectOf(workspace.projects, workspace.selectedClientId));
  }
  // The card and share counts of what went are the server's to say.
  void refreshWorkspace();
  return outcome;
}

/**
 * Undone by restoring it from the trash (and opening it again if it was open), redone by deleting it again;
 * one someone else deleted first offers no undo (it would undo their delete).
 */
export async function deleteProject(projectId: number): Promise<boolean> {
  if (isPlaceholder(projectId)) return false; // not saved yet: the server knows no such id
  const project = workspace.projects.find((p) => p.id === projectId);
  const wasOpen = workspace.selectedProjectId === projectId;
  const kind = kindOf(projectId);
  const outcome = await removeProject(projectId);
  if (!outcome.ok) return false;
  const entry = deletedHere(outcome)
    ? recordDelete(
        `Delete ${kind}${project ? ` “${project.name}”` : ''}`,
        kind,
        [projectId],
        () => removeProject(projectId, 'redo'),
        () =>
          void refreshWorkspace().then(() => {
            if (wasOpen) selectProject(projectId, project?.clientId);
          }),
      )
    : null;
  toast({
    title: 'Success',
    description: kind === 'folder' ? 'Folder deleted' : 'Project deleted successfully',
    ...withUndo(entry),
  });
  return true;
}
