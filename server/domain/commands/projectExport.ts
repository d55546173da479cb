// Which projects a CSV export covers (docs/decisions.md "Export"): all of the selection, or a 404 before the
// first byte goes out, so an error cannot arrive mid-file.
import { PROJECT_MESSAGES } from '../../../common/schemas/projects';
import type { Db } from '../../db/connection';
import { exportRepo, type ExportProjectRow } from '../../db/repos/export';
import { notFound } from '../errors';
import type { Actor } from '../policies/authorize';

/** The selected projects in file order, if the actor may read every one of them. */
export async function projectsToExport(db: Db, actor: Actor, ids: number[]): Promise<ExportProjectRow[]> {
  // One statement for the whole selection; "may read" is the projects policy's read rule (folder members).
  const selected = await exportRepo.readableProjects(db, actor.id, ids);
  if (selected.length !== ids.length) throw notFound(PROJECT_MESSAGES.notFound);
  // A folder holds no cards itself (its projects do), so a selected folder adds no rows.
  return selected.filter((project) => project.parentId !== null);
}
