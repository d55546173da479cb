// The minutes routes against a real server, PostgreSQL and SMTP: a meeting started and ended straight in
// the database around real card changes made through the REST API, its minutes as JSON, Markdown and CSV,
// e-mailed to those who took part, and who may see what.
import { parseString } from 'fast-csv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Minutes, PastMeeting } from '../../../common/schemas/meetings';
import { buildMinutes } from '../../domain/minutes/buildMinutes';
import { minutesMarkdown } from '../../domain/minutes/minutesMarkdown';
import type { CardSnapshot } from '../../domain/minutes/types';
import { signedInUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/testServer';
import { grantShare, makeProject, makeWorkspace, type Workspace } from '../../test/workspace';

let server: TestServer;
let ws: Workspace;
type User = Awaited<ReturnType<typeof signedInUser>>;
let ben: User; // a share recipient who takes part
let cy: User; // takes part, then loses the share
let dee: User; // a recipient who never joins
let stranger: User;
let pending: User;
let meetingId: number;
let running: number;

const ok = async <T>(res: Promise<{ status: number; body: T; text: string }>, status = 200): Promise<T> => {
  const answer = await res;
  expect(answer.status, answer.text).toBe(status);
  return answer.body;
};

/** Starts a meeting as the meeting commands do: the cards' snapshot and the folder's seq. */
async function startMeeting(projectId: number, people: string[]): Promise<number> {
  const db = server.db;
  const cards = await db('cards')
    .where({ projectId })
    .select(
      'id',
      'externalId',
      'title',
      'status',
      'priority',
      'categoryId',
      'releaseId',
      db.raw('"order"::text'),
    );
  const snapshot: CardSnapshot = Object.fromEntries(cards.map(({ id, ...card }) => [String(id), card]));
  const seq = await db('folder_event_counters').where({ folderId: ws.folderId }).first('seq');
  const [row] = await db('meetings')
    .insert({
      projectId,
      folderId: ws.folderId,
      facilitatorId: people[0],
      startedById: people[0],
      startedAt: db.raw(`now() - interval '25 minutes'`),
      startSeq: seq?.seq ?? 0,
      snapshot: JSON.stringify(snapshot),
    })
    .returning('id');
  await db('meeting_participants').insert(
    people.map((userId, i) => ({
      meetingId: row.id,
      userId,
      joinedAt: db.raw(`now() + ? * interval '1 second'`, [i]),
    })),
  );
  return row.id;
}

/** Ends it as the end command does: the folder's seq now, the minutes built in the same transaction. */
async function endMeeting(id: number) {
  await server.db.transaction(async (trx) => {
    const meeting = await trx('meetings').where({ id }).forUpdate().first();
    const { seq } = await trx('folder_event_counters').where({ folderId: meeting.folderId }).first('seq');
    const endedAt = new Date();
    const minutes = await buildMinutes(trx, {
      ...meeting,
      startSeq: Number(meeting.startSeq),
      endSeq: Number(seq),
      endedAt,
    });
    await trx('meetings')
      .where({ id })
      .update({ endedAt, endSeq: seq, minutes: JSON.stringify(minutes) });
  });
}

beforeAll(async () => {
  server = await startTestServer();
  ws = await makeWorkspace(server, 'APP');
  const people = await Promise.all(Array.from({ length: 5 }, () => signedInUser(server)));
  [ben, cy, dee, stranger, pending] = people as [User, User, User, User, User];
  await server.db('users').where({ id: ben.user.id }).update({ firstName: 'Ben', lastName: 'Ode' });
  await server.db('users').where({ id: ws.owner.user.id }).update({ firstName: 'Ana', lastName: 'Lima' });
  for (const who of [ben, cy, dee]) await grantShare(server, ws.folderId, ws.owner.user.id, who);
  await grantShare(server, ws.folderId, ws.owner.user.id, pending, 'pending');
  const api = ws.owner.client;
  const project = (path: string, body: object) =>
    ok(api.post(path, { projectId: ws.projectId, ...body }), 201);
  const [r1, r2] = [
    await project('/api/releases', { name: 'Spring' }),
    await project('/api/releases', { name: 'Summer' }),
  ];
  const useCase = await project('/api/categories', { name: 'Checkout' });
  const cards = [];
  for (const title of ['Login', 'Search', 'Export', 'Old idea'])
    cards.push(await project('/api/cards', { title }));
  const [login, search, exportCard, oldIdea] = cards;
  await ok(api.patch(`/api/cards/${search.id}`, { releaseId: r2.id }));
  const other = await makeProject(api, ws.folderId, 'OTH', 'Other');

  meetingId = await startMeeting(ws.projectId, [ws.owner.user.id, ben.user.id, cy.user.id]);
  // During the meeting: changes by both, one in another project of the folder (not in these minutes).
  const created = await ok(
    ben.client.post('/api/cards', { projectId: ws.projectId, title: 'Dark mode' }),
    201,
  );
  await ok(ben.client.patch(`/api/cards/${created.id}`, { categoryId: useCase.id }));
  await ok(api.patch(`/api/cards/${login.id}`, { releaseId: r1.id }));
  await ok(api.patch(`/api/cards/${search.id}`, { status: 'ready', title: 'Search v2' }));
  await ok(ben.client.patch(`/api/cards/${exportCard.id}`, { priority: 'wow' }));
  await ok(ben.client.patch(`/api/cards/${exportCard.id}/reorder`, { direction: 'up', moveToTop: true }));
  await ok(api.delete(`/api/cards/${oldIdea.id}`));
  await ok(api.post('/api/cards', { projectId: other.id, title: 'Elsewhere' }), 201);
  // A revealed vote that was applied, and a cancelled one the minutes leave out.
  const vote = { meetingId, cardExternalId: exportCard.externalId, cardTitle: 'Export', field: 'impact' };
  const [applied] = await server
    .db('meeting_votes')
    .insert({ ...vote, cardId: exportCard.id, state: 'applied', appliedValue: 'wow' })
    .returning('id');
  await server.db('meeting_ballots').insert([
    { voteId: applied.id, userId: ws.owner.user.id, value: 'wow' },
    {
      voteId: applied.id,
      userId: ben.user.id,
      value: 'treat',
      castAt: server.db.raw(`now() + interval '1 second'`),
    },
  ]);
  await server.db('meeting_votes').insert({ ...vote, cardId: login.id, state: 'cancelled' });
  await endMeeting(meetingId);
  // After the end: not in the minutes.
  await ok(api.patch(`/api/cards/${login.id}`, { releaseId: r2.id }));
  running = await startMeeting(ws.projectId, [ws.owner.user.id]);
});
afterAll(() => server?.close());

describe('GET /api/meetings/:id/minutes', () => {
  it('lists what changed during the meeting, in this project only, with the votes', async () => {
    const minutes = await ok<Minutes>(ben.client.get(`/api/meetings/${meetingId}/minutes`));
    const brief = (list: { externalId: string; title: string; by: string; from?: string; to?: string }[]) =>
      list.map((item) => [item.title, item.from, item.to, item.by].filter(Boolean).join(' | '));
    expect(minutes.projectName).toBe('App');
    expect(minutes.facilitator).toBe('Ana Lima');
    expect(minutes.participants.map((p) => p.userId)).toEqual([ws.owner.user.id, ben.user.id, cy.user.id]);
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
      `/api/meetings/${running}/minutes`,
      '/api/meetings/999999/minutes',
      '/api/meetings/x/minutes',
    ]) {
      const res = await ws.owner.client.get(path);
      expect([res.status, res.body.error]).toEqual([404, 'Meeting not found']);
    }
    for (const who of [stranger, pending])
      for (const suffix of ['', '.md', '.csv'])
        expect((await who.client.get(`/api/meetings/${meetingId}/minutes${suffix}`)).status).toBe(404);
    expect((await server.client().get(`/api/meetings/${meetingId}/minutes`)).status).toBe(401);
    expect((await dee.client.get(`/api/meetings/${meetingId}/minutes`)).status).toBe(200);
  });
});

