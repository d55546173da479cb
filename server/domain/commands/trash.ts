// Trash commands (docs/history.md): deletes move things to the trash (their commands keep the rows in the
// log's statement); restore puts them back under the same ids, where they were; purge erases them for good.
// Who may restore or purge follows who may delete, in the folder the thing lives in now: members restore what
// members may delete and what was deleted since their access began; purging is the folder owner's, and a
// folder is its owner's alone (or, sent to the trash with its owner's account, a former member's to claim).
import { change, type ChangeBody, type PendingChange } from '../../../common/events';
import { PROJECT_MESSAGES } from '../../../common/schemas/projects';
import { TRASH_MESSAGES, trashRequest, type RestoreAnswer } from '../../../common/schemas/trash';
import type { Db } from '../../db/connection';
import { historyRepo } from '../../db/repos/history';
import { projectsRepo, type ProjectRow } from '../../db/repos/projects';
import { releasesRepo, type ReleaseRow, type SprintRow } from '../../db/repos/releases';
import { trashRepo, type TrashRow } from '../../db/repos/trash';
import { trashAccessRepo, type TakenTrashRow } from '../../db/repos/trashAccess';
import { trashKeepRepo } from '../../db/repos/trashKeep';
import type { CategoryRow } from '../../db/repos/categories';
import type { CommandOutcome } from '../changes';
import { readBody } from '../commandBody';
import { conflict, forbidden, invalid, isDomainError, notFound } from '../errors';
import type { Actor } from '../policies/authorize';
import * as projectPolicy from '../policies/projects';
import { presentTrashItem } from '../presenters/trash';
import { forgottenBefore } from '../trashRetention';
import { presentCard, presentCategory, presentSprint } from '../presenters/planning';
import { presentProject } from '../presenters/workspace';
import { checkRoom } from './cardCreates';
import { putBackImports } from './importUndo';
import { movedCardChanges, presentWithSprints } from './releases';

/**
 * An account deletion moves a folder of the account (with its projects, their use cases, releases, sprints,
 * cards, meetings, and the folder's shares) to the trash as `actorId` (the admin), whatever it holds, marked
 * for its former members to claim; the changes every screen hears (project.deleted). The caller has checked
 * who may do this.
 */
export async function trashFolder(trx: Db, actorId: string, folderId: number): Promise<PendingChange[]> {
  // As a folder's delete does (deleteProject): card creates in its projects done first, so the trash keeps them.
  await projectsRepo.lockChildren(trx, folderId);
  await trashKeepRepo.keepProject(trx, folderId, actorId, true);
  await projectsRepo.delete(trx, folderId);
  return [change({ folderId, projectId: folderId }, 'project.deleted', { id: folderId })];
}

/**
 * The project things of `kind` go back into, loaded for a member with its rank lock (a card restore counts
 * against the project's ceiling). A project that is itself in the trash must come back first (409), for
 * whoever may see its folder; anyone else gets 404.
 */
async function targetProject(trx: Db, actor: Actor, projectId: number, gone: string) {
  try {
    return await projectPolicy.load(trx, actor, 'changeInside', projectId, { lock: 'ranks' });
  } catch (error) {
    if (!isDomainError(error) || error.kind !== 'notFound') throw error;
    const held = await trashRepo.heldFor(trx, actor.id, projectId);
    if (held) throw conflict(gone);
    throw error;
  }
}

