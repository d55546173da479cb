// Meeting routes (docs/meetings.md) against a real server and PostgreSQL: who may see, join, steer and end a
// meeting, one running meeting per project, what starting stores, and the events each change logs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../../common/events';
import { MEETING_MESSAGES, type Meeting } from '../../../common/schemas/meetings';
import { signedInUser } from '../../test/factories';
import type { TestClient } from '../../test/httpClient';
import { published } from '../../test/published';
import { startTestServer, type TestServer } from '../../test/testServer';
import { grantShare, insertCards, makeProject, makeWorkspace, type Workspace } from '../../test/workspace';

let server: TestServer;
let ws: Workspace;
let owner: TestClient;
let recipient: TestClient;
let recipientId: string;
let stranger: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  ws = await makeWorkspace(server, 'MTG');
  owner = ws.owner.client;
  const rex = await signedInUser(server, { firstName: 'Rex', lastName: 'Recipient' });
  await grantShare(server, ws.folderId, ws.owner.user.id, rex);
  recipient = rex.client;
  recipientId = rex.user.id;
  stranger = (await signedInUser(server)).client;
});
afterAll(() => server?.close());

/** A fresh project of the folder with three cards. */
async function project(prefix = 'MTG') {
  const { id } = await makeProject(owner, ws.folderId, prefix, `P ${Math.random()}`);
  await insertCards(server, id, prefix, 3);
  const cards: { id: number }[] = await server.db('cards').where({ projectId: id }).orderBy('order');
  return { id, cards: cards.map((c) => c.id) };
}

async function start(projectId: number, as = owner): Promise<Meeting> {
  const res = await as.post(`/api/projects/${projectId}/meeting`);
  expect(res.status, res.text).toBe(201);
  return res.body;
}

const meetingEvents = (events: ChangeEvent[]) => events.filter((e) => e.type.startsWith('meeting.'));

describe('starting a meeting', () => {
  it('makes the caller facilitator and first participant, snapshots the cards and the seq, logs meeting.updated', async () => {
    const p = await project();
    const seqBefore = (await server.db('folder_event_counters').where({ folderId: ws.folderId }).first()).seq;
    let meeting!: Meeting;
    const events = await published(server, async () => (meeting = await start(p.id, recipient)));
    expect(meeting).toMatchObject({
      projectId: p.id,
      facilitator: { userId: recipientId, name: 'Rex Recipient' },
      spotlightCardId: null,
      view: null,
      participants: [{ userId: recipientId, name: 'Rex Recipient' }],
      vote: null,
    });
    expect(meetingEvents(events)).toMatchObject([
      { type: 'meeting.updated', projectId: p.id, data: meeting },
    ]);
    // Its version is the seq of its meeting.updated (docs/realtime.md "Versions").
    expect(meeting.version).toBe(meetingEvents(events)[0]!.seq);
    const row = await server.db('meetings').where({ id: meeting.id }).first();
    expect(Number(row.startSeq)).toBe(seqBefore);
    expect(Object.keys(row.snapshot).map(Number).sort()).toEqual([...p.cards].sort());
    expect(row.snapshot[p.cards[0]!]).toMatchObject({
      externalId: 'MTG-001',
      title: 'Card 1',
      order: '1.000',
    });
    expect((await owner.get(`/api/projects/${p.id}/meeting`)).body).toEqual({ meeting, myBallot: null });
  });

  it('allows one running meeting per project (409), and a new one once it has ended', async () => {
    const p = await project();
    const first = await start(p.id);
    const again = await recipient.post(`/api/projects/${p.id}/meeting`);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(MEETING_MESSAGES.alreadyRunning);
    expect((await owner.post(`/api/meetings/${first.id}/end`)).status).toBe(200);
    expect((await owner.get(`/api/projects/${p.id}/meeting`)).body).toEqual({
      meeting: null,
      myBallot: null,
    });
    expect((await start(p.id)).id).not.toBe(first.id);
  });

  it('refuses a folder (404), strangers (404) and signed-out callers (401)', async () => {
    expect((await owner.post(`/api/projects/${ws.folderId}/meeting`)).status).toBe(404);
    expect((await owner.get(`/api/projects/${ws.folderId}/meeting`)).status).toBe(404);
    const p = await project();
    expect((await stranger.post(`/api/projects/${p.id}/meeting`)).status).toBe(404);
    expect((await stranger.get(`/api/projects/${p.id}/meeting`)).status).toBe(404);
    expect((await server.client().get(`/api/projects/${p.id}/meeting`)).status).toBe(401);
    expect((await server.client().post(`/api/projects/${p.id}/meeting`)).status).toBe(401);
  });
});

