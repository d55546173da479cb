// Access and meetings (docs/meetings.md "Access changes"): a removed share (or a recipient leaving it) takes
// them out of the folder's running meetings in the same transaction; a facilitator hands over or the meeting
// ends with its minutes. And the per-user allowance of meeting writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Meeting } from '../../../common/schemas/meetings';
import { signedInUser } from '../../test/factories';
import type { TestClient } from '../../test/httpClient';
import { published } from '../../test/published';
import { startTestServer, TEST_RATE_LIMITS, type TestServer } from '../../test/testServer';
import { grantShare, insertCards, makeProject, makeWorkspace, type Workspace } from '../../test/workspace';

const WRITES = 30;
let server: TestServer;
let ws: Workspace;

beforeAll(async () => {
  server = await startTestServer({
    rateLimits: { ...TEST_RATE_LIMITS, meetingWritesPerUser: { points: WRITES, durationSeconds: 600 } },
  });
  ws = await makeWorkspace(server, 'ACC');
});
afterAll(() => server?.close());

/** A member of the folder, signed in, with the id of their share. */
async function member(firstName: string) {
  const who = await signedInUser(server, { firstName, lastName: 'M' });
  await grantShare(server, ws.folderId, ws.owner.user.id, who);
  const share = await server.db('folder_shares').where({ sharedWithUserId: who.user.id }).first();
  return { api: who.client, id: who.user.id, shareId: share.id as number };
}

/** A meeting `facilitator` started on a fresh project with a card in the spotlight and an open vote. */
async function meetingWithVote(facilitator: TestClient) {
  const { id: projectId } = await makeProject(ws.owner.client, ws.folderId, 'ACC', `P ${Math.random()}`);
  await insertCards(server, projectId, 'ACC', 1);
  const card = await server.db('cards').where({ projectId }).first();
  const m: Meeting = (await facilitator.post(`/api/projects/${projectId}/meeting`)).body;
  const path = `/api/meetings/${m.id}`;
  await facilitator.patch(path, { spotlightCardId: card.id });
  const voteId: number = (await facilitator.post(`${path}/votes`, {})).body.vote.id;
  return { m, path, voteId, projectId };
}

const current = async (api: TestClient, projectId: number): Promise<Meeting> =>
  (await api.get(`/api/projects/${projectId}/meeting`)).body.meeting;

describe('a share removed', () => {
  it('drops its recipient from the running meeting: participant gone, ballot gone, later calls 404', async () => {
    const rex = await member('Rex');
    const { m, path, voteId, projectId } = await meetingWithVote(ws.owner.client);
    await rex.api.post(`${path}/join`);
    expect((await rex.api.post(`${path}/votes/${voteId}/ballots`, { value: 'wow' })).status).toBe(201);
    const events = await published(server, () => ws.owner.client.delete(`/api/folder-shares/${rex.shareId}`));
    expect(events.map((e) => e.type)).toEqual(['share.deleted', 'meeting.updated']);
    const after = await current(ws.owner.client, projectId);
    expect(after.participants.map((p) => p.userId)).toEqual([ws.owner.user.id]);
    expect(after.vote?.voters).toEqual([]);
    expect(events[1]!.data).toEqual(after);
    expect(await server.db('meeting_ballots').where({ voteId })).toEqual([]);
    expect(
      (await server.db('meeting_participants').where({ meetingId: m.id, userId: rex.id }).first()).leftAt,
    ).not.toBeNull();
    expect((await rex.api.post(`${path}/votes/${voteId}/ballots`, { value: 'ask' })).status).toBe(404);
    expect((await rex.api.post(`${path}/join`)).status).toBe(404);
  });

  it('hands a facilitator’s meeting to the earliest remaining participant', async () => {
    const [fay, gus, hal] = [await member('Fay'), await member('Gus'), await member('Hal')];
    const { path, projectId } = await meetingWithVote(fay.api);
    await gus.api.post(`${path}/join`);
    await hal.api.post(`${path}/join`);
    await ws.owner.client.delete(`/api/folder-shares/${fay.shareId}`);
    const after = await current(gus.api, projectId);
    expect(after.facilitator).toEqual({ userId: gus.id, name: 'Gus M' });
    expect(after.participants.map((p) => p.userId)).toEqual([gus.id, hal.id]);
    expect((await gus.api.post(`${path}/end`)).status).toBe(200);
  });

  it('ends the meeting, minutes stored, when its facilitator leaves the folder and nobody is left', async () => {
    const ida = await member('Ida');
    const { m, projectId } = await meetingWithVote(ida.api);
    const events = await published(server, () => ida.api.delete(`/api/folder-shares/${ida.shareId}`));
    expect(events.map((e) => e.type)).toEqual(['share.deleted', 'meeting.ended']);
    expect(events[1]!.data).toEqual({ id: m.id, projectId, participantIds: [ida.id] });
    const row = await server.db('meetings').where({ id: m.id }).first();
    expect(row.endedAt).not.toBeNull();
    expect(row.minutes).toMatchObject({ meetingId: m.id });
    expect(await current(ws.owner.client, projectId)).toBeNull();
  });

  it('leaves meetings of other folders and meetings the recipient never joined alone', async () => {
    const jo = await member('Jo');
    const { projectId } = await meetingWithVote(ws.owner.client);
    const before = await current(ws.owner.client, projectId);
    const events = await published(server, () => ws.owner.client.delete(`/api/folder-shares/${jo.shareId}`));
    expect(events.map((e) => e.type)).toEqual(['share.deleted']);
    expect(await current(ws.owner.client, projectId)).toEqual(before);
  });
});

describe('the allowance of meeting writes', () => {
  it(`answers 429 after ${WRITES} writes of one user, and counts per user`, async () => {
    const kim = await member('Kim');
    const { path, projectId } = await meetingWithVote(kim.api); // 3 writes
    const statuses: number[] = [];
    for (let i = 0; i < WRITES - 3; i += 1) statuses.push((await kim.api.post(`${path}/join`)).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await kim.api.patch(path, { spotlightCardId: null });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect((await current(kim.api, projectId)).spotlightCardId).not.toBeNull();
    expect((await ws.owner.client.post(`${path}/join`)).status).toBe(200);
  });
});
