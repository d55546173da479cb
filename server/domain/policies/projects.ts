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
  type ProjectWithReplayFloor,
  type ProjectWithRole,
} from '../../db/repos/access';
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
  return authorize(actor, project, rules[action], {
    notFound: options.notFound ?? PROJECT_MESSAGES.notFound,
    forbidden: FORBIDDEN[action],
  });
}

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

/**
 * As `load`, plus the folder's seq now and the caller's replay floor, read in the same statement (a
 * subscription starts from that seq, and a replay it carries goes no further back than the floor).
 */
export async function loadWithSeq(
  db: Db,
  actor: Actor,
  action: ProjectAction,
  id: number,
  options: ProjectLoad = {},
): Promise<Readable<ProjectWithReplayFloor>> {
  const project = await accessRepo.projectWithReplayFloor(db, actor.id, id);
  return authorize(actor, project, rules[action], {
    notFound: options.notFound ?? PROJECT_MESSAGES.notFound,
    forbidden: FORBIDDEN[action],
  });
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
 * A folder whose change log the actor may replay, with its seq now and the seq their access began at (the
 * same check as subscribing). Anything else — a child project, a folder they cannot read — is `notFound`:
 * a socket tells no kind of thing from another.
 */
export async function loadFolderToReplay(
  db: Db,
  actor: Actor,
  id: number,
  notFoundMessage: string,
): Promise<Readable<ProjectWithReplayFloor>> {
  const folder = await accessRepo.projectWithReplayFloor(db, actor.id, id);
  const refusal = { notFound: notFoundMessage, forbidden: notFoundMessage };
  return authorize(actor, folder, (who, thing) => rules.read(who, thing) && isFolder(thing), refusal);
}

/** Where a change about this project is heard: its folder's room and its own projectors. */
export const scopeOf = (project: ProjectWithRole) => ({ folderId: project.folderId, projectId: project.id });
