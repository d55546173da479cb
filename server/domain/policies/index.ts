// Who may do what (decisions.md "Access model"), in one place. Every route asks here.
//
//   client   read: owner, or anyone with an active share on one of its folders; change/delete: owner
//   folder   read + change what is inside: owner and active share recipients; edit/delete/share: owner
//   project, card, use case, release, sprint: inherit from the folder
//   share    list: anyone who can read the folder; create/remove: owner; a recipient may remove their own
//
// Ids the caller may not read answer 404 (no existence leak); readable but not allowed answers 403.
import { CLIENT_MESSAGES } from '../../../common/schemas/clients';
import { PROJECT_MESSAGES } from '../../../common/schemas/projects';
import type { Db } from '../../db/connection';
import { accessRepo, type ProjectWithRole } from '../../db/repos/access';
import type { UserRow } from '../../db/repos/users';
import { forbidden, notFound } from '../../http/errors';

export type ProjectAccess = ProjectWithRole & { role: 'owner' | 'shared' };

/** The project or folder, if the user may read it (and so change what is inside); else 404. */
export async function authorizeProject(
  db: Db,
  user: UserRow,
  projectId: number,
  notFoundMessage: string = PROJECT_MESSAGES.notFound,
): Promise<ProjectAccess> {
  const project = await accessRepo.projectWithRole(db, user.id, projectId);
  if (!project?.role) throw notFound(notFoundMessage);
  return project as ProjectAccess;
}

/** A child project (not a folder) the user may read. */
export async function authorizeChildProject(
  db: Db,
  user: UserRow,
  projectId: number,
  notAProject: string,
): Promise<ProjectAccess> {
  const project = await authorizeProject(db, user, projectId);
  if (project.parentId === null) throw notFound(notAProject);
  return project;
}

/** Folder-level powers (edit, delete, share) belong to the folder's owner. */
export function assertFolderOwner(
  access: ProjectAccess,
  message: string = PROJECT_MESSAGES.folderOwnerOnly,
): void {
  if (access.role !== 'owner') throw forbidden(message);
}

export async function authorizeClientRead(db: Db, user: UserRow, clientId: number) {
  const role = await accessRepo.clientRole(db, user.id, clientId);
  if (!role) throw notFound(CLIENT_MESSAGES.notFound);
  return role;
}

export async function authorizeClientOwner(db: Db, user: UserRow, clientId: number) {
  const role = await authorizeClientRead(db, user, clientId);
  if (role !== 'owner') throw forbidden(CLIENT_MESSAGES.ownerOnly);
}
