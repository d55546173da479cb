// Races on the trash: two restores of one card, a restore against a purge, a use case deleted while
// a card of it comes back. Each race runs ROUNDS times with both requests sent at once (Promise.all), and only
// outcomes are checked, never timings: whichever request wins, one wins, nobody gets a 500, and the rows end
// where the winner put them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../../common/events';
import { createCard } from '../../test/cards';
import { signedInUser } from '../../test/factories';
import type { TestClient } from '../../test/httpClient';
import { published } from '../../test/published';
import { startTestServer, type TestServer } from '../../test/testServer';
import { grantShare, makeWorkspace, type Workspace } from '../../test/workspace';

const ROUNDS = 20;

let server: TestServer;
let ws: Workspace;
let member: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  ws = await makeWorkspace(server);
  const mate = await signedInUser(server);
  await grantShare(server, ws.folderId, ws.owner.user.id, mate);
  member = mate.client;
  // A use case that stays: the raced ones are never the project's last (that delete is refused).
  const kept = await ws.owner.client.post('/api/categories', { name: 'Kept', projectId: ws.projectId });
  expect(kept.status, kept.text).toBe(201);
});
afterAll(() => server?.close());

const restore = (api: TestClient, id: number) => api.post('/api/trash/restore', { kind: 'card', ids: [id] });
const purge = (api: TestClient, id: number) => api.post('/api/trash/purge', { kind: 'card', ids: [id] });

/** A card made and deleted through the API, in the trash now. */
async function trashedCard(body: object = {}): Promise<number> {
  const card = await createCard(ws.owner.client, { title: 'Raced', projectId: ws.projectId, ...body });
  const res = await ws.owner.client.delete(`/api/cards/${card.id}`);
  expect(res.status, res.text).toBe(200);
  return card.id;
}

/** Where the card is: its live rows (by id, and by its number in the project) and its trash entries. */
async function whereIs(cardId: number) {
  const live = await server.db('cards').where({ id: cardId });
  const trash = await server.db('trash').where({ kind: 'card', entityId: cardId });
  return { live, trash };
}

const createdOf = (events: ChangeEvent[], cardId: number) =>
  events.filter((e) => e.type === 'card.created' && (e.data as { id: number }).id === cardId);

describe('trash races', () => {
  it('lets exactly one of two members restore the same card', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const cardId = await trashedCard();
      let statuses: number[] = [];
      const events = await published(server, async () => {
        const answers = await Promise.all([restore(ws.owner.client, cardId), restore(member, cardId)]);
        statuses = answers.map((a) => a.status);
      });
      const { live, trash } = await whereIs(cardId);
      outcomes.push(
        `${statuses.join('/')} live=${live.length} trash=${trash.length} created=${createdOf(events, cardId).length}`,
      );
    }
    // One 200 and one 404 (in either order), the card once on the board, out of the trash, announced once.
    const ok = (o: string) => /^(200\/404|404\/200) live=1 trash=0 created=1$/.test(o);
    expect(outcomes.filter((o) => !ok(o))).toEqual([]);
    // Which member won each round is logged, not asserted: it tells whether the race was a real one.
    console.log(`[trash races] double restore: ${[...new Set(outcomes)].join('; ')}`);
  });

  it('lets exactly one of a restore and a purge of the same card win', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const cardId = await trashedCard();
      let statuses: number[] = [];
      const events = await published(server, async () => {
        // The member restores while the owner purges (purging is the owner's).
        const answers = await Promise.all([restore(member, cardId), purge(ws.owner.client, cardId)]);
        statuses = answers.map((a) => a.status);
      });
      const { live, trash } = await whereIs(cardId);
      const state = `live=${live.length} trash=${trash.length} created=${createdOf(events, cardId).length}`;
      outcomes.push(`restore ${statuses[0]} purge ${statuses[1]} ${state}`);
    }
    const allowed = [
      // The restore won: the card is back and no longer in the trash.
      'restore 200 purge 404 live=1 trash=0 created=1',
      // The purge won: gone from both, and nobody heard of a card coming back.
      'restore 404 purge 200 live=0 trash=0 created=0',
    ];
    expect(outcomes.filter((o) => !allowed.includes(o))).toEqual([]);
    console.log(`[trash races] restore vs purge: ${[...new Set(outcomes)].join('; ')}`);
  });

  it('keeps a restored card consistent while the use case it pointed at is deleted', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const category = await ws.owner.client.post('/api/categories', {
        name: `Raced ${round} ${Date.now()}`,
        projectId: ws.projectId,
      });
      expect(category.status, category.text).toBe(201);
      const cardId = await trashedCard({ categoryId: category.body.id });
      const [deleted, restored] = await Promise.all([
        member.delete(`/api/categories/${category.body.id}`),
        restore(ws.owner.client, cardId),
      ]);
      const { live, trash } = await whereIs(cardId);
      const categoryLive = await server.db('categories').where({ id: category.body.id }).first();
      const categoryId = live[0]?.categoryId ?? null;
      // The card may point at nothing, or at the use case only if it is still there.
      const pointsAt =
        categoryId === null
          ? 'none'
          : categoryId === categoryLive?.id
            ? 'live use case'
            : `gone ${categoryId}`;
      const problem = [deleted, restored].find((res) => res.status >= 500);
      const said = (res: { status: number; body: { error?: string } }) =>
        res.status === 200 ? `${res.status}` : `${res.status} (${res.body.error})`;
      outcomes.push(
        `delete ${said(deleted)} restore ${said(restored)} live=${live.length} trash=${trash.length}` +
          ` points at ${pointsAt}${problem ? ` 5xx: ${problem.text}` : ''}`,
      );
    }
    // The use case goes (it was not the last one) and the card comes back, in no use case.
    const ok = (o: string) => o === 'delete 200 restore 200 live=1 trash=0 points at none';
    expect(outcomes.filter((o) => !ok(o))).toEqual([]);
  });
});
