// Test data of meeting mode: a running meeting of project 1 and its events (folder 5, as the fake server's).
import type { ChangeEvent } from '../../../../common/events';
import * as make from '../../../../common/realtime/testFactories';
import type { Meeting, MeetingView } from '../../../../common/schemas/meetings';

export const meeting = (fields: Partial<Meeting> = {}): Meeting => ({
  id: 7,
  projectId: 1,
  facilitator: { userId: 'bo', name: 'Bo Chen' },
  startedAt: '2026-11-25T10:00:00.000Z',
  version: 1,
  spotlightCardId: null,
  view: null,
  participants: [{ userId: 'bo', name: 'Bo Chen' }],
  vote: null,
  ...fields,
});

export const meetingView = (fields: Partial<MeetingView> = {}): MeetingView => ({
  mode: 'backlog',
  filters: {
    search: '',
    groupBy: 'none',
    categories: [],
    statuses: [],
    priorities: [],
    releases: [],
    sprints: [],
  },
  sort: { column: 'rank', direction: 'asc' },
  customRanking: false,
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
