// Meeting commands (docs/meetings.md): start one on a project, steer it (spotlight, view, hand-over), join,
// leave and end it. Each is one transaction that bumps the meeting's version and logs one `meeting.updated`
// (ending: `meeting.ended`) through runCommand. Votes: meetingVotes.ts.
import type { Knex } from 'knex';
import { change, type PendingChange } from '../../../common/events';
import { CARD_MESSAGES } from '../../../common/schemas/cards';
import {
  MEETING_MESSAGES,
  updateMeetingRequest,
  type Meeting,
  type Minutes,
} from '../../../common/schemas/meetings';
import type { Db } from '../../db/connection';
import { folderEventsRepo } from '../../db/repos/folderEvents';
import {
  meetingsRepo,
  type MeetingColumns,
  type MeetingLoad,
  type MeetingState,
} from '../../db/repos/meetings';
import type { CommandOutcome } from '../changes';
import { conflict, invalid } from '../errors';
import { buildMinutes } from '../minutes/buildMinutes';
import type { Actor } from '../policies/authorize';
import * as meetingPolicy from '../policies/meetings';
import * as projectPolicy from '../policies/projects';
import { presentMeeting } from '../presenters/meetings';
import {
  closeCurrentVote,
  isPresent,
  saved,
  unchanged,
  withAutoReveal,
  withParticipant,
} from './meetingChanges';
import { readBody } from '../commandBody';

/** Any member may start the project's one running meeting; they facilitate it and are its first participant. */
export async function startMeeting(
  trx: Db,
  actor: Actor,
  projectId: number,
): Promise<CommandOutcome<Meeting>> {
  const project = await projectPolicy.loadChild(
    trx,
    actor,
    'changeInside',
    projectId,
    CARD_MESSAGES.notAProject,
  );
  try {
    const state = await meetingsRepo.start(trx, {
      projectId: project.id,
      folderId: project.folderId,
      userId: actor.id,
    });
    const meeting = presentMeeting(state);
    return { result: meeting, changes: [change(projectPolicy.scopeOf(project), 'meeting.updated', meeting)] };
  } catch (error) {
    // The unique index decides a race between two starts; the loser's transaction is rolled back.
    if (meetingsRepo.isAlreadyRunning(error)) throw conflict(MEETING_MESSAGES.alreadyRunning);
    throw error;
  }
}

/**
 * The facilitator steers: any of spotlight card, view and hand-over. Moving the spotlight to another card
 * closes the vote in progress. The body is read after the meeting is found (404 before 400).
 */
export async function updateMeeting(
  trx: Db,
  actor: Actor,
  id: number,
  body: unknown,
): Promise<CommandOutcome<Meeting>> {
  const request = readBody(updateMeetingRequest, body);
  const cardId = request.hint?.spotlightCardId;
  const meeting = await meetingPolicy.load(trx, actor, 'steer', id, {
    lock: true,
    ...(cardId ? { cardId } : {}),
  });
  const { spotlightCardId, view, facilitatorId } = request.valid();
  const next: MeetingState = { ...meeting.state };
  const set: MeetingColumns = {};
  const writes: Knex.Raw[] = [];
  if (spotlightCardId !== undefined && spotlightCardId !== next.spotlightCardId) {
    if (spotlightCardId !== null && !meeting.card) throw invalid(MEETING_MESSAGES.cardNotInProject);
    set.spotlightCardId = next.spotlightCardId = spotlightCardId;
    const closing = closeCurrentVote(trx, next.vote);
    if (closing) {
      next.vote = closing.vote;
      writes.push(closing.write);
    }
  }
  if (view) set.view = next.view = view;
  if (facilitatorId !== undefined && facilitatorId !== next.facilitatorId) {
    const heir = next.participants.find((p) => p.userId === facilitatorId && p.leftAt === null);
    if (!heir) throw invalid(MEETING_MESSAGES.handOverToParticipant);
    set.facilitatorId = next.facilitatorId = heir.userId;
    next.facilitatorName = heir.name;
  }
  if (!Object.keys(set).length) return unchanged(meeting);
  return saved(trx, meeting, next, set, writes);
}

