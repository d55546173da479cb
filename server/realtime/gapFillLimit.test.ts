// The per-socket limit on sync:since admits what a board sends when another node's events stop arriving
// (its Redis away: chaos suite): the node's own events still come, every other node's leaves a gap,
// and the board fills each gap once it has stayed open 100 ms, one request at a time: up to 100 in the limit's
// 10 s. At 30 such a board was refused and disconnected every few seconds for as long as Redis was away.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectLive } from '../test/liveClient';
import { startTestServer, type TestServer } from '../test/testServer';
import { makeWorkspace } from '../test/workspace';
import { SOCKET_EVENT_LIMITS } from './limits';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** The most gap fills a board can send in one window: one per 100 ms of gap wait. */
const GAP_WAIT_MS = 100;
const fillsPerWindow = (SOCKET_EVENT_LIMITS['sync:since'].durationSeconds * 1000) / GAP_WAIT_MS;

it('answers a sync:since per gap for a whole window of gaps without refusing the socket', async () => {
  const ws = await makeWorkspace(server);
  const live = await connectLive(server.url, ws.owner.client);
  try {
    expect(await live.subscribe(ws.projectId)).toMatchObject({ ok: true });
    // One at a time, as the board sends them (a window's worth sent faster lands in one window).
    const refused: unknown[] = [];
    for (let i = 0; i < fillsPerWindow; i++) {
      const answer = await live.syncSince(ws.folderId, 0);
      if (!answer.ok) refused.push(answer);
    }
    expect(refused).toEqual([]);
    expect(live.socket.connected).toBe(true);
  } finally {
    live.close();
  }
});