/** One kind's restore: the rows put back, the cards linked again, and the changes every screen hears. */
async function putBack(trx: Db, actor: Actor, entries: TakenTrashRow[]): Promise<PendingChange[]> {
  const kind = entries[0]!.kind;
  const rows: Record<string, Record<string, unknown>[]> = {};
  for (const entry of entries)
    for (const [table, list] of Object.entries(entry.rows)) (rows[table] ??= []).push(...list);

  if (kind === 'folder') return putBackFolders(trx, actor, entries);
  const projectId = kind === 'project' ? entries[0]!.folderId : entries[0]!.projectId!;
  if (entries.some((e) => (kind === 'project' ? e.folderId : e.projectId) !== projectId))
    throw invalid('Restore things of one project at a time');
  const project = await targetProject(
    trx,
    actor,
    projectId,
    kind === 'project' ? TRASH_MESSAGES.folderGone : TRASH_MESSAGES.projectGone,
  );
  const scope = projectPolicy.scopeOf(project);

  if (kind === 'import') return putBackImports(trx, project, entries);
  if (kind === 'card') {
    await checkRoom(trx, project, rows.cards?.length ?? 0);
    await trashRepo.putBack(trx, rows);
    const cards = await releasesRepo.cardsRead(
      trx,
      entries.map((e) => e.entityId),
    );
    return cards.map((card) => change(scope, 'card.created', presentCard(card)));
  }
  if (kind === 'project') {
    const written = await trashRepo.putBack(trx, rows);
    return (written.projects as unknown as ProjectRow[]).map((row) =>
      change({ folderId: projectId, projectId: row.id }, 'project.created', presentProject(row, 'shared')),
    );
  }
  if (kind === 'sprint') {
    const releaseIds = new Set((rows.sprints ?? []).map((s) => Number(s.releaseId)));
    const live = await releasesRepo.holdInProject(trx, project.id, [...releaseIds]);
    if (live.length !== releaseIds.size) throw conflict(TRASH_MESSAGES.releaseGone);
  }
  const written = await trashRepo.putBack(trx, rows);
  const changes: PendingChange[] = [];
  const relinked: number[] = [];
  for (const entry of entries) {
    const links = entry.links.cards ?? [];
    if (kind === 'category') {
      const row = written.categories!.find((c) => c.id === entry.entityId) as unknown as CategoryRow;
      changes.push(change(scope, 'category.created', presentCategory(row)));
      relinked.push(...(await trashRepo.relinkCategory(trx, entry.entityId, project.id, links)));
    } else if (kind === 'release') {
      const row = written.releases!.find((r) => r.id === entry.entityId) as unknown as ReleaseRow;
      changes.push(change(scope, 'release.created', await presentWithSprints(trx, row)));
      relinked.push(...(await trashRepo.relinkRelease(trx, entry.entityId, project.id, links)));
    } else {
      const row = written.sprints!.find((s) => s.id === entry.entityId) as unknown as SprintRow;
      changes.push(change(scope, 'sprint.created', presentSprint(row)));
      relinked.push(...(await trashRepo.relinkSprint(trx, entry.entityId, row.releaseId, links)));
    }
  }
  return [...changes, ...(await movedCardChanges(trx, scope, relinked))];
}

/**
 * A folder moved to the trash with its owner's account (trashFolder) becomes the claiming former member's:
 * its projects theirs, in their client of the same name (or a copy of the old one), their own share ended,
 * the others' shares now theirs.
 */
async function adopt(trx: Db, actor: Actor, entry: TrashRow): Promise<TrashRow['rows']> {
  const clientId = await trashRepo.clientFor(trx, actor.id, entry.rows.clients?.[0]);
  return {
    ...entry.rows,
    projects: (entry.rows.projects ?? []).map((p) => ({ ...p, ownerId: actor.id, clientId })),
    folder_shares: (entry.rows.folder_shares ?? [])
      .filter((s) => s.sharedWithUserId !== actor.id)
      .map((s) => ({ ...s, sharedByUserId: actor.id })),
  };
}

/**
 * Folders come back whole, each to its owner (its client must still exist), or, sent to the trash with their
 * owner's account, to the former member who claims it (the take let only those through).
 */
async function putBackFolders(trx: Db, actor: Actor, entries: TakenTrashRow[]): Promise<PendingChange[]> {
  const rows: Record<string, Record<string, unknown>[]> = {};
  for (const entry of entries) {
    let entryRows = entry.rows;
    if (entry.role !== 'owner') {
      entryRows = await adopt(trx, actor, entry);
    } else if (
      !(await projectsRepo.clientsOwnedBy(trx, actor.id, [Number(entry.rows.projects?.[0]?.clientId)]))
    )
      throw conflict(TRASH_MESSAGES.clientGone);
    for (const [table, list] of Object.entries(entryRows)) (rows[table] ??= []).push(...list);
  }
  const written = await trashRepo.putBack(trx, rows);
  return (written.projects as unknown as ProjectRow[]).map((row) =>
    change(
      { folderId: row.parentId ?? row.id, projectId: row.id },
      'project.created',
      presentProject(row, 'shared'),
    ),
  );
}

