// Folders and projects. A member of a folder (its owner or an active share recipient) may read it and
// change everything inside it, projects included; the folder itself (rename, delete, share, projector
// links) is its owner's, and so is moving a project between folders.
import { PROJECT_MESSAGES } from '../../../common/schemas/projects';
import { ROOM_LINK_MESSAGES } from '../../../common/schemas/roomLinks';
import { SHARE_MESSAGES } from '../../../common/schemas/shares';
import type { Db } from '../../db/connection';
import {
  accessRepo,
  type ProjectWithData,
  type ProjectWithReplay,
  type ProjectWithRole,
  type ProjectWithSeq,
} from '../../db/repos/access';
import type { ReplayCap, ReplayFrom } from '../../db/repos/folderReplay';
import { type LoadOptions, type ReferenceIds } from '../../db/repos/folderScope';
import { forbidden, invalid, notFound } from '../errors';
import {
  authorize,
  isMember,
  isOwner,
  MEMBER_ROLES,
  roleIn,
  type Actor,
  type Readable,
  type Rule,
} from './authorize';

export type ProjectInScope = Readable<ProjectWithRole>;

const isFolder = (project: ProjectWithRole) => project.parentId === null;

/**
 * Who may add, change or remove what is inside a project (`changeInside`), as data: a card create's one
 * statement checks these roles in SQL (commands/cardCreates.ts hands them to db/repos/cardCreate.ts).
 */
export const CHANGE_INSIDE_ROLES = MEMBER_ROLES;

const rules = {
  /** See it, its data and its live changes. */
  read: isMember,
  /** Add, change or remove cards, use cases, releases, sprints and projects inside. */
  changeInside: (_actor, project) => roleIn(CHANGE_INSIDE_ROLES, project),
  /** Rename it (a folder: also move it to another client). */
  edit: (actor, project) => (isFolder(project) ? isOwner(actor, project) : isMember(actor, project)),
  delete: (actor, project) => (isFolder(project) ? isOwner(actor, project) : isMember(actor, project)),
  /** Share the folder, list and remove its shares. */
  share: isOwner,
  /**
   * Move a project out of this folder, or into it: it hands the project to the other folder's members, a
   * sharing decision, so only the owner of both folders makes it.
   */
  move: isOwner,
  /** Make and revoke projector room links. */
  manageRoomLinks: isOwner,
  /** Choose a project's estimation deck and scoring model (issue 45: the owner picks them). */
  chooseEstimation: isOwner,
} satisfies Record<string, Rule<ProjectWithRole>>;

export type ProjectAction = keyof typeof rules;

const FORBIDDEN: Record<ProjectAction, string> = {
  read: PROJECT_MESSAGES.folderOwnerOnly,
  changeInside: PROJECT_MESSAGES.folderOwnerOnly,
  edit: PROJECT_MESSAGES.folderOwnerOnly,
  delete: PROJECT_MESSAGES.folderOwnerOnly,
  share: SHARE_MESSAGES.ownerOnly,
  move: PROJECT_MESSAGES.folderOwnerOnly,
  manageRoomLinks: ROOM_LINK_MESSAGES.ownerOnly,
  chooseEstimation: PROJECT_MESSAGES.estimationOwnerOnly,
};

export const can = (actor: Actor, action: ProjectAction, project: ProjectInScope) =>
  rules[action](actor, project);

export interface ProjectLoad {
  /** The 404 message for a project the actor cannot see (default "Project not found"). */
  notFound?: string;
  lock?: LoadOptions['lock'];
  references?: ReferenceIds;
}

/** The project or folder with the actor's role, if they may do `action` to it; else 404 or 403. */
export async function load(
  db: Db,
  actor: Actor,
  action: ProjectAction,
  id: number,
  options: ProjectLoad = {},
): Promise<ProjectInScope> {
  const project = await accessRepo.project(db, actor.id, id, options);
  return authorize(actor, project, rules[action], refusalOf(action, options));
}

