// Deleting a project or a folder from Manage Projects: it goes to the trash whole, with everything in it
// (docs/decisions.md "A project or folder goes to the trash whole"), and the toasts name which it was
// (spec 8's words for a project; a folder is called a folder, as when it is created).
import type { ChangeCause } from '../../../../common/schemas/history';
import { errorText } from '../../api/http';
import { projectsApi } from '../../api/projects';
import { toast } from '../../ui';
import { failureToast, newMutation } from '../mutations';
import { recordDelete, withUndo } from '../undo';
import { firstProjectOf, isFolder, workspace } from '../workspace';
import { withCause } from './trash';
import { refreshWorkspace, selectProject, wrote } from './workspace';

/** "folder" or "project", as the toasts name it (a project unknown here is a project). */
const kindOf = (projectId: number) => {
  const project = workspace.projects.find((p) => p.id === projectId);
  return project && isFolder(project) ? 'folder' : 'project';
};

/** Deletes a project or folder (to the trash) and leaves it if open; false (with the toast) when refused. */
async function removeProject(projectId: number, cause?: ChangeCause): Promise<boolean> {
  const folder = kindOf(projectId) === 'folder';
  try {
    await projectsApi.remove(projectId, withCause(newMutation(), cause));
  } catch (error) {
    // Spec 8's title and fallback for a project; a folder is called a folder.
    failureToast({
      title: folder ? 'Cannot Delete Folder' : 'Cannot Delete Project',
      description: errorText(error, folder ? 'Failed to delete folder' : 'Failed to delete project'),
    });
    return false;
  }
  wrote();
  workspace.projects = workspace.projects.filter((p) => p.id !== projectId && p.parentId !== projectId);
  if (!workspace.projects.some((p) => p.id === workspace.selectedProjectId)) {
    selectProject(firstProjectOf(workspace.projects, workspace.selectedClientId));
  }
  void refreshWorkspace();
  return true;
}

/**
 * Undone by restoring it from the trash (and opening it again if it was open), redone by deleting it again.
 */
export async function deleteProject(projectId: number): Promise<boolean> {
  const project = workspace.projects.find((p) => p.id === projectId);
  const wasOpen = workspace.selectedProjectId === projectId;
  const kind = kindOf(projectId);
  if (!(await removeProject(projectId))) return false;
  const entry = recordDelete(
    `Delete ${kind}${project ? ` “${project.name}”` : ''}`,
    kind,
    [projectId],
    async () => ({ ok: await removeProject(projectId, 'redo') }),
    () =>
      void refreshWorkspace().then(() => {
        if (wasOpen) selectProject(projectId, project?.clientId);
      }),
  );
  toast({
    title: 'Success',
    description: kind === 'folder' ? 'Folder deleted' : 'Project deleted successfully',
    ...withUndo(entry),
  });
  return true;
}
