// The browser's socket (client/src/realtime/socket.ts, the real Socket.IO client) against a real server, in the
// two cases Socket.IO does not retry by itself: a handshake refused with when to retry, and a server that says
// it is going down (a restart, a deploy) before it closes. Both times the socket comes back on its own.
import { afterEach, expect, it } from 'vitest';
import { connectSocket, type LiveSocket } from '../client/src/realtime/socket';
import { startTestServer, TEST_RATE_LIMITS, type TestServer } from '../server/test/testServer';
import { eventually } from '../server/test/waits';
import { makeWorkspace } from '../server/test/workspace';

let server: TestServer | undefined;
const sockets: LiveSocket[] = [];
const pageLocation = Object.getOwnPropertyDescriptor(globalThis, 'location');

/** Starts the test's server, as the origin of the page the browser's socket belongs to (io() with no address). */
async function pageOn(options: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  server = await startTestServer(options);
  Object.defineProperty(globalThis, 'location', { value: new URL(server.url), configurable: true });
  return server;
}

afterEach(async () => {
  sockets.splice(0).forEach((socket) => socket.close());
  if (pageLocation) Object.defineProperty(globalThis, 'location', pageLocation);
  else Reflect.deleteProperty(globalThis, 'location');
  await server?.close();
  server = undefined;
});

/** A projector's room key for a fresh workspace of `on`: sockets that need no cookie. */
async function roomKeyOn(on: TestServer): Promise<string> {
  const ws = await makeWorkspace(on);
  const link = await ws.owner.client.post(`/api/projects/${ws.projectId}/room-links`);
  expect(link.status).toBe(201);
  return new URL(link.body.url).hash.replace('#key=', '');
}

it('a projector refused over the limit connects again once the window has passed', async () => {
  const on = await pageOn({
    rateLimits: { ...TEST_RATE_LIMITS, roomSocketsPerIp: { points: 1, durationSeconds: 3 } },
  });
  const roomKey = await roomKeyOn(on);

  const first = connectSocket({ roomKey });
  sockets.push(first);
  await eventually(() => first.connected, 20_000);

  const second = connectSocket({ roomKey });
  sockets.push(second);
  const refusals: string[] = [];
  second.listen({ connect_error: (error) => refusals.push(error.message) });
  await eventually(() => refusals.length > 0, 20_000);
  expect(refusals).toEqual(['Too many connections. Please wait a moment.']);
  expect(second.connected).toBe(false);
  // Nothing asks it to: the socket tries again as the refusal said, and is let in.
  await eventually(() => second.connected, 20_000);
  expect(refusals).toHaveLength(1);
});

const BOARDS = 20;
/**
 * Twenty returns spread at random over a second span far more than this (all of them within it: odds of about
 * 10⁻¹⁰); returns that all wait the same fixed pause arrive within a few milliseconds of each other.
 */
const SPREAD_MS = 250;

it('boards told their server is going down come back by themselves, spread as after a lost connection', async () => {
  const on = await pageOn();
  const roomKey = await roomKeyOn(on);
  for (let i = 0; i < BOARDS; i++) sockets.push(connectSocket({ roomKey }));
  await eventually(() => sockets.every((socket) => socket.connected), 20_000);

  const reasons: string[] = [];
  for (const socket of sockets) socket.listen({ disconnect: (reason) => reasons.push(reason) });
  const { io } = on.realtime;
  const returns: number[] = [];
  io.engine.on('connection', () => returns.push(Date.now()));
  // What a node's shutdown does to its sockets (server/realtime/socketServer.ts close()).
  io.disconnectSockets(true);

  await eventually(() => returns.length === BOARDS && sockets.every((socket) => socket.connected), 20_000);
  expect(reasons).toEqual(Array.from({ length: BOARDS }, () => 'io server disconnect'));
  // Not all at once on the node that is left (common/realtime/reconnection.ts).
  const spread = Math.max(...returns) - Math.min(...returns);
  expect(spread, `${BOARDS} boards came back within ${spread} ms`).toBeGreaterThanOrEqual(SPREAD_MS);
});
