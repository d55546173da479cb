// Reads of a project's meetings: the ended ones whose minutes the actor may read, newest first.
import { PROJECT_MESSAGES } from '../../../common/schemas/projects';
import type { PastMeeting } from '../../../common/schemas/meetings';
import type { Db } from '../../db/connection';
import { meetingMinutesRepo } from '../../db/repos/meetingMinutes';
import type { Actor } from '../policies/authorize';
import * as projectPolicy from '../policies/projects';

/** GET /api/projects/{id}/meetings: whoever may read the project. */
export async function pastMeetings(db: Db, actor: Actor, projectId: number): Promise<PastMeeting[]> {
  const project = await projectPolicy.loadChild(db, actor, 'read', projectId, PROJECT_MESSAGES.notFound);
  return meetingMinutesRepo.past(db, actor.id, project.id);
}