/**
 * The entries a restore or purge asks for, taken (locked) when the actor may see every one of them; else the
 * same 404 as for an id that is not in the trash, having taken and locked nothing of anyone else's. The body
 * names what to take, so only a valid one is taken; it is refused (400) after the take, as every command's.
 */
async function takeSeen(trx: Db, actor: Actor, body: unknown): Promise<TakenTrashRow[]> {
  const request = readBody(trashRequest, body, (input) => ({ ...input, ids: [...new Set(input.ids)] }));
  const hint = request.hint;
  const entries = hint ? await trashAccessRepo.take(trx, actor.id, hint.kind, hint.ids) : [];
  if (hint && entries.length !== hint.ids.length) throw notFound(TRASH_MESSAGES.notFound);
  request.valid();
  return entries;
}

/** POST /api/trash/restore: things of one kind (of one project, or folders), all or nothing. */
export async function restoreFromTrash(
  trx: Db,
  actor: Actor,
  body: unknown,
): Promise<CommandOutcome<RestoreAnswer>> {
  const entries = await takeSeen(trx, actor, body);
  const changes = await putBack(trx, actor, entries);
  const bodies: ChangeBody[] = changes.map((c) => ({ type: c.type, data: c.data }) as ChangeBody);
  return {
    result: { restored: entries.map((e) => presentTrashItem(e)), changes: bodies },
    changes,
  };
}

/** What an import's entry holds, as history names them (its cards, use cases, releases and sprints). */
const IMPORTED_KINDS = { cards: 'card', categories: 'category', releases: 'release', sprints: 'sprint' };
const importedThings = (entry: TrashRow) =>
  Object.entries(IMPORTED_KINDS).flatMap(([table, kind]) =>
    (entry.rows[table] ?? []).map((row) => ({ kind, entityId: Number(row.id) })),
  );

/** Things purged for good: their history is kept 30 days more, then housekeeping forgets it. */
async function forget(trx: Db, entries: TrashRow[], at: Date) {
  const projectIds = entries.flatMap((e) =>
    e.kind === 'project' || e.kind === 'folder' ? (e.rows.projects ?? []).map((p) => Number(p.id)) : [],
  );
  const things = entries.flatMap((e) => (e.kind === 'import' ? [e, ...importedThings(e)] : [e]));
  await historyRepo.markPurged(trx, things, projectIds, at);
}

/** The folder owner's check before a purge: a folder only its owner purges, anything else its folder's owner. */
function ownerOfFolder(entries: TakenTrashRow[]) {
  for (const entry of entries) {
    if (entry.role === 'owner') continue;
    if (entry.kind === 'folder') throw notFound(TRASH_MESSAGES.notFound); // a claimable folder is restored
    throw forbidden(PROJECT_MESSAGES.folderOwnerOnly);
  }
}

/** POST /api/trash/purge: things of one kind erased for good (the folder owner). */
export async function purgeFromTrash(
  trx: Db,
  actor: Actor,
  body: unknown,
): Promise<CommandOutcome<{ purged: number }>> {
  const entries = await takeSeen(trx, actor, body);
  ownerOfFolder(entries);
  await forget(trx, entries, new Date());
  return { result: { purged: entries.length }, changes: [] };
}

/** DELETE /api/projects/{folderId}/trash: the folder owner empties the folder's trash. */
export async function emptyTrash(
  trx: Db,
  actor: Actor,
  folderId: number,
): Promise<CommandOutcome<{ purged: number }>> {
  const folder = await projectPolicy.load(trx, actor, 'read', folderId);
  if (folder.parentId !== null) throw invalid('Only a folder’s trash can be emptied');
  if (!projectPolicy.can(actor, 'delete', folder)) throw forbidden(TRASH_MESSAGES.ownerOnly);
  const entries = await trashAccessRepo.emptyFolder(trx, folder.id);
  await forget(trx, entries, new Date());
  return { result: { purged: entries.length }, changes: [] };
}

/** Housekeeping: what has been in the trash longer than the retention goes for good; `now` is injectable. */
export async function purgeExpired(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (trx) => {
    const before = forgottenBefore(now);
    const entries = await trashRepo.takeExpired(trx, before);
    if (entries.length) await forget(trx, entries, now);
    await historyRepo.prune(trx, now);
    return entries.length;
  });
}
