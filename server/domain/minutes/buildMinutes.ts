// Builds a meeting's minutes at its end (docs/meetings.md "Minutes"): one read inside the end command's
// transaction, then pure steps — the card changes from the log, the votes with their tallies.
import type { Minutes } from '../../../common/schemas/meetings';
import { meetingMinutesRepo, SOMEONE } from '../../db/repos/meetingMinutes';
import { changesFromLog } from './changesFromLog';
import { minutesVotes } from './minutesVotes';
import type { BuildMinutes } from './types';

export const buildMinutes: BuildMinutes = async (trx, meeting): Promise<Minutes> => {
  const source = await meetingMinutesRepo.source(trx, {
    meetingId: meeting.id,
    projectId: meeting.projectId,
    folderId: meeting.folderId,
    startSeq: meeting.startSeq,
    endSeq: meeting.endSeq,
    facilitatorId: meeting.facilitatorId,
  });
  const lookups = {
    releases: source.releases,
    categories: source.categories,
    estimation: source.estimation,
  };
  return {
    meetingId: meeting.id,
    projectId: meeting.projectId,
    projectName: source.projectName,
    startedAt: meeting.startedAt.toISOString(),
    endedAt: meeting.endedAt.toISOString(),
    durationSeconds: Math.max(
      0,
      Math.round((meeting.endedAt.getTime() - meeting.startedAt.getTime()) / 1000),
    ),
    facilitator: source.facilitator ?? SOMEONE,
    participants: source.participants,
    ...changesFromLog(meeting.snapshot, source.events, lookups),
    votes: minutesVotes(source.votes, lookups),
  };
};
