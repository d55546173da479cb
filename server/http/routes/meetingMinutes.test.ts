// The minutes routes against a real server and PostgreSQL: a meeting started and ended straight in the
// database around real card changes made through the REST API (server/test/minutesWorld.ts), its minutes as
// JSON, Markdown and CSV, the project's past meetings, and who may see what. E-mail: meetingMinutesEmail.test.ts.
import { parseString } from 'fast-csv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Minutes, PastMeeting } from '../../../common/schemas/meetings';
import { minutesMarkdown } from '../../domain/minutes/minutesMarkdown';
import {
  endMeeting as endIn,
  minutesWorld,
  ok,
  startMeeting as startIn,
  type MinutesWorld,
} from '../../test/minutesWorld';
import { startTestServer, type TestServer } from '../../test/testServer';
import { signedInUser } from '../../test/factories';
import { makeProject } from '../../test/workspace';

let server: TestServer;
/** Who is who and which meetings: see server/test/minutesWorld.ts. */
let w: MinutesWorld;

beforeAll(async () => {
  server = await startTestServer();
  w = await minutesWorld(server);
});
afterAll(() => server?.close());

const startMeeting = (projectId: number, people: string[]) =>
  startIn(server, w.ws.folderId, projectId, people);
const endMeeting = (id: number) => endIn(server, id);

describe('GET /api/meetings/:id/minutes', () => {
  it('lists what changed during the meeting, in this project only, with the votes', async () => {
    const minutes = await ok<Minutes>(w.ben.client.get(`/api/meetings/${w.meetingId}/minutes`));
    const brief = (list: { externalId: string; title: string; by: string; from?: string; to?: string }[]) =>
      list.map((item) => [item.title, item.from, item.to, item.by].filter(Boolean).join(' | '));
    expect(minutes.projectName).toBe('App');
    expect(minutes.facilitator).toBe('Ana Lima');
    expect(minutes.participants.map((p) => p.userId)).toEqual([
      w.ws.owner.user.id,
      w.ben.user.id,
      w.cy.user.id,
    ]);
    expect(minutes.durationSeconds).toBeGreaterThanOrEqual(25 * 60);
    expect(brief(minutes.created)).toEqual(['Dark mode | Ben Ode']);
    expect(brief(minutes.useCaseMoves)).toEqual(['Dark mode | Unsorted | Checkout | Ben Ode']);
    expect(brief(minutes.releaseMoves)).toEqual(['Login | Future | Spring | Ana Lima']);
    expect(brief(minutes.statusChanges)).toEqual(['Search v2 | Backlog | Ready | Ana Lima']);
    expect(brief(minutes.impactChanges)).toEqual(['Export | TBD | Wow | Ben Ode']);
    expect(brief(minutes.reranked)).toEqual(['Export | Ben Ode']);
    expect(brief(minutes.deleted)).toEqual(['Old idea | Ana Lima']);
    expect(minutes.votes).toEqual([
      expect.objectContaining({
        title: 'Export',
        field: 'impact',
        ballots: [
          { name: 'Ana Lima', value: 'wow', label: 'Wow' },
          { name: 'Ben Ode', value: 'treat', label: 'Treat' },
        ],
        mostCommon: ['Treat', 'Wow'],
        spread: '2 different choices',
        applied: 'Wow',
      }),
    ]);
  });

  it('is 404 while the meeting runs, for ids that do not exist, and for anyone outside the folder', async () => {
    for (const path of [
      `/api/meetings/${w.running}/minutes`,
      '/api/meetings/999999/minutes',
      '/api/meetings/x/minutes',
    ]) {
      const res = await w.ws.owner.client.get(path);
      expect([res.status, res.body.error]).toEqual([404, 'Meeting not found']);
    }
    for (const who of [w.stranger, w.pending])
      for (const suffix of ['', '.md', '.csv'])
        expect((await who.client.get(`/api/meetings/${w.meetingId}/minutes${suffix}`)).status).toBe(404);
    expect((await server.client().get(`/api/meetings/${w.meetingId}/minutes`)).status).toBe(401);
    expect((await w.dee.client.get(`/api/meetings/${w.meetingId}/minutes`)).status).toBe(200);
  });
});

describe('GET /api/projects/:id/meetings', () => {
  it("lists the project's ended meetings, newest first, to members only", async () => {
    await endMeeting(w.running);
    const second = await startMeeting(w.ws.projectId, [w.ben.user.id]);
    await server.db('meetings').where({ id: second }).update({ startedAt: new Date() });
    await endMeeting(second);
    const past = await ok<PastMeeting[]>(w.dee.client.get(`/api/projects/${w.ws.projectId}/meetings`));
    expect(past.map((m) => [m.id, m.facilitator, m.participantCount])).toEqual([
      [second, 'Ben Ode', 1],
      [w.running, 'Ana Lima', 1],
      [w.meetingId, 'Ana Lima', 3],
    ]);
    expect((await w.stranger.client.get(`/api/projects/${w.ws.projectId}/meetings`)).status).toBe(404);
    expect((await w.ws.owner.client.get(`/api/projects/${w.ws.folderId}/meetings`)).status).toBe(404);
    w.running = await startMeeting(w.ws.projectId, [w.ws.owner.user.id]);
  });
});