describe('a running meeting', () => {
  it('cannot be seen, joined, steered or ended by a stranger (404)', async () => {
    const m = await start((await project()).id);
    const calls = [
      stranger.post(`/api/meetings/${m.id}/join`),
      stranger.post(`/api/meetings/${m.id}/leave`),
      stranger.patch(`/api/meetings/${m.id}`, { spotlightCardId: null }),
      stranger.post(`/api/meetings/${m.id}/end`),
      stranger.post(`/api/meetings/${m.id}/votes`, {}),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(MEETING_MESSAGES.notFound);
    }
    expect((await owner.get(`/api/projects/${m.projectId}/meeting`)).body.meeting.version).toBe(m.version);
  });

  it('is steered by its facilitator only (403 for other members), 404 before a bad body', async () => {
    const p = await project();
    const m = await start(p.id);
    const res = await recipient.patch(`/api/meetings/${m.id}`, { spotlightCardId: p.cards[0] });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(MEETING_MESSAGES.facilitatorOnly);
    expect((await stranger.patch(`/api/meetings/${m.id}`, { spotlightCardId: 'x' })).status).toBe(404);
    expect((await owner.patch(`/api/meetings/${m.id}`, { spotlightCardId: 'x' })).status).toBe(400);
    expect((await owner.patch(`/api/meetings/${m.id}`, { view: { mode: 'wall' } })).body.error).toBe(
      'View must be backlog, releases, roadmap or matrix',
    );
  });

  it('moves the spotlight to cards of its project only, and takes the view', async () => {
    const p = await project();
    const other = await project();
    const m = await start(p.id);
    const foreign = await owner.patch(`/api/meetings/${m.id}`, { spotlightCardId: other.cards[0] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toBe(MEETING_MESSAGES.cardNotInProject);
    const view = {
      mode: 'roadmap',
      filters: { search: '', groupBy: 'status', categories: [], statuses: [], priorities: [], releases: [] },
      sort: { column: 'rank', direction: 'asc' },
      customRanking: true,
    };
    let version = 0;
    const events = await published(server, async () => {
      const res = await owner.patch(`/api/meetings/${m.id}`, { spotlightCardId: p.cards[1], view });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ spotlightCardId: p.cards[1], view });
      version = res.body.version;
    });
    const [updated] = meetingEvents(events);
    expect(updated).toMatchObject({ type: 'meeting.updated', data: { version, view } });
    expect(version).toBe(updated!.seq);
  });

  it('is joined by members (again: unchanged), left by participants, never by its facilitator', async () => {
    const m = await start((await project()).id);
    const joined = await recipient.post(`/api/meetings/${m.id}/join`);
    expect(joined.body.participants.map((p: { userId: string }) => p.userId)).toEqual([
      ws.owner.user.id,
      recipientId,
    ]);
    const events = await published(server, async () => {
      expect((await recipient.post(`/api/meetings/${m.id}/join`)).body).toEqual(joined.body);
    });
    expect(events).toEqual([]);
    const leaves = await owner.post(`/api/meetings/${m.id}/leave`);
    expect(leaves.status).toBe(409);
    expect(leaves.body.error).toBe(MEETING_MESSAGES.facilitatorLeaves);
    const left = await recipient.post(`/api/meetings/${m.id}/leave`);
    expect(left.body.participants).toHaveLength(1);
    expect(left.body.version).toBeGreaterThan(joined.body.version);
  });

  it('is handed over only to someone in it', async () => {
    const m = await start((await project()).id);
    const refused = await owner.patch(`/api/meetings/${m.id}`, { facilitatorId: recipientId });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(MEETING_MESSAGES.handOverToParticipant);
    await recipient.post(`/api/meetings/${m.id}/join`);
    const handed = await owner.patch(`/api/meetings/${m.id}`, { facilitatorId: recipientId });
    expect(handed.body.facilitator).toEqual({ userId: recipientId, name: 'Rex Recipient' });
    expect(handed.body.participants[0].userId).toBe(recipientId);
    expect((await owner.patch(`/api/meetings/${m.id}`, { spotlightCardId: null })).status).toBe(403);
  });

  it('is ended by its facilitator or the folder owner, once, with the minutes stored and meeting.ended logged', async () => {
    const m = await start((await project()).id, recipient);
    await owner.post(`/api/meetings/${m.id}/join`);
    expect((await server.db('meetings').where({ id: m.id }).first()).minutes).toBeNull();
    let minutes: { meetingId: number } | undefined;
    const events = await published(server, async () => {
      const res = await owner.post(`/api/meetings/${m.id}/end`);
      expect(res.status, res.text).toBe(200);
      minutes = res.body;
    });
    expect(minutes?.meetingId).toBe(m.id);
    expect(meetingEvents(events)).toEqual([
      expect.objectContaining({
        type: 'meeting.ended',
        projectId: m.projectId,
        data: { id: m.id, projectId: m.projectId, participantIds: [recipientId, ws.owner.user.id] },
      }),
    ]);
    const row = await server.db('meetings').where({ id: m.id }).first();
    expect(row.endedAt).not.toBeNull();
    expect(Number(row.endSeq)).toBe(events.find((e) => e.type === 'meeting.ended')!.seq - 1);
    expect(row.minutes).toEqual(minutes);
    const second = await recipient.post(`/api/meetings/${m.id}/end`);
    expect(second.status).toBe(409);
    expect(second.body.error).toBe(MEETING_MESSAGES.ended);
    expect((await recipient.post(`/api/meetings/${m.id}/join`)).status).toBe(409);
  });

  it('cannot be ended by a member who neither facilitates nor owns the folder (403)', async () => {
    const m = await start((await project()).id);
    const res = await recipient.post(`/api/meetings/${m.id}/end`);
    expect(res.status).toBe(403);
  });
});

describe('a project with a running meeting', () => {
  it('cannot move to another folder until the meeting ends (409), then can', async () => {
    const { id } = await project('MVE');
    const m = await start(id);
    const other = await owner.post('/api/projects', { name: 'Elsewhere', clientId: ws.clientId });
    expect(other.status, other.text).toBe(201);
    const moved = await owner.put(`/api/projects/${id}`, { parentId: other.body.id });
    expect(moved.status, moved.text).toBe(409);
    expect(moved.body.error).toBe('End the meeting in this project before moving it to another folder');
    expect((await owner.post(`/api/meetings/${m.id}/end`)).status).toBe(200);
    expect((await owner.put(`/api/projects/${id}`, { parentId: other.body.id })).status).toBe(200);
  });
});
