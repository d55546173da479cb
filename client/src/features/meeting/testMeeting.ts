// Test data of meeting mode: a running meeting of project 1 and its events (folder 5, as the fake server's).
import type { ChangeEvent } from '../../../../common/events';
import * as make from '../../../../common/test/factories';
import type { Meeting } from '../../../../common/schemas/meetings';

const BO = { userId: 'bo', name: 'Bo Chen' };

/** Meeting 7 of project 1, run by Bo alone, nothing in the spotlight. */
export const liveMeeting = (fields: Partial<Meeting> = {}): Meeting =>
  make.meeting({
    id: 7,
    projectId: 1,
    facilitator: BO,
    spotlightCardId: null,
    participants: [BO],
    ...fields,
  });

/** A `meeting.updated` numbered `seq` in folder 5. */
export const updated = (seq: number, data: Meeting): ChangeEvent => ({
  ...make.event('meeting.updated', data),
  seq,
});

/** A `meeting.ended` numbered `seq` in folder 5. */
export const ended = (seq: number, participantIds: string[], id = 7): ChangeEvent => ({
  ...make.event('meeting.ended', { id, projectId: 1, participantIds }),
  seq,
});
