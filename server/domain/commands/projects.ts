// Folder and project commands with every rule of spec section 5. Who may do what is asked of the
// policies, inside the transaction, so the check and the write see the same rows.
import { change, type PendingChange } from '../../../common/events';
import {
  PROJECT_MESSAGES,
  updateProjectRequest,
  type CreateProjectRequest,
  type Project,
  type UpdateProjectRequest,
} from '../../../common/schemas/projects';
import type { Db } from '../../db/connection';
import { projectsRepo, type ProjectRow } from '../../db/repos/projects';
import { trashKeepRepo } from '../../db/repos/trashKeep';
import { versionFrom, type CommandOutcome } from '../changes';
import { conflict, forbidden, invalid } from '../errors';
import type { Actor } from '../policies/authorize';
import * as clientPolicy from '../policies/clients';
import * as projectPolicy from '../policies/projects';
import { presentProject } from '../presenters/workspace';
import { readBody } from '../commandBody';

const folderOf = (row: ProjectRow) => row.parentId ?? row.id;
const scopeOfRow = (row: ProjectRow) => ({ folderId: folderOf(row), projectId: row.id });

/** A parent must be a folder the actor may add projects to. */
const parentFolder = (trx: Db, actor: Actor, parentId: number) =>
  projectPolicy.loadFolder(trx, actor, 'changeInside', parentId, PROJECT_MESSAGES.parentNotFolder, {
    notFound: PROJECT_MESSAGES.parentRequired,
  });

export async function createProject(
  trx: Db,
  actor: Actor,
  input: CreateProjectRequest,
): Promise<CommandOutcome<Project>> {
  if (input.parentId) {
    // A project: everything inside the folder belongs to the folder's owner and client.
    const folder = await parentFolder(trx, actor, input.parentId);
    const row = await projectsRepo.create(trx, {
      name: input.name,
      description: input.description ?? null,
      prefix: input.prefix,
      parentId: folder.id,
      clientId: folder.clientId,
      ownerId: folder.ownerId,
    });
    const data = presentProject(row, 'shared');
    return {
      result: versionFrom(presentProject(row, folder.role), data),
      changes: [change(scopeOfRow(row), 'project.created', data)],
    };
  }
  if (!input.clientId) throw invalid(PROJECT_MESSAGES.clientRequired);
  await clientPolicy.load(trx, actor, 'addFolder', input.clientId);
  const row = await projectsRepo.create(trx, {
    name: input.name,
    description: input.description ?? null,
    prefix: null,
    parentId: null,
    clientId: input.clientId,
    ownerId: actor.id,
  });
  const data = presentProject(row, 'shared');
  return {
    result: versionFrom(presentProject(row, 'owner'), data),
    changes: [change(scopeOfRow(row), 'project.created', data)],
  };
}

/** What an update changes on a folder: its name, description and client (its projects move along). */
async function folderChanges(
  trx: Db,
  actor: Actor,
  current: ProjectRow,
  input: UpdateProjectRequest,
): Promise<Partial<ProjectRow>> {
  if (input.parentId) throw invalid(PROJECT_MESSAGES.folderToProject);
  if (input.prefix) throw invalid(PROJECT_MESSAGES.parentRequired);
  if (input.deck || input.customDeck || input.scoringModel)
    throw invalid(PROJECT_MESSAGES.estimationOfFolder);
  if (!input.clientId || input.clientId === current.clientId) return {};
  await clientPolicy.load(trx, actor, 'addFolder', input.clientId);
  await projectsRepo.moveChildrenToClient(trx, current.id, input.clientId);
  return { clientId: input.clientId };
}

/**
 * A project's deck and scoring model, the owner's to choose. Stored estimates and inputs stay as they are;
 * the screens mark the ones the new deck or model does not have (docs/estimation.md).
 */
function estimationChanges(
  actor: Actor,
  current: projectPolicy.ProjectInScope,
  input: UpdateProjectRequest,
): Partial<ProjectRow> {
  const { deck, customDeck, scoringModel } = input;
  if (deck === undefined && customDeck === undefined && scoringModel === undefined) return {};
  if (!projectPolicy.can(actor, 'chooseEstimation', current))
    throw forbidden(PROJECT_MESSAGES.estimationOwnerOnly);
  const changes: Partial<ProjectRow> = {};
  if (scoringModel !== undefined) changes.scoringModel = scoringModel;
  const nextDeck = deck ?? current.deck;
  if (deck !== undefined) changes.deck = deck;
  if (nextDeck === 'custom') {
    const values = customDeck ?? current.customDeck;
    if (!values) throw invalid(PROJECT_MESSAGES.customDeckRequired);
    changes.customDeck = [...values];
  } else if (deck !== undefined) {
    changes.customDeck = null;
  }
  return changes;
}

