// An import's undo (DELETE /api/imports/{id}) and redo (its restore from the trash): the undo moves what the
// import wrote into the trash as one item, except what a teammate changed since; the restore puts it back
// under the same ids and the import is no longer undone.
import { change, type PendingChange } from '../../../common/events';
import { IMPORT_MESSAGES, importTrashLabel, type ImportUndoResult } from '../../../common/schemas/imports';
import type { Db } from '../../db/connection';
import type { CategoryRow } from '../../db/repos/categories';
import { importsRepo } from '../../db/repos/imports';
import { releasesRepo, type ReleaseRow, type SprintRow } from '../../db/repos/releases';
import { trashRepo, type TrashRow } from '../../db/repos/trash';
import type { CommandOutcome } from '../changes';
import { conflict, notFound } from '../errors';
import type { Actor } from '../policies/authorize';
import * as projectPolicy from '../policies/projects';
import { presentImport } from '../presenters/imports';
import { presentCard, presentCategory, presentRelease, presentSprint } from '../presenters/planning';
import { checkRoom } from './cardCreates';
import { cardProject } from './cardRanking';

/**
 * Undo: whoever may add cards to the project (as bulk add) may undo an import into it; the client offers it to
 * the person who imported. Cards a teammate changed since stay, and so does what still holds them.
 */
export async function undoImport(
  trx: Db,
  actor: Actor,
  importId: number,
): Promise<CommandOutcome<ImportUndoResult>> {
  const found = await importsRepo.find(trx, importId);
  if (!found) throw notFound(IMPORT_MESSAGES.notFound);
  const project = await cardProject(trx, actor, found.projectId, {
    lock: 'ranks',
    notFound: IMPORT_MESSAGES.notFound,
  });
  const current = await importsRepo.lockForUndo(trx, importId);
  if (!current) throw notFound(IMPORT_MESSAGES.notFound);
  if (current.undoneAt) throw conflict(IMPORT_MESSAGES.alreadyUndone);
  const plan = await importsRepo.undoPlan(trx, current, actor.id);
  const scope = projectPolicy.scopeOf(project);
  const record = { ...presentImport(current), undoneAt: new Date().toISOString() };
  const deleted = (type: 'card' | 'sprint' | 'release' | 'category', ids: number[]) =>
    ids.map((id) => change(scope, `${type}.deleted`, { id }));
  return {
    result: { import: record, removed: plan.cardIds.length, kept: plan.kept },
    changes: [
      ...deleted('card', plan.cardIds),
      ...deleted('sprint', plan.sprintIds),
      ...deleted('release', plan.releaseIds),
      ...deleted('category', plan.categoryIds),
      change(scope, 'import.deleted', record),
    ],
    lastWrite: importsRepo.undoWrites(
      trx,
      current,
      plan,
      actor.id,
      importTrashLabel(current.fileName, plan.cardIds.length),
    ),
  };
}

/**
 * Redo (POST /api/trash/restore {kind: 'import'}): the use cases, releases, sprints and cards the undo took
 * come back under their ids (cards into what still exists of theirs), and the import is no longer undone.
 * Runs under the project's rank lock and its card ceiling, as a restore of cards does.
 */
export async function putBackImports(
  trx: Db,
  project: projectPolicy.ProjectInScope,
  entries: TrashRow[],
): Promise<PendingChange[]> {
  const rows: Record<string, Record<string, unknown>[]> = {};
  for (const entry of entries)
    for (const [table, list] of Object.entries(entry.rows)) (rows[table] ??= []).push(...list);
  await checkRoom(trx, project, rows.cards?.length ?? 0);
  // Sprints going back into releases that stayed hold them as a sprint write does (releasesRepo.holdInProject).
  const comingBack = new Set((rows.releases ?? []).map((r) => Number(r.id)));
  const into = new Set(
    (rows.sprints ?? []).map((s) => Number(s.releaseId)).filter((id) => !comingBack.has(id)),
  );
  await releasesRepo.holdInProject(trx, project.id, [...into]);
  const written = await trashRepo.putBack(trx, rows);
  const scope = projectPolicy.scopeOf(project);
  const releases = (written.releases ?? []) as unknown as ReleaseRow[];
  const sprints = (written.sprints ?? []) as unknown as SprintRow[];
  const restoredReleases = new Set(releases.map((r) => r.id));
  const cards = await releasesRepo.cardsRead(
    trx,
    (written.cards ?? []).map((card) => Number(card.id)),
  );
  const changes: PendingChange[] = [
    ...((written.categories ?? []) as unknown as CategoryRow[]).map((row) =>
      change(scope, 'category.created', presentCategory(row)),
    ),
    ...releases.map((row) => change(scope, 'release.created', presentRelease(row, sprints))),
    ...sprints
      .filter((row) => !restoredReleases.has(row.releaseId))
      .map((row) => change(scope, 'sprint.created', presentSprint(row))),
    ...cards.map((card) => change(scope, 'card.created', presentCard(card))),
  ];
  for (const entry of entries) {
    const row = await importsRepo.restored(trx, entry.entityId);
    if (row) changes.push(change(scope, 'import.created', presentImport(row)));
  }
  return changes;
}