describe('who reads minutes: the replay rule (docs/meetings.md)', () => {
  it('hides meetings from before a recipient could see the folder, unless they took part', async () => {
    const eve = await signedInUser(server);
    const { seq } = await server.db('folder_event_counters').where({ folderId: w.ws.folderId }).first('seq');
    await server.db('folder_shares').insert({
      folderId: w.ws.folderId,
      sharedWithEmail: eve.user.email,
      sharedWithUserId: eve.user.id,
      sharedByUserId: w.ws.owner.user.id,
      status: 'active',
      activeFromSeq: seq,
    });
    // Its changes (a card deleted before Eve was invited among them) are not hers to read, as sync:since
    // would not replay them to her either.
    for (const suffix of ['', '.md', '.csv'])
      expect((await eve.client.get(`/api/meetings/${w.meetingId}/minutes${suffix}`)).status).toBe(404);
    const before = await ok<PastMeeting[]>(eve.client.get(`/api/projects/${w.ws.projectId}/meetings`));
    expect(before.map((m) => m.id)).not.toContain(w.meetingId);
    // A meeting that starts once her access has begun is hers.
    await endMeeting(w.running);
    const later = await startMeeting(w.ws.projectId, [w.ws.owner.user.id]);
    await endMeeting(later);
    w.running = await startMeeting(w.ws.projectId, [w.ws.owner.user.id]);
    expect((await eve.client.get(`/api/meetings/${later}/minutes`)).status).toBe(200);
    const after = await ok<PastMeeting[]>(eve.client.get(`/api/projects/${w.ws.projectId}/meetings`));
    expect(after.map((m) => m.id)).toContain(later);
    // Someone who was in the room reads what happened there.
    await server.db('meeting_participants').insert({ meetingId: w.meetingId, userId: eve.user.id });
    expect((await eve.client.get(`/api/meetings/${w.meetingId}/minutes`)).status).toBe(200);
  });
});

describe('downloads', () => {
  it('serves the Markdown minutes as an attachment named after the project and the day', async () => {
    const minutes = await ok<Minutes>(w.ws.owner.client.get(`/api/meetings/${w.meetingId}/minutes`));
    const res = await w.dee.client.get(`/api/meetings/${w.meetingId}/minutes.md`);
    const day = minutes.startedAt.slice(0, 10);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="cardplan-meeting-app-${day}.md"`,
    );
    expect(res.text).toBe(minutesMarkdown(minutes));
    expect(res.text).toContain(
      '## Moved between releases\n\n- **APP-001** Login: Future → Spring — Ana Lima\n',
    );
  });

  it('serves the CSV minutes, one row per item', async () => {
    const res = await w.ws.owner.client.get(`/api/meetings/${w.meetingId}/minutes.csv`);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="cardplan-meeting-app-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const rows = await new Promise<string[][]>((resolve, reject) => {
      const out: string[][] = [];
      parseString(res.text)
        .on('data', (row: string[]) => out.push(row))
        .on('error', reject)
        .on('end', () => resolve(out));
    });
    expect(rows.map((row) => `${row[0]}: ${row[2]}`)).toEqual([
      'Section: Title',
      'Created: Dark mode',
      'Moved between releases: Login',
      'Moved between use cases: Dark mode',
      'Re-ranked: Export',
      'Status changes: Search v2',
      'Impact changes: Export',
      'Deleted: Old idea',
      'Votes: Export',
    ]);
  });
});

describe('through the meeting routes', () => {
  it('builds the minutes when the facilitator ends the meeting', async () => {
    const project = await makeProject(w.ben.client, w.ws.folderId, 'THR', 'Through');
    const card = await ok(w.ben.client.post('/api/cards', { projectId: project.id, title: 'Walk' }), 201);
    const meeting = await ok<{ id: number }>(w.ben.client.post(`/api/projects/${project.id}/meeting`), 201);
    await ok(w.ben.client.patch(`/api/cards/${card.id}`, { status: 'in-progress' }));
    const ended = await ok<Minutes>(w.ben.client.post(`/api/meetings/${meeting.id}/end`));
    expect(ended.statusChanges.map((c) => [c.title, c.from, c.to, c.by])).toEqual([
      ['Walk', 'Backlog', 'Working', 'Ben Ode'],
    ]);
    expect(await ok(w.ws.owner.client.get(`/api/meetings/${meeting.id}/minutes`))).toEqual(ended);
  });
});
