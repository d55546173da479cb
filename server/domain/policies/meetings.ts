// Meetings (docs/meetings.md): every member of the project's folder may see a meeting, join it, vote and leave;
// only its facilitator steers it; its facilitator or the folder's owner ends it. A non-member gets the same
// 404 as for a meeting that does not exist; an ended meeting refuses every change (409).
import { MEETING_MESSAGES } from '../../../common/schemas/meetings';
import { CARD_MESSAGES } from '../../../common/schemas/cards';
import { PROJECT_MESSAGES } from '../../../common/schemas/projects';
import type { Db } from '../../db/connection';
import { meetingsRepo, type MeetingLoadOptions, type MeetingWithRole } from '../../db/repos/meetings';
import { conflict, notFound } from '../errors';
import { authorize, isMember, isOwner, type Actor, type Readable, type Rule } from './authorize';

export type MeetingInScope = Readable<MeetingWithRole>;

const isFacilitator = (actor: Actor, meeting: MeetingWithRole) => meeting.state.facilitatorId === actor.id;

const rules = {
  /** See it, join it, cast a ballot, leave it. */
  takePart: isMember,
  /** Move the spotlight and the view, hand over, open, reveal, apply and cancel votes. */
  steer: (actor, meeting) => isMember(actor, meeting) && isFacilitator(actor, meeting),
  end: (actor, meeting) =>
    isOwner(actor, meeting) || (isMember(actor, meeting) && isFacilitator(actor, meeting)),
} satisfies Record<string, Rule<MeetingWithRole>>;

export type MeetingAction = keyof typeof rules;

export const can = (actor: Actor, action: MeetingAction, meeting: MeetingInScope) =>
  rules[action](actor, meeting);

/**
 * The meeting with the actor's role on its folder, if they may do `action`; else 404 or 403. A write (`lock`)
 * to a meeting that has ended is 409 `ended`.
 */
export async function load(
  db: Db,
  actor: Actor,
  action: MeetingAction,
  id: number,
  options: MeetingLoadOptions = {},
): Promise<MeetingInScope> {
  const meeting = await meetingsRepo.withRole(db, actor.id, id, options);
  const allowed = authorize(actor, meeting, rules[action], {
    notFound: MEETING_MESSAGES.notFound,
    forbidden: MEETING_MESSAGES.facilitatorOnly,
  });
  if (options.lock && allowed.state.endedAt) throw conflict(MEETING_MESSAGES.ended);
  return allowed;
}

/**
 * A project (not a folder: 404 like every child-only route) the actor may read, with its running meeting
 * read in the same statement.
 */
export async function loadProjectMeeting(db: Db, actor: Actor, projectId: number) {
  const project = await meetingsRepo.projectWithMeeting(db, actor.id, projectId);
  const readable = authorize(actor, project, isMember, { notFound: PROJECT_MESSAGES.notFound });
  if (readable.parentId === null) throw notFound(CARD_MESSAGES.notAProject);
  return readable;
}

/** Where a meeting's changes are heard: its folder's room and its project's projectors. */
export const scopeOf = (meeting: { state: { folderId: number; projectId: number } }) => ({
  folderId: meeting.state.folderId,
  projectId: meeting.state.projectId,
});
