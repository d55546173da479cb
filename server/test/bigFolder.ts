// A folder holding thousands of cards, filled with SQL and moved to the trash the way a delete does it: the
// API refuses to delete a folder whose projects hold cards, so the trash restore bench and the restart test
// put it there with trashFolder; and what of it is where, counted straight from PostgreSQL.
import type { Db } from '../db/connection';
import { folderEventsRepo } from '../db/repos/folderEvents';
import { trashFolder } from '../domain/commands/trash';

export interface FolderFill {
  /** Projects of the folder (each with its prefix), filled in turn. */
  projects: { id: number; prefix: string }[];
  /** Cards in all, spread evenly over the projects. */
  cards: number;
}

const BATCH = 1000;

/**
 * Per project: three use cases, two releases with two sprints each, and its share of the cards, most of them
 * in a use case, half in a release (and a sprint of it), as a planned backlog is.
 */
export async function fillFolder(db: Db, { projects, cards }: FolderFill): Promise<void> {
  for (const [p, project] of projects.entries()) {
    const count = Math.floor(cards / projects.length) + (p < cards % projects.length ? 1 : 0);
    const categories = await db('categories')
      .insert(['Onboarding', 'Growth', 'Speed'].map((name) => ({ name, projectId: project.id })))
      .returning('id');
    const releases = await db('releases')
      .insert(['Spring', 'Summer'].map((name) => ({ name, projectId: project.id })))
      .returning('id');
    const sprints: { id: number; releaseId: number }[] = await db('sprints')
      .insert(releases.flatMap((r) => [1, 2].map((n) => ({ name: `Sprint ${n}`, releaseId: r.id }))))
      .returning(['id', 'releaseId']);
    for (let from = 0; from < count; from += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, count - from) }, (_, i) => {
        const n = from + i + 1;
        const sprint = n % 2 ? null : sprints[n % sprints.length]!;
        return {
          externalId: `${project.prefix}-${String(n).padStart(4, '0')}`,
          title: `Card ${n}: let people find what they planned`,
          description: n % 3 ? `What card ${n} is about, in a sentence or two of ordinary text.` : null,
          status: ['backlog', 'in-progress', 'ready', 'deployed'][n % 4],
          order: n,
          projectId: project.id,
          categoryId: n % 7 ? categories[n % categories.length]!.id : null,
          releaseId: sprint?.releaseId ?? null,
          sprintId: sprint?.id ?? null,
        };
      });
      await db('cards').insert(rows);
    }
    await db('projects')
      .where({ id: project.id })
      .update({ nextCardNumber: count + 1 });
  }
}

/** Moves the folder to the trash as `actorId` in one transaction, its project.deleted logged as a delete's is. */
export async function trashWholeFolder(db: Db, actorId: string, folderId: number): Promise<void> {
  await db.transaction(async (trx) => {
    const changes = await trashFolder(trx, actorId, folderId);
    await folderEventsRepo.append(trx, folderId, changes, { actorId });
  });
}

/** Where a folder's things are: live rows, and what its trash entry holds. */
export interface FolderState {
  folderRows: number;
  projectRows: number;
  cardRows: number;
  trashEntries: number;
  /** Cards inside the folder's trash entry (its `rows.cards`). */
  cardsInTrash: number;
  projectsInTrash: number;
}

export async function folderState(db: Db, folderId: number, projectIds: number[]): Promise<FolderState> {
  const { rows } = await db.raw(
    `SELECT (SELECT count(*) FROM projects WHERE id = ?::int) AS "folderRows",
            (SELECT count(*) FROM projects WHERE id = ANY(?::int[])) AS "projectRows",
            (SELECT count(*) FROM cards WHERE "projectId" = ANY(?::int[])) AS "cardRows",
            (SELECT count(*) FROM trash WHERE kind = 'folder' AND "entityId" = ?::int) AS "trashEntries",
            COALESCE((SELECT sum(jsonb_array_length(rows->'cards')) FROM trash
                       WHERE kind = 'folder' AND "entityId" = ?::int), 0) AS "cardsInTrash",
            COALESCE((SELECT sum(jsonb_array_length(rows->'projects')) FROM trash
                       WHERE kind = 'folder' AND "entityId" = ?::int), 0) AS "projectsInTrash"`,
    [folderId, projectIds, projectIds, folderId, folderId, folderId],
  );
  const row = rows[0] as Record<keyof FolderState, string | number>;
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as unknown as FolderState;
}
