// Sign-out is final even with a request of the same browser still running: that request loaded the session
// before the sign-out, and its end-of-request save (the rolling expiry, or a changed session) must not write
// the removed session back. CI caught it in a browser: a page's fetch finishing after /api/logout (the old page
// lives on while the sign-out redirects) brought the session back, cookie and all.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { someoneWaitsForALock } from '../../test/lockWaits';
import { startTestServer, type TestServer } from '../../test/testServer';
import { insertCards, makeWorkspace } from '../../test/workspace';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

it('a request that loaded the session before the sign-out does not bring it back when it ends', async () => {
  const ws = await makeWorkspace(server, 'OUT');
  await insertCards(server, ws.projectId, 'OUT', 2);
  const [, card] = await server.db('cards').where({ projectId: ws.projectId }).orderBy('id');
  const browser = ws.owner.client;
  const { id: me } = (await browser.get('/api/auth/user')).body;
  const sessionsOfMe = async () => (await server.db('sessions').where({ userId: me })).length;
  expect(await sessionsOfMe()).toBe(1);

  // A move of the card waits, signed in, for a teammate's edit holding the card.
  const edit = await server.db.transaction();
  try {
    await edit('cards').where({ id: card.id }).forUpdate().first('id');
    const move = browser.patch(`/api/cards/${card.id}/reorder`, { direction: 'up' });
    await someoneWaitsForALock(server.db);

    expect((await browser.post('/api/logout')).status).toBe(200);
    expect(await sessionsOfMe()).toBe(0);
    await edit.rollback();
    // The move was allowed when it began; it ends after the sign-out, and its answer sets the cookie again.
    expect((await move).status).toBe(200);
  } finally {
    if (!edit.isCompleted()) await edit.rollback();
  }
  expect(await sessionsOfMe()).toBe(0);
  expect((await browser.get('/api/auth/user')).status).toBe(401);
});
