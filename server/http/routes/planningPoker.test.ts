// Planning poker in a meeting (docs/estimation.md "Planning poker") against a real server: an estimate vote
// takes the deck's values and "?"/"☕", reveals itself once everyone has voted, counts its rounds, runs a timer,
// survives a deck change and a deleted card, and ends up in the minutes round by round.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEETING_MESSAGES, type Meeting, type Minutes } from '../../../common/schemas/meetings';
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

beforeAll(async () => {
  server = await startTestServer();
  ws = await makeWorkspace(server, 'PKR');
  owner = ws.owner.client;
  const vera = await signedInUser(server, { firstName: 'Vera', lastName: 'Voter' });
  await grantShare(server, ws.folderId, ws.owner.user.id, vera);
  [voter, voterId] = [vera.client, vera.user.id];
});
afterAll(() => server?.close());

/** A meeting (the owner facilitating, Vera in it) on a fresh project with its first card in the spotlight. */
async function meeting(settings: object = {}) {
  const { id: projectId } = await makeProject(owner, ws.folderId, 'PKR', `P ${Math.random()}`);
  if (Object.keys(settings).length)
    expect((await owner.put(`/api/projects/${projectId}`, settings)).status).toBe(200);
  await insertCards(server, projectId, 'PKR', 2);
  const cards: number[] = (await server.db('cards').where({ projectId }).orderBy('order')).map((c) => c.id);
  const m: Meeting = (await owner.post(`/api/projects/${projectId}/meeting`)).body;
  const path = `/api/meetings/${m.id}`;
  expect((await owner.patch(path, { spotlightCardId: cards[0] })).status).toBe(200);
  expect((await voter.post(`${path}/join`)).status).toBe(200);
  return { m, path, cards, projectId };
}

async function open(path: string, body: object): Promise<Meeting['vote'] & object> {
  const res = await owner.post(`${path}/votes`, body);
  expect(res.status, res.text).toBe(201);
  return res.body.vote;
}

const cast = (client: TestClient, path: string, voteId: number, value: string) =>
  client.post(`${path}/votes/${voteId}/ballots`, { value });

