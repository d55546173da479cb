// The permission matrix's rows for running meetings: members see, join, vote in and leave a
// meeting; only its facilitator (here the owner) steers it, and the facilitator or the folder's owner ends it.
import { id, type Row } from './permissionRow';

/** The facilitator's view, as a follower takes it over. */
const MEETING_VIEW = {
  mode: 'roadmap',
  filters: { search: '', groupBy: 'status', categories: [], statuses: [], priorities: [], releases: [] },
  sort: { column: 'rank', direction: 'asc' },
  customRanking: false,
};

export const meetingRows: Row[] = [
  {
    call: 'GET /api/projects/:id/meeting',
    request: async (f) => ({ path: `/api/projects/${(await f.runningMeeting()).projectId}/meeting` }),
    recipient: 200,
    owner: 200,
  },
  {
    call: 'POST /api/projects/:id/meeting',
    request: async (f) => ({ path: `/api/projects/${id(await f.project())}/meeting` }),
    recipient: 201,
    owner: 201,
  },
  {
    call: 'PATCH /api/meetings/:id',
    request: async (f) => ({
      path: `/api/meetings/${id(await f.runningMeeting())}`,
      body: { view: MEETING_VIEW },
    }),
    recipient: 403,
    owner: 200,
  },
  {
    call: 'POST /api/meetings/:id/join',
    request: async (f) => ({ path: `/api/meetings/${id(await f.runningMeeting())}/join` }),
    recipient: 200,
    owner: 200,
  },
  {
    // The owner facilitates, so must hand over first; the recipient, not in it, gets the meeting unchanged.
    call: 'POST /api/meetings/:id/leave',
    request: async (f) => ({ path: `/api/meetings/${id(await f.runningMeeting())}/leave` }),
    recipient: 200,
    owner: 409,
  },
  {
    call: 'POST /api/meetings/:id/end',
    request: async (f) => ({ path: `/api/meetings/${id(await f.runningMeeting())}/end` }),
    recipient: 403,
    owner: 200,
  },
  {
    call: 'POST /api/meetings/:id/votes',
    request: async (f) => ({ path: `/api/meetings/${id(await f.runningMeeting())}/votes`, body: {} }),
    recipient: 403,
    owner: 201,
  },
  {
    call: 'POST /api/meetings/:id/votes/:voteId/ballots',
    request: async (f) => {
      const m = await f.runningMeeting({ vote: 'open' });
      return { path: `/api/meetings/${m.id}/votes/${m.voteId}/ballots`, body: { value: 'wow' } };
    },
    recipient: 201,
    owner: 201,
  },
  {
    call: 'POST /api/meetings/:id/votes/:voteId/reveal',
    request: async (f) => {
      const m = await f.runningMeeting({ vote: 'open' });
      return { path: `/api/meetings/${m.id}/votes/${m.voteId}/reveal` };
    },
    recipient: 403,
    owner: 200,
  },
  {
    call: 'POST /api/meetings/:id/votes/:voteId/apply',
    request: async (f) => {
      const m = await f.runningMeeting({ vote: 'revealed' });
      return { path: `/api/meetings/${m.id}/votes/${m.voteId}/apply`, body: { value: 'wow' } };
    },
    recipient: 403,
    owner: 200,
  },
  {
    call: 'DELETE /api/meetings/:id/votes/:voteId',
    request: async (f) => {
      const m = await f.runningMeeting({ vote: 'open' });
      return { path: `/api/meetings/${m.id}/votes/${m.voteId}` };
    },
    recipient: 403,
    owner: 200,
  },
];
