// Silent votes (docs/meetings.md) against a real server: one ballot per member, none after the reveal, values
// hidden from events and from everyone but the voter until revealed, apply, re-vote, cancel.
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
let voter: TestClient;
let voterId: string;
let stranger: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  ws = await makeWorkspace(server, 'VOT');
  owner = ws.owner.client;
  const vera = await signedInUser(server, { firstName: 'Vera', lastName: 'Voter' });
  await grantShare(server, ws.folderId, ws.owner.user.id, vera);
  [voter, voterId] = [vera.client, vera.user.id];
  stranger = (await signedInUser(server)).client;
});
afterAll(() => server?.close());

/** A meeting (the owner facilitating) on a fresh project with its first card in the spotlight. */
async function meeting() {
  const { id: projectId } = await makeProject(owner, ws.folderId, 'VOT', `P ${Math.random()}`);
  await insertCards(server, projectId, 'VOT', 2);
  const cards: number[] = (await server.db('cards').where({ projectId }).orderBy('order')).map((c) => c.id);
  const started = await owner.post(`/api/projects/${projectId}/meeting`);
  const m: Meeting = started.body;
  const path = `/api/meetings/${m.id}`;
  expect((await owner.patch(path, { spotlightCardId: cards[0] })).status).toBe(200);
  return { m, path, cards, projectId };
}

async function open(path: string, body: object = {}): Promise<Meeting> {
  const res = await owner.post(`${path}/votes`, body);
  expect(res.status, res.text).toBe(201);
  return res.body;
}

const meetingData = (events: ChangeEvent[]) =>
  events.filter((e) => e.type === 'meeting.updated').map((e) => e.data as Meeting);