describe('planning poker', () => {
  it('offers the estimate always and a scoring input only when the project’s model uses it', async () => {
    const plain = await meeting();
    const value = await owner.post(`${plain.path}/votes`, { field: 'value' });
    expect([value.status, value.body.error]).toEqual([400, MEETING_MESSAGES.fieldNotInModel]);
    expect((await open(plain.path, { field: 'estimate' })).field).toBe('estimate');

    const rice = await meeting({ scoringModel: 'rice' });
    expect((await owner.post(`${rice.path}/votes`, { field: 'value' })).status).toBe(400);
    const lift = await open(rice.path, { field: 'lift' });
    expect((await cast(voter, rice.path, lift.id, '0.5')).status).toBe(201);
    expect((await cast(owner, rice.path, lift.id, '4')).status).toBe(400);
    const reach = await owner.post(`${rice.path}/votes`, { field: 'reach' });
    expect(reach.status).toBe(400);
  });

  it('takes the deck’s values and “?”/“☕” as ballots, hides them until the reveal and applies only a value', async () => {
    const { path } = await meeting();
    const vote = await open(path, { field: 'estimate' });
    const outside = await cast(voter, path, vote.id, '4');
    expect([outside.status, outside.body.error]).toEqual([400, MEETING_MESSAGES.invalidValue]);
    const events = await published(server, async () => {
      expect((await cast(voter, path, vote.id, '?')).status).toBe(201);
      expect((await cast(owner, path, vote.id, '13')).status).toBe(201);
    });
    for (const event of events) expect(JSON.stringify(event.data)).not.toMatch(/"13"|"\?"/);
    const twice = await cast(voter, path, vote.id, '5');
    expect([twice.status, twice.body.error]).toEqual([409, MEETING_MESSAGES.alreadyVoted]);

    const revealed = (await owner.post(`${path}/votes/${vote.id}/reveal`)).body.vote;
    expect(revealed.ballots.map((b: { value: string }) => b.value).sort()).toEqual(['13', '?']);
    const coffee = await owner.post(`${path}/votes/${vote.id}/apply`, { value: '?' });
    expect([coffee.status, coffee.body.error]).toEqual([400, MEETING_MESSAGES.notApplicable]);
    const applied = await owner.post(`${path}/votes/${vote.id}/apply`, { value: '13' });
    expect(applied.body.vote).toMatchObject({ state: 'applied', appliedValue: '13' });
  });

  it('reveals itself when the last person in the meeting votes, or when the last one who has not leaves', async () => {
    const { path, projectId } = await meeting();
    const vote = await open(path, { field: 'estimate', autoReveal: true });
    expect(vote.autoReveal).toBe(true);
    expect((await cast(voter, path, vote.id, '3')).body).toEqual({ value: '3' });
    expect((await server.db('meeting_votes').where({ id: vote.id }).first()).state).toBe('open');
    const events = await published(server, () => cast(owner, path, vote.id, '5'));
    const last = events.at(-1)!.data as Meeting;
    expect(last.vote).toMatchObject({
      state: 'revealed',
      ballots: expect.arrayContaining([{ userId: voterId, name: 'Vera Voter', value: '3' }]),
    });
    const late = await cast(voter, path, vote.id, '8');
    expect([late.status, late.body.error]).toEqual([409, MEETING_MESSAGES.voteClosed]);

    // Vera has not voted in the next one: her leaving reveals it.
    const next = await open(path, { field: 'estimate', autoReveal: true });
    await cast(owner, path, next.id, '2');
    expect((await voter.post(`${path}/leave`)).status).toBe(200);
    const seen = (await owner.get(`/api/projects/${projectId}/meeting`)).body.meeting;
    expect(seen.vote).toMatchObject({ id: next.id, state: 'revealed' });
  });

  it('counts rounds on the same card and field: a re-vote after a reveal is the next round', async () => {
    const { path } = await meeting();
    const first = await open(path, { field: 'estimate' });
    expect(first.round).toBe(1);
    // Cancelled before a reveal: no round of its own.
    const again = await open(path, { field: 'estimate' });
    expect(again.round).toBe(1);
    await cast(voter, path, again.id, '3');
    await owner.post(`${path}/votes/${again.id}/reveal`);
    const second = await open(path, { field: 'estimate' });
    expect(second.round).toBe(2);
    expect((await open(path, { field: 'impact' })).round).toBe(1);
  });

  it('runs a timer of 30, 60 or 120 seconds from its opening', async () => {
    const { path } = await meeting();
    const bad = await owner.post(`${path}/votes`, { field: 'estimate', timerSeconds: 45 });
    expect([bad.status, bad.body.error]).toEqual([400, 'Timer must be 30, 60, 120 seconds, or none']);
    const timed = await open(path, { field: 'estimate', timerSeconds: 60 });
    expect(new Date(timed.endsAt!).getTime() - new Date(timed.openedAt).getTime()).toBe(60_000);
    expect((await open(path, { field: 'estimate' })).endsAt).toBeNull();
  });

  it('keeps a vote whole through a deck change: earlier ballots stay, new ones and the value follow the deck', async () => {
    const { path, projectId } = await meeting();
    const vote = await open(path, { field: 'estimate' });
    expect((await cast(voter, path, vote.id, '8')).status).toBe(201);
    expect((await owner.put(`/api/projects/${projectId}`, { deck: 'tshirt' })).status).toBe(200);
    expect((await cast(owner, path, vote.id, '8')).status).toBe(400);
    expect((await cast(owner, path, vote.id, 'M')).status).toBe(201);
    const revealed = (await owner.post(`${path}/votes/${vote.id}/reveal`)).body.vote;
    expect(revealed.ballots.map((b: { value: string }) => b.value).sort()).toEqual(['8', 'M']);
    expect((await owner.post(`${path}/votes/${vote.id}/apply`, { value: '8' })).status).toBe(400);
    expect((await owner.post(`${path}/votes/${vote.id}/apply`, { value: 'M' })).status).toBe(200);
  });

  it('takes no ballot and applies nothing once the card is deleted during its vote', async () => {
    const { path, cards } = await meeting();
    const vote = await open(path, { field: 'estimate' });
    expect((await cast(voter, path, vote.id, '3')).status).toBe(201);
    expect((await owner.delete(`/api/cards/${cards[0]}`)).status).toBe(200);
    const gone = await cast(owner, path, vote.id, '5');
    expect([gone.status, gone.body.error]).toEqual([409, MEETING_MESSAGES.cardGone]);
    expect((await owner.post(`${path}/votes/${vote.id}/reveal`)).status).toBe(200);
    const apply = await owner.post(`${path}/votes/${vote.id}/apply`, { value: '3' });
    expect([apply.status, apply.body.error]).toEqual([409, MEETING_MESSAGES.cardGone]);
  });

  it('lists each round in the minutes with its votes, median, agreement and the value applied', async () => {
    const { path, cards } = await meeting();
    const first = await open(path, { field: 'estimate' });
    await cast(voter, path, first.id, '2');
    await cast(owner, path, first.id, '13');
    await owner.post(`${path}/votes/${first.id}/reveal`);
    const second = await open(path, { field: 'estimate' });
    await cast(voter, path, second.id, '5');
    await cast(owner, path, second.id, '8');
    await owner.post(`${path}/votes/${second.id}/reveal`);
    expect((await owner.patch(`/api/cards/${cards[0]}`, { estimate: '8' })).status).toBe(200);
    await owner.post(`${path}/votes/${second.id}/apply`, { value: '8' });
    const minutes: Minutes = (await owner.post(`${path}/end`)).body;
    expect(
      minutes.votes.map((v) => [v.field, v.round, v.median, v.agreed, v.applied, v.ballots.length]),
    ).toEqual([
      ['estimate', 1, '13', false, null, 2],
      ['estimate', 2, '8', true, '8', 2],
    ]);
    expect(minutes.estimateChanges.map((c) => [c.from, c.to, c.by])).toEqual([
      ['No estimate', '8', 'Test User'],
    ]);
    const markdown = (await owner.get(`${path}/minutes.md`)).text;
    expect(markdown).toContain('Estimate, round 2');
  });
});

