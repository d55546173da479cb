// Reads of the trash: a project's deleted things, a folder's deleted projects, and the deleted folders.
import type { TrashItem } from '../../../common/schemas/trash';
import type { Db } from '../../db/connection';
import { trashRepo } from '../../db/repos/trash';
import type { Actor } from '../policies/authorize';
import * as projectPolicy from '../policies/projects';
import { presentTrashItem } from '../presenters/trash';

/** GET /api/projects/{id}/trash: a project's deleted things, or a folder's deleted projects (members). */
export async function trashOf(db: Db, actor: Actor, projectId: number): Promise<TrashItem[]> {
  const project = await projectPolicy.load(db, actor, 'read', projectId);
  const rows =
    project.parentId === null
      ? await trashRepo.ofFolder(db, project.id)
      : await trashRepo.ofProject(db, project.id);
  return rows.map(presentTrashItem);
}

/** GET /api/trash/folders: the folders the actor owned or was a member of, deleted and not yet forgotten. */
export async function trashedFolders(db: Db, actor: Actor): Promise<TrashItem[]> {
  return (await trashRepo.foldersOf(db, actor.id)).map(presentTrashItem);
}
