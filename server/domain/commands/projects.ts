// Folder and project commands with every rule of spec section 5.
import type { PendingChange } from '../../../common/events';
import {
  PROJECT_MESSAGES,
  type CreateProjectRequest,
  type Project,
  type UpdateProjectRequest,
} from '../../../common/schemas/projects';
import type { Db } from '../../db/connection';
import { projectsRepo, type ProjectRow } from '../../db/repos/projects';
import type { UserRow } from '../../db/repos/users';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { CommandOutcome } from '../changes';
import { assertFolderOwner, authorizeClientOwner, authorizeProject, type ProjectAccess } from '../policies';
import { presentProject } from '../presenters/workspace';

const folderOf = (row: ProjectRow) => row.parentId ?? row.id;

/** A parent must be a folder the user may write into. */
async function writableFolder(trx: Db, user: UserRow, parentId: number): Promise<ProjectAccess> {
  const parent = await authorizeProject(trx, user, parentId, PROJECT_MESSAGES.parentRequired);
  if (parent.parentId !== null) throw badRequest(PROJECT_MESSAGES.parentNotFolder);
  return parent;
}

export async function createProject(
  trx: Db,
  user: UserRow,
  input: CreateProjectRequest,
): Promise<CommandOutcome<Project>> {
  let row: ProjectRow;
  if (input.parentId) {
    // A project: everything inside the folder belongs to the folder's owner and client.
    const folder = await writableFolder(trx, user, input.parentId);
    row = await projectsRepo.create(trx, {
      name: input.name,
      description: input.description ?? null,
      prefix: input.prefix,
      parentId: folder.id,
      clientId: folder.clientId,
      ownerId: folder.ownerId,
    });
    return {
      result: presentProject(row, folder.role),
      changes: [
        {
          folderId: folder.id,
          projectId: row.id,
          type: 'project.created',
          data: presentProject(row, 'shared'),
        },
      ],
    };
  }
  // A folder: only in a client the user owns.
  if (!input.clientId) throw badRequest(PROJECT_MESSAGES.clientRequired);
  await authorizeClientOwner(trx, user, input.clientId);
  row = await projectsRepo.create(trx, {
    name: input.name,
    description: input.description ?? null,
    prefix: null,
    parentId: null,
    clientId: input.clientId,
    ownerId: user.id,
  });
  return {
    result: presentProject(row, 'owner'),
    changes: [
      { folderId: row.id, projectId: row.id, type: 'project.created', data: presentProject(row, 'shared') },
    ],
  };
}

export async function updateProject(
  trx: Db,
  user: UserRow,
  access: ProjectAccess,
  input: UpdateProjectRequest,
): Promise<CommandOutcome<Project>> {
  const current = await projectsRepo.lockById(trx, access.id);
  if (!current) throw notFound(PROJECT_MESSAGES.notFound);
  const isFolder = current.parentId === null;
  const changes: Partial<ProjectRow> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.description !== undefined) changes.description = input.description;

  if (isFolder) {
    assertFolderOwner(access);
    if (input.parentId) throw badRequest(PROJECT_MESSAGES.folderToProject);
    if (input.prefix) throw badRequest(PROJECT_MESSAGES.parentRequired);
    if (input.clientId && input.clientId !== current.clientId) {
      await authorizeClientOwner(trx, user, input.clientId);
      changes.clientId = input.clientId;
      await projectsRepo.moveChildrenToClient(trx, current.id, input.clientId);
    }
  } else {
    if (input.parentId === null) throw badRequest(PROJECT_MESSAGES.folderToProject);
    if (input.prefix === null) throw badRequest(PROJECT_MESSAGES.prefixRequired);
    if (input.prefix !== undefined && input.prefix !== current.prefix) {
      const inUse = await projectsRepo.countCardsWithPrefix(trx, current.id, current.prefix!);
      if (inUse > 0) throw conflict(PROJECT_MESSAGES.prefixInUse(inUse, current.prefix!));
      changes.prefix = input.prefix;
    }
    if (input.parentId && input.parentId !== current.parentId) {
      const target = await writableFolder(trx, user, input.parentId);
      if (target.ownerId !== current.ownerId)
        throw badRequest('Projects can only move between folders of the same owner');
      changes.parentId = target.id;
      changes.clientId = target.clientId;
    }
  }
  const row = Object.keys(changes).length ? await projectsRepo.update(trx, current.id, changes) : current;
  const events: PendingChange[] = [
    {
      folderId: folderOf(row),
      projectId: row.id,
      type: 'project.updated',
      data: presentProject(row, 'shared'),
    },
  ];
  if (folderOf(row) !== folderOf(current)) {
    events.push({
      folderId: folderOf(current),
      projectId: current.id,
      type: 'project.deleted',
      data: { id: current.id },
    });
  }
  return { result: presentProject(row, access.role), changes: events };
}

export async function deleteProject(trx: Db, access: ProjectAccess): Promise<CommandOutcome<{ id: number }>> {
  const current = await projectsRepo.lockById(trx, access.id);
  if (!current) throw notFound(PROJECT_MESSAGES.notFound);
  if (current.parentId === null) {
    assertFolderOwner(access);
    for (const child of await projectsRepo.children(trx, current.id)) {
      const cards = await projectsRepo.countCards(trx, child.id);
      if (cards > 0) throw conflict(PROJECT_MESSAGES.folderChildHasCards(child.name, cards));
    }
  } else {
    // The row lock above also holds back card creates (they update this row for the external-id counter).
    const cards = await projectsRepo.countCards(trx, current.id);
    if (cards > 0) throw conflict(PROJECT_MESSAGES.projectHasCards(cards));
  }
  await projectsRepo.delete(trx, current.id);
  return {
    result: { id: current.id },
    changes: [
      {
        folderId: folderOf(current),
        projectId: current.id,
        type: 'project.deleted',
        data: { id: current.id },
      },
    ],
  };
}