/** A member joins (again: no change, the same answer). */
export async function joinMeeting(trx: Db, actor: Actor, id: number): Promise<CommandOutcome<Meeting>> {
  const meeting = await meetingPolicy.load(trx, actor, 'takePart', id, { lock: true });
  if (isPresent(meeting.state, actor.id)) return unchanged(meeting);
  const who = { userId: actor.id, name: meeting.callerName ?? '' };
  const next = { ...meeting.state, participants: withParticipant(meeting.state, who, meeting.now, true) };
  return saved(trx, meeting, next, {}, [meetingsRepo.joined(trx, id, actor.id)]);
}

/**
 * A participant leaves (their ballots stay; an auto-reveal vote everyone else has voted in reveals). The facilitator hands over or ends first. Someone not in the
 * meeting gets the same answer, unchanged: leaving twice is not an error.
 */
export async function leaveMeeting(trx: Db, actor: Actor, id: number): Promise<CommandOutcome<Meeting>> {
  const meeting = await meetingPolicy.load(trx, actor, 'takePart', id, { lock: true });
  if (meeting.state.facilitatorId === actor.id) throw conflict(MEETING_MESSAGES.facilitatorLeaves);
  if (!isPresent(meeting.state, actor.id)) return unchanged(meeting);
  const who = { userId: actor.id, name: meeting.callerName ?? '' };
  const participants = withParticipant(meeting.state, who, meeting.now, false);
  // Everyone left has voted: an auto-reveal vote reveals itself now.
  const next = withAutoReveal(trx, { ...meeting.state, participants });
  return saved(trx, meeting, next.state, {}, [meetingsRepo.left(trx, id, actor.id), ...next.writes]);
}

/** The facilitator or the folder's owner ends the meeting: its minutes are built and stored, once. */
export async function endMeeting(trx: Db, actor: Actor, id: number): Promise<CommandOutcome<Minutes>> {
  const meeting = await meetingPolicy.load(trx, actor, 'end', id, { lock: true, forEnd: true });
  const { minutes, ended, write } = await finishMeeting(trx, meeting);
  return { result: minutes, changes: [ended], lastWrite: write };
}

export interface Finished {
  minutes: Minutes;
  ended: PendingChange;
  /** The meeting row's end (endedAt, endSeq, minutes), not yet sent: the caller sends it or hands it on. */
  write: Knex.QueryBuilder;
}

/**
 * Ends a meeting loaded `forEnd` and locked: an open vote is cancelled, the minutes read the log up to the
 * folder's seq before `meeting.ended`, and everyone who ever joined (voters join) hears whose minutes they are.
 */
export async function finishMeeting(trx: Db, meeting: MeetingLoad): Promise<Finished> {
  const { state } = meeting;
  if (meeting.snapshot === undefined) throw new Error('finishMeeting needs a meeting loaded forEnd');
  if (state.vote?.state === 'open') await meetingsRepo.voteSet(trx, state.vote.id, 'cancelled');
  // Locked, not just read: a change committing between the minutes and meeting.ended would be in neither.
  const endSeq = await folderEventsRepo.lockSeq(trx, state.folderId);
  const ending = { endedAt: meeting.now, endSeq };
  const minutes = await buildMinutes(trx, {
    id: state.id,
    projectId: state.projectId,
    folderId: state.folderId,
    startSeq: state.startSeq,
    startedAt: new Date(state.startedAt),
    facilitatorId: state.facilitatorId,
    snapshot: meeting.snapshot,
    ...ending,
  });
  const ended = change(meetingPolicy.scopeOf(meeting), 'meeting.ended', {
    id: state.id,
    projectId: state.projectId,
    participantIds: state.participants.map((p) => p.userId),
  });
  return { minutes, ended, write: meetingsRepo.end(trx, state.id, { ...ending, minutes }) };
}