/** What a load answers an actor it refuses: not found (their own words, if given), or forbidden. */
const refusalOf = (action: ProjectAction, options: ProjectLoad) => ({
  notFound: options.notFound ?? PROJECT_MESSAGES.notFound,
  forbidden: FORBIDDEN[action],
});

/**
 * A project the actor may read, with its folder's seq and its data load's JSON built in the same statement
 * (unless the seq is `heldSeq`: the caller holds that JSON already).
 */
export async function loadWithData(
  db: Db,
  actor: Actor,
  id: number,
  heldSeq: number | null = null,
): Promise<Readable<ProjectWithData>> {
  const project = await accessRepo.projectWithData(db, actor.id, id, heldSeq);
  return authorize(actor, project, rules.read, { notFound: PROJECT_MESSAGES.notFound });
}

/** As `load`, plus the folder's seq now, read in the same statement (a subscription starts from that seq). */
export async function loadWithSeq(
  db: Db,
  actor: Actor,
  action: ProjectAction,
  id: number,
  options: ProjectLoad = {},
): Promise<Readable<ProjectWithSeq>> {
  const project = await accessRepo.projectWithSeq(db, actor.id, id);
  return authorize(actor, project, rules[action], refusalOf(action, options));
}

/**
 * As `loadWithSeq`, plus what the actor missed of the folder's log since `from` (a copy of that folder), as far
 * back as their access goes and `cap` allows, read in the same statement.
 */
export async function loadWithReplay(
  db: Db,
  actor: Actor,
  action: ProjectAction,
  id: number,
  from: ReplayFrom,
  cap: ReplayCap,
  options: ProjectLoad = {},
): Promise<Readable<ProjectWithReplay>> {
  const project = await accessRepo.projectWithReplay(db, actor.id, id, from, cap);
  return authorize(actor, project, rules[action], refusalOf(action, options));
}

/** A project (not a folder) the actor may do `action` to; a folder answers `notAProject` (404, before any 403). */
export async function loadChild(
  db: Db,
  actor: Actor,
  action: ProjectAction,
  id: number,
  notAProject: string,
  options: ProjectLoad = {},
): Promise<ProjectInScope> {
  const project = await load(db, actor, 'read', id, options);
  if (isFolder(project)) throw notFound(notAProject);
  if (!can(actor, action, project)) throw forbidden(FORBIDDEN[action]);
  return project;
}

/** A folder the actor may do `action` to; a child project is the caller's mistake (400, before any 403). */
export async function loadFolder(
  db: Db,
  actor: Actor,
  action: ProjectAction,
  id: number,
  notAFolder: string,
  options: ProjectLoad = {},
): Promise<ProjectInScope> {
  const folder = await load(db, actor, 'read', id, options);
  if (!isFolder(folder)) throw invalid(notAFolder);
  if (!can(actor, action, folder)) throw forbidden(FORBIDDEN[action]);
  return folder;
}

/**
 * A folder whose change log the actor may replay, with what they missed since `from.seq` (the same check and
 * read as subscribing). Anything else — a child project, a folder they cannot read — is `notFound`: a socket
 * tells no kind of thing from another.
 */
export async function loadFolderToReplay(
  db: Db,
  actor: Actor,
  from: ReplayFrom,
  cap: ReplayCap,
  notFoundMessage: string,
): Promise<Readable<ProjectWithReplay>> {
  const folder = await accessRepo.projectWithReplay(db, actor.id, from.folderId, from, cap);
  const refusal = { notFound: notFoundMessage, forbidden: notFoundMessage };
  return authorize(actor, folder, (who, thing) => rules.read(who, thing) && isFolder(thing), refusal);
}

/** Where a change about this project is heard: its folder's room and its own projectors. */
export const scopeOf = (project: ProjectWithRole) => ({ folderId: project.folderId, projectId: project.id });