describe('a silent vote', () => {
  it('needs a card of the project: the spotlight by default', async () => {
    const { m, path, projectId } = await meeting();
    await owner.patch(path, { spotlightCardId: null });
    const none = await owner.post(`${path}/votes`, {});
    expect([none.status, none.body.error]).toEqual([400, MEETING_MESSAGES.noSpotlight]);
    const other = await meeting();
    const foreign = await owner.post(`${path}/votes`, { cardId: other.cards[0] });
    expect([foreign.status, foreign.body.error]).toEqual([400, MEETING_MESSAGES.cardNotInProject]);
    expect((await voter.post(`${path}/votes`, {})).status).toBe(403);
    expect((await stranger.post(`${path}/votes`, {})).status).toBe(404);
    const cards = await server.db('cards').where({ projectId }).orderBy('order');
    const opened = await open(path, { cardId: cards[1].id, field: 'release' });
    expect(opened.vote).toMatchObject({
      cardId: cards[1].id,
      field: 'release',
      state: 'open',
      voters: [],
      ballots: null,
    });
    const row = await server.db('meeting_votes').where({ id: opened.vote!.id }).first();
    expect(row).toMatchObject({
      meetingId: m.id,
      cardExternalId: cards[1].externalId,
      cardTitle: cards[1].title,
    });
  });

  it('takes one ballot per member, hides values until the reveal, and makes the voter a participant', async () => {
    const { path, projectId } = await meeting();
    const vote = (await open(path)).vote!;
    const ballots = `${path}/votes/${vote.id}/ballots`;
    const bad = await voter.post(ballots, { value: 'huge' });
    expect([bad.status, bad.body.error]).toEqual([400, MEETING_MESSAGES.invalidValue]);
    expect((await voter.post(ballots, {})).status).toBe(400);
    expect((await stranger.post(ballots, { value: 'wow' })).status).toBe(404);

    const events = await published(server, async () => {
      const cast = await voter.post(ballots, { value: 'rush' });
      expect([cast.status, cast.body]).toEqual([201, { value: 'rush' }]);
      expect((await owner.post(ballots, { value: 'fix' })).status).toBe(201);
    });
    const twice = await voter.post(ballots, { value: 'wow' });
    expect([twice.status, twice.body.error]).toEqual([409, MEETING_MESSAGES.alreadyVoted]);

    expect(meetingData(events)).toHaveLength(2);
    for (const data of meetingData(events)) {
      expect(data.vote?.ballots).toBeNull();
      expect(JSON.stringify(data)).not.toMatch(/rush|"fix"/);
    }
    const last = meetingData(events).at(-1)!;
    expect(last.vote?.voters.map((v) => v.name)).toEqual(['Vera Voter', 'Test User']);
    expect(last.participants.map((p) => p.userId)).toContain(voterId);

    const seenByOwner = (await owner.get(`/api/projects/${projectId}/meeting`)).body;
    expect(seenByOwner.myBallot).toBe('fix');
    expect(JSON.stringify(seenByOwner)).not.toContain('rush');
    expect((await voter.get(`/api/projects/${projectId}/meeting`)).body.myBallot).toBe('rush');
  });

  it('is revealed by its facilitator only, after which no ballot is taken and the values are on every screen', async () => {
    const { path, projectId } = await meeting();
    const vote = (await open(path)).vote!;
    await voter.post(`${path}/votes/${vote.id}/ballots`, { value: 'wow' });
    expect((await voter.post(`${path}/votes/${vote.id}/reveal`)).status).toBe(403);
    const early = await owner.post(`${path}/votes/${vote.id}/apply`, { value: 'wow' });
    expect([early.status, early.body.error]).toEqual([409, MEETING_MESSAGES.notRevealed]);

    const events = await published(server, async () => {
      const revealed = await owner.post(`${path}/votes/${vote.id}/reveal`);
      expect(revealed.body.vote).toMatchObject({
        state: 'revealed',
        ballots: [{ userId: voterId, value: 'wow' }],
      });
    });
    expect(meetingData(events)[0]?.vote?.ballots).toEqual([
      { userId: voterId, name: 'Vera Voter', value: 'wow' },
    ]);
    const late = await owner.post(`${path}/votes/${vote.id}/ballots`, { value: 'ask' });
    expect([late.status, late.body.error]).toEqual([409, MEETING_MESSAGES.voteClosed]);
    expect((await owner.post(`${path}/votes/${vote.id}/reveal`)).status).toBe(409);
    const other = (await owner.get(`/api/projects/${projectId}/meeting`)).body;
    expect(other.meeting.vote.ballots).toHaveLength(1);

    expect((await owner.post(`${path}/votes/${vote.id}/apply`, { value: 'huge' })).status).toBe(400);
    const applied = await owner.post(`${path}/votes/${vote.id}/apply`, { value: 'wow' });
    expect(applied.body.vote).toMatchObject({ state: 'applied', appliedValue: 'wow' });
  });

  it('re-votes: a revealed vote closes (kept for the minutes), an open one is cancelled', async () => {
    const { path } = await meeting();
    const first = (await open(path)).vote!;
    await owner.post(`${path}/votes/${first.id}/reveal`);
    const second = (await open(path)).vote!;
    const third = (await open(path)).vote!;
    const states = await server
      .db('meeting_votes')
      .whereIn('id', [first.id, second.id, third.id])
      .orderBy('id');
    expect(states.map((v) => [v.state, v.appliedValue])).toEqual([
      ['applied', null],
      ['cancelled', null],
      ['open', null],
    ]);
    expect((await voter.post(`${path}/votes/${second.id}/ballots`, { value: 'wow' })).status).toBe(409);
    expect((await voter.post(`${path}/votes/999999/ballots`, { value: 'wow' })).status).toBe(404);
  });

  it('is cancelled with DELETE or by moving the spotlight, and leaves the screen', async () => {
    const { path, cards } = await meeting();
    const vote = (await open(path)).vote!;
    const cancelled = await owner.delete(`${path}/votes/${vote.id}`);
    expect([cancelled.status, cancelled.body.vote]).toEqual([200, null]);
    expect((await owner.delete(`${path}/votes/${vote.id}`)).status).toBe(409);
    const next = (await open(path)).vote!;
    const moved = await owner.patch(path, { spotlightCardId: cards[1] });
    expect(moved.body.vote).toBeNull();
    expect((await server.db('meeting_votes').where({ id: next.id }).first()).state).toBe('cancelled');
  });

  it('on a release takes "none" or one of the project’s releases, nothing else', async () => {
    const { path, projectId } = await meeting();
    const release = (await server.db('releases').insert({ name: 'R1', projectId }).returning('id'))[0].id;
    // Another project's release is no choice here.
    const elsewhere = (
      await server.db('releases').insert({ name: 'R9', projectId: ws.projectId }).returning('id')
    )[0].id;
    const vote = (await open(path, { field: 'release' })).vote!;
    const ballots = `${path}/votes/${vote.id}/ballots`;
    expect((await voter.post(ballots, { value: String(elsewhere) })).status).toBe(400);
    expect((await voter.post(ballots, { value: String(release) })).status).toBe(201);
    expect((await owner.post(ballots, { value: 'none' })).status).toBe(201);
  });
});