describe('GET /api/projects/:id/meetings', () => {
  it("lists the project's ended meetings, newest first, to members only", async () => {
    await endMeeting(running);
    const second = await startMeeting(ws.projectId, [ben.user.id]);
    await server.db('meetings').where({ id: second }).update({ startedAt: new Date() });
    await endMeeting(second);
    const past = await ok<PastMeeting[]>(dee.client.get(`/api/projects/${ws.projectId}/meetings`));
    expect(past.map((m) => [m.id, m.facilitator, m.participantCount])).toEqual([
      [second, 'Ben Ode', 1],
      [running, 'Ana Lima', 1],
      [meetingId, 'Ana Lima', 3],
    ]);
    expect((await stranger.client.get(`/api/projects/${ws.projectId}/meetings`)).status).toBe(404);
    expect((await ws.owner.client.get(`/api/projects/${ws.folderId}/meetings`)).status).toBe(404);
    running = await startMeeting(ws.projectId, [ws.owner.user.id]);
  });
});

describe('downloads', () => {
  it('serves the Markdown minutes as an attachment named after the project and the day', async () => {
    const minutes = await ok<Minutes>(ws.owner.client.get(`/api/meetings/${meetingId}/minutes`));
    const res = await dee.client.get(`/api/meetings/${meetingId}/minutes.md`);
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
    const res = await ws.owner.client.get(`/api/meetings/${meetingId}/minutes.csv`);
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

describe('POST /api/meetings/:id/minutes/email', () => {
  it('mails the Markdown minutes to every participant who still has access', async () => {
    await server.db('folder_shares').where({ sharedWithUserId: cy.user.id }).delete();
    const minutes = await ok<Minutes>(ws.owner.client.get(`/api/meetings/${meetingId}/minutes`));
    expect(await ok(ben.client.post(`/api/meetings/${meetingId}/minutes/email`))).toEqual({ sent: 2 });
    for (const who of [ws.owner, ben]) {
      const mail = await server.mailbox.next(who.user.email);
      expect(mail.subject).toBe(`Meeting minutes — App (${minutes.startedAt.slice(0, 10)})`);
      expect(mail.text).toContain(minutesMarkdown(minutes).trim());
      expect(mail.html).toContain('Login: Future → Spring');
    }
    expect(server.mailbox.received.some((mail) => mail.to.includes(cy.user.email))).toBe(false);
  });

  it('refuses members who did not take part (403), outsiders and former participants (404)', async () => {
    const path = `/api/meetings/${meetingId}/minutes/email`;
    expect((await dee.client.post(path)).status).toBe(403);
    for (const who of [stranger, pending, cy]) expect((await who.client.post(path)).status).toBe(404);
    expect((await ws.owner.client.post(`/api/meetings/${running}/minutes/email`)).status).toBe(404);
    expect((await server.client().post(path)).status).toBe(401);
  });

  it('allows five a user an hour', async () => {
    const path = `/api/meetings/${meetingId}/minutes/email`;
    for (let i = 0; i < 5; i += 1) expect((await ws.owner.client.post(path)).status).toBe(200);
    const res = await ws.owner.client.post(path);
    expect([res.status, res.body.error]).toEqual([429, 'Too many minutes e-mails. Please try again later.']);
  });

  // It stops this file's mail server: no later test sends mail.
  it('answers 503 when the mail server cannot be reached', async () => {
    await server.mailbox.close();
    const res = await ben.client.post(`/api/meetings/${meetingId}/minutes/email`);
    expect([res.status, res.body.error]).toEqual([
      503,
      'The minutes could not be e-mailed. Please try again later.',
    ]);
  });
});

describe('through the meeting routes', () => {
  it('builds the minutes when the facilitator ends the meeting', async () => {
    const project = await makeProject(ben.client, ws.folderId, 'THR', 'Through');
    const card = await ok(ben.client.post('/api/cards', { projectId: project.id, title: 'Walk' }), 201);
    const meeting = await ok<{ id: number }>(ben.client.post(`/api/projects/${project.id}/meeting`), 201);
    await ok(ben.client.patch(`/api/cards/${card.id}`, { status: 'in-progress' }));
    const ended = await ok<Minutes>(ben.client.post(`/api/meetings/${meeting.id}/end`));
    expect(ended.statusChanges.map((c) => [c.title, c.from, c.to, c.by])).toEqual([
      ['Walk', 'Backlog', 'Working', 'Ben Ode'],
    ]);
    expect(await ok(ws.owner.client.get(`/api/meetings/${meeting.id}/minutes`))).toEqual(ended);
  });
});
