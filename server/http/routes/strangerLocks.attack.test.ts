// A stranger guessing ids must not hold the locks a member's write waits for (the load that
// checks the caller's role also takes the write's lock). Here a member's write holds a project's rank lock
// and a card's row lock; the stranger's writes on them answer 404 while those locks are still held — had
// their loads tried to lock, they would wait for the member (and this test would time out).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/testServer';
import { insertCards, makeWorkspace } from '../../test/workspace';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('a stranger guessing ids', () => {
  it('gets 404 for card writes without waiting on, or taking, the locks of a member’s write', async () => {
    const ws = await makeWorkspace(server, 'LCK');
    await insertCards(server, ws.projectId, 'LCK', 2);
    const [card, other] = await server.db('cards').where({ projectId: ws.projectId }).orderBy('id');
    const stranger = await signedInUser(server);
    const member = await server.db.transaction();
    try {
      // What a member's create or move holds until it commits: the project row and the card row.
      await member('projects').where({ id: ws.projectId }).forNoKeyUpdate().first('id');
      await member('cards').where({ id: card!.id }).forUpdate().first('id');
      const answers = await Promise.all([
        stranger.client.post('/api/cards', { title: 'Mine', projectId: ws.projectId }),
        stranger.client.post('/api/cards/bulk', { titles: ['A', 'B'], projectId: ws.projectId }),
        stranger.client.patch(`/api/cards/${card!.id}/reorder`, { direction: 'up' }),
        stranger.client.post(`/api/cards/${card!.id}/reposition`, {
          targetCardId: other!.id,
          position: 'below',
        }),
        stranger.client.patch(`/api/cards/${card!.id}`, { title: 'Mine' }),
        stranger.client.delete(`/api/cards/${card!.id}`),
        stranger.client.post(`/api/projects/${ws.projectId}/cards/recalculate-ranks`),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    } finally {
      await member.rollback();
    }
    // Nothing of theirs was written.
    expect(await server.db('cards').where({ projectId: ws.projectId }).count('* as n')).toEqual([{ n: 2 }]);
  });
});