/** What an update changes on a project: its prefix while no card uses the old one, and its folder (owner only). */
async function projectChanges(
  trx: Db,
  actor: Actor,
  current: projectPolicy.ProjectInScope,
  input: UpdateProjectRequest,
): Promise<Partial<ProjectRow>> {
  if (input.parentId === null) throw invalid(PROJECT_MESSAGES.folderToProject);
  if (input.prefix === null) throw invalid(PROJECT_MESSAGES.prefixRequired);
  const changes: Partial<ProjectRow> = estimationChanges(actor, current, input);
  if (input.prefix !== undefined && input.prefix !== current.prefix) {
    const inUse = await projectsRepo.countCardsWithPrefix(trx, current.id, current.prefix!);
    if (inUse > 0) throw conflict(PROJECT_MESSAGES.prefixInUse(inUse, current.prefix!));
    changes.prefix = input.prefix;
  }
  if (input.parentId && input.parentId !== current.parentId) {
    // Owner of the target folder (404 unseen, 403 a recipient) and of the current one: both are the actor's.
    const target = await projectPolicy.loadFolder(
      trx,
      actor,
      'move',
      input.parentId,
      PROJECT_MESSAGES.parentNotFolder,
      { notFound: PROJECT_MESSAGES.parentRequired },
    );
    if (!projectPolicy.can(actor, 'move', current)) throw forbidden(PROJECT_MESSAGES.folderOwnerOnly);
    // A meeting's log, seqs and participants belong to the folder it started in.
    if (await projectsRepo.hasRunningMeeting(trx, current.id))
      throw conflict(PROJECT_MESSAGES.meetingRunning);
    changes.parentId = target.id;
    changes.clientId = target.clientId;
  }
  return changes;
}

export async function updateProject(
  trx: Db,
  actor: Actor,
  id: number,
  body: unknown,
): Promise<CommandOutcome<Project>> {
  const request = readBody(updateProjectRequest, body);
  const current = await projectPolicy.load(trx, actor, 'edit', id, { lock: true });
  const input = request.valid();
  const changes =
    current.parentId === null
      ? await folderChanges(trx, actor, current, input)
      : await projectChanges(trx, actor, current, input);
  if (input.name !== undefined) changes.name = input.name;
  if (input.description !== undefined) changes.description = input.description;
  const row = Object.keys(changes).length ? await projectsRepo.update(trx, current.id, changes) : current;
  if (folderOf(row) !== current.folderId) await projectsRepo.resetVersions(trx, row.id);
  const data = presentProject(row, 'shared');
  const events: PendingChange[] = [change(scopeOfRow(row), 'project.updated', data)];
  // Moved to another folder: the old folder's room sees it go.
  if (folderOf(row) !== current.folderId)
    events.push(change(projectPolicy.scopeOf(current), 'project.deleted', { id: current.id }));
  return { result: versionFrom(presentProject(row, current.role), data), changes: events };
}

/**
 * A project or a folder goes to the trash whole, whatever it holds (docs/decisions.md "A project or folder
 * goes to the trash whole"): its cards, use cases, releases, sprints and meetings, a folder's projects and
 * shares.
 */
export async function deleteProject(
  trx: Db,
  actor: Actor,
  id: number,
): Promise<CommandOutcome<{ id: number }>> {
  // The row lock also holds back card creates (they update this row for the external-id counter), so the
  // trash keeps the counter with every card it numbered.
  const current = await projectPolicy.load(trx, actor, 'delete', id, { lock: 'delete' });
  // A folder's projects hold their own counters: the trash is read only once their card creates are done.
  if (current.parentId === null) await projectsRepo.lockChildren(trx, current.id);
  return {
    result: { id: current.id },
    changes: [change(projectPolicy.scopeOf(current), 'project.deleted', { id: current.id })],
    // Into the trash with everything in it, in the log's statement (both read the rows as they were).
    lastWrite: [trashKeepRepo.keepProject(trx, current.id, actor.id), projectsRepo.delete(trx, current.id)],
  };
}
