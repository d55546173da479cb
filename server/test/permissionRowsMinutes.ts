// The permission matrix's rows for meeting minutes: members read an ended meeting's minutes;
// only someone who took part (here the owner) has them e-mailed; a member who did not gets 403.
import { id, type Row } from './permissionRow';

const minutes = (suffix: string): Row => ({
  call: `GET /api/meetings/:id/minutes${suffix}`,
  request: async (f) => ({ path: `/api/meetings/${id(await f.endedMeeting())}/minutes${suffix}` }),
  recipient: 200,
  owner: 200,
});

export const minutesRows: Row[] = [
  {
    call: 'GET /api/projects/:id/meetings',
    request: async (_f, w) => ({ path: `/api/projects/${w.projectId}/meetings` }),
    recipient: 200,
    owner: 200,
  },
  minutes(''),
  minutes('.md'),
  minutes('.csv'),
  {
    call: 'POST /api/meetings/:id/minutes/email',
    request: async (f) => ({ path: `/api/meetings/${id(await f.endedMeeting())}/minutes/email` }),
    recipient: 403,
    owner: 200,
  },
];