describe('planning poker races', () => {
  it('two windows of the facilitator apply at once: both land in order and every screen ends on the last', async () => {
    const { path, cards } = await meeting();
    const vote = await open(path, { field: 'estimate' });
    await cast(voter, path, vote.id, '3');
    await cast(owner, path, vote.id, '5');
    await owner.post(`${path}/votes/${vote.id}/reveal`);
    const applyAs = async (value: string) => {
      expect((await owner.patch(`/api/cards/${cards[0]}`, { estimate: value })).status).toBe(200);
      return owner.post(`${path}/votes/${vote.id}/apply`, { value });
    };
    const events = await published(server, () => Promise.all([applyAs('3'), applyAs('5')]));
    const meetings = events.filter((e) => e.type === 'meeting.updated');
    const versions = meetings.map((e) => (e.data as Meeting).version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    const row = await server.db('meeting_votes').where({ id: vote.id }).first();
    expect((meetings.at(-1)!.data as Meeting).vote?.appliedValue).toBe(row.appliedValue);
    const card = await server.db('cards').where({ id: cards[0] }).first();
    const cardEvents = events.filter((e) => e.type === 'card.updated');
    expect((cardEvents.at(-1)!.data as { estimate: string }).estimate).toBe(card.estimate);
  });

  it('a ballot racing the reveal is either in the revealed vote or refused, never stored unseen', async () => {
    for (let i = 0; i < 4; i++) {
      const { path } = await meeting();
      const vote = await open(path, { field: 'estimate' });
      await cast(owner, path, vote.id, '2');
      const [ballot, reveal] = await Promise.all([
        cast(voter, path, vote.id, '8'),
        owner.post(`${path}/votes/${vote.id}/reveal`),
      ]);
      expect(reveal.status).toBe(200);
      const stored = await server.db('meeting_ballots').where({ voteId: vote.id, userId: voterId });
      const shown = reveal.body.vote.ballots.some((b: { userId: string }) => b.userId === voterId);
      expect([ballot.status, stored.length]).toEqual(ballot.status === 201 ? [201, 1] : [409, 0]);
      // Revealed before the ballot committed: a later meeting.updated shows nothing new; after: it is in.
      if (ballot.status === 201) expect(shown).toBe(true);
    }
  });

  it('the last two ballots of an auto-reveal vote at once reveal it once, with both', async () => {
    const { path } = await meeting();
    const vote = await open(path, { field: 'estimate', autoReveal: true });
    const events = await published(server, () =>
      Promise.all([cast(voter, path, vote.id, '3'), cast(owner, path, vote.id, '5')]),
    );
    const states = events.map((e) => (e.data as Meeting).vote?.state);
    expect(states).toEqual(['open', 'revealed']);
    expect((events.at(-1)!.data as Meeting).vote?.ballots).toHaveLength(2);
  });

  it('a card deleted while its vote is applied: the value lands first or is refused', async () => {
    const { path, cards } = await meeting();
    const vote = await open(path, { field: 'estimate' });
    await cast(voter, path, vote.id, '3');
    await owner.post(`${path}/votes/${vote.id}/reveal`);
    const [deleted, applied] = await Promise.all([
      owner.delete(`/api/cards/${cards[0]}`),
      owner.post(`${path}/votes/${vote.id}/apply`, { value: '3' }),
    ]);
    expect(deleted.status).toBe(200);
    const row = await server.db('meeting_votes').where({ id: vote.id }).first();
    expect(row.cardId).toBeNull();
    if (applied.status === 200) expect(row.appliedValue).toBe('3');
    else
      expect([applied.status, applied.body.error, row.appliedValue]).toEqual([
        409,
        MEETING_MESSAGES.cardGone,
        null,
      ]);
  });
});
