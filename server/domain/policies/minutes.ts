// Who may read and e-mail a meeting's minutes (docs/meetings.md "Who reads minutes"): a member of the
// project's folder reads those of an ended meeting that started once their access had begun (the replay
// rule of the live log) or that they took part in; only someone who took part has them e-mailed. Everyone
// else, and anyone while the meeting runs, gets the 404 of a meeting that does not exist.
import { MEETING_MESSAGES, parseStoredMinutes, type Minutes } from '../../../common/schemas/meetings';
import type { Db } from '../../db/connection';
import { meetingMinutesRepo, type MeetingMinutesWithRole } from '../../db/repos/meetingMinutes';
import { forbidden, notFound } from '../errors';
import { authorize, isMember, type Actor, type Readable } from './authorize';

export const MINUTES_MESSAGES = {
  tookPartOnly: 'Only those who took part in the meeting can e-mail its minutes',
  mailFailed: 'The minutes could not be e-mailed. Please try again later.',
} as const;

type MinutesInScope = Readable<MeetingMinutesWithRole> & { minutes: Minutes };

/**
 * The minutes of an ended meeting the actor may read (`email`: and have e-mailed, with the recipients), as
 * stored, with the lists added since they were stored (`restored`) empty.
 */
export async function load(
  db: Db,
  actor: Actor,
  meetingId: number,
  options: { email?: boolean } = {},
): Promise<MinutesInScope> {
  const meeting = await meetingMinutesRepo.withRole(db, actor.id, meetingId, { recipients: options.email });
  const readable = authorize(actor, meeting, isMember, { notFound: MEETING_MESSAGES.notFound });
  const { minutes } = readable;
  if (!readable.endedAt || !minutes) throw notFound(MEETING_MESSAGES.notFound);
  if (!readable.readsMinutes) throw notFound(MEETING_MESSAGES.notFound);
  if (options.email && !readable.tookPart) throw forbidden(MINUTES_MESSAGES.tookPartOnly);
  return { ...readable, minutes: parseStoredMinutes(minutes) };
}
