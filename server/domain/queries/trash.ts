// Reads of the trash: a project's deleted things, a folder's deleted projects, and the deleted folders; each
// only what the actor may read of the folder's past (docs/history.md "Who reads what").
import type { TrashItem } from '../../../common/schemas/trash';
import type { Db } from '../../db/connection';
import { trashAccessRepo } from '../../db/repos/trashAccess';
import type { Actor } from '../policies/authorize';
import * as projectPolicy from '../policies/projects';
import { presentTrashItem } from '../presenters/trash';

/**
 * GET /api/projects/{id}/trash: a project's deleted things, or a folder's deleted projects (members: those
 * deleted since their access began).
 */
export async function trashOf(db: Db, actor: Actor, projectId: number): Promise<TrashItem[]> {
  const project = await projectPolicy.load(db, actor, 'read', projectId);
  const rows =
    project.parentId === null
      ? await trashAccessRepo.ofFolder(db, actor.id, project.id)
      : await trashAccessRepo.ofProject(db, actor.id, project.folderId, project.id);
  return rows.map(presentTrashItem);
}

/**
 * GET /api/trash/folders: the deleted folders the actor owned, and those the deletion of their owner's account
 * sent to the trash that the actor had as an active share; not yet forgotten.
 */
export async function trashedFolders(db: Db, actor: Actor): Promise<TrashItem[]> {
  return (await trashAccessRepo.foldersOf(db, actor.id)).map(presentTrashItem);
}
