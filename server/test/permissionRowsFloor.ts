// The permission matrix's floor rows (docs/history.md "Who reads what"): the recipient here was shared the folder
// after its past was logged (permissionFixturesFloor.ts). They read the folder, and none of that past: history,
// the Activity, the trash and past meetings answer without it, its deleted things and its minutes 404. The
// owner reads and restores all of it.
import { type Row } from './permissionRow';

/** The CSV lists card changes and votes only: no word of the fixture's meeting in it. */
const minutes = (suffix: '' | '.md' | '.csv'): Row => ({
  call: `GET /api/meetings/:id/minutes${suffix} (started before the recipient's access)`,
  request: async (f) => ({ path: `/api/meetings/${(await f.pastFolder()).meetingId}/minutes${suffix}` }),
  recipient: 404,
  owner: 200,
  ...(suffix === '.csv' ? {} : { secret: true as const }),
});

export const floorRows: Row[] = [
  {
    call: "GET /api/cards/:id/history (before the recipient's access)",
    request: async (f) => ({ path: `/api/cards/${(await f.pastFolder()).cardId}/history` }),
    recipient: 200,
    owner: 200,
    secret: true,
  },
  {
    call: "GET /api/projects/:id/activity (before the recipient's access)",
    request: async (f) => ({ path: `/api/projects/${(await f.pastFolder()).projectId}/activity` }),
    recipient: 200,
    owner: 200,
    secret: true,
  },
  {
    call: "GET /api/projects/:id/trash (deleted before the recipient's access)",
    request: async (f) => ({ path: `/api/projects/${(await f.pastFolder()).projectId}/trash` }),
    recipient: 200,
    owner: 200,
    secret: true,
  },
  {
    call: "GET /api/projects/:id/trash (folder; deleted before the recipient's access)",
    request: async (f) => ({ path: `/api/projects/${(await f.pastFolder()).folderId}/trash` }),
    recipient: 200,
    owner: 200,
    secret: true,
  },
  {
    call: "POST /api/trash/restore (card deleted before the recipient's access)",
    request: async (f) => ({
      path: '/api/trash/restore',
      body: { kind: 'card', ids: [(await f.pastFolder()).trashedCardId] },
    }),
    recipient: 404,
    owner: 200,
    secret: true,
  },
  {
    call: "POST /api/trash/restore (project deleted before the recipient's access)",
    request: async (f) => ({
      path: '/api/trash/restore',
      body: { kind: 'project', ids: [(await f.pastFolder()).trashedProjectId] },
    }),
    recipient: 404,
    owner: 200,
    secret: true,
  },
  {
    call: "POST /api/trash/purge (card deleted before the recipient's access)",
    request: async (f) => ({
      path: '/api/trash/purge',
      body: { kind: 'card', ids: [(await f.pastFolder()).trashedCardId] },
    }),
    recipient: 404,
    owner: 200,
  },
  {
    call: "GET /api/projects/:id/meetings (held before the recipient's access)",
    request: async (f) => ({ path: `/api/projects/${(await f.pastFolder()).projectId}/meetings` }),
    recipient: 200,
    owner: 200,
    secret: true,
  },
  minutes(''),
  minutes('.md'),
  minutes('.csv'),
  {
    call: "POST /api/meetings/:id/minutes/email (started before the recipient's access)",
    request: async (f) => ({ path: `/api/meetings/${(await f.pastFolder()).meetingId}/minutes/email` }),
    recipient: 404,
    owner: 200,
  },
];
