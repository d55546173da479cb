// Releases and their sprints: a member of the project's folder may read, change and delete them.
import { RELEASE_MESSAGES } from '../../../common/schemas/releases';
import type { Db } from '../../db/connection';
import { accessRepo, type ReleaseWithRole, type SprintWithRole } from '../../db/repos/access';
import { type RowLock } from '../../db/repos/folderScope';
import { authorize, isMember, type Actor, type Readable, type Rule } from './authorize';

export type ReleaseInScope = Readable<ReleaseWithRole>;
export type SprintInScope = Readable<SprintWithRole>;

const rules = {
  read: isMember,
  /** Edit, delete, add or change its sprints. */
  change: isMember,
} satisfies Record<string, Rule<ReleaseWithRole | SprintWithRole>>;

export type ReleaseAction = keyof typeof rules;

export const can = (actor: Actor, action: ReleaseAction, thing: ReleaseInScope | SprintInScope) =>
  rules[action](actor, thing);

/** `lockRelease`: a sprint write also holds its release FOR SHARE (db/repos/access.ts `sprint`). */
type LoadOptions = { lock?: RowLock; lockRelease?: boolean };

/** The release with the actor's role, if they may do `action` to it; else "Release not found". */
export async function load(
  db: Db,
  actor: Actor,
  action: ReleaseAction,
  id: number,
  options: LoadOptions = {},
): Promise<ReleaseInScope> {
  const release = await accessRepo.release(db, actor.id, id, options);
  return authorize(actor, release, rules[action], { notFound: RELEASE_MESSAGES.notFound });
}

/** The sprint with the actor's role, if they may do `action` to it; else "Sprint not found". */
export async function loadSprint(
  db: Db,
  actor: Actor,
  action: ReleaseAction,
  id: number,
  options: LoadOptions = {},
): Promise<SprintInScope> {
  const sprint = await accessRepo.sprint(db, actor.id, id, options);
  return authorize(actor, sprint, rules[action], { notFound: RELEASE_MESSAGES.sprintNotFound });
}

export const scopeOf = (thing: ReleaseWithRole | SprintWithRole) => ({
  folderId: thing.folderId,
  projectId: thing.projectId,
});
