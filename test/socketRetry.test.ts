// The browser's socket (client/src/realtime/socket.ts, the real Socket.IO client) against a real server whose
// handshake limit it passes: refused with when to retry, it comes back by itself once the window has passed.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectSocket, type LiveSocket } from '../client/src/realtime/socket';
import { startTestServer, TEST_RATE_LIMITS, type TestServer } from '../server/test/testServer';
import { eventually } from '../server/test/waits';
import { makeWorkspace } from '../server/test/workspace';

let server: TestServer;
const sockets: LiveSocket[] = [];
const pageLocation = Object.getOwnPropertyDescriptor(globalThis, 'location');

beforeAll(async () => {
  server = await startTestServer({
    rateLimits: { ...TEST_RATE_LIMITS, roomSocketsPerIp: { points: 1, durationSeconds: 3 } },
  });
  // The page the browser's socket belongs to: io() with no address connects to its origin.
  Object.defineProperty(globalThis, 'location', { value: new URL(server.url), configurable: true });
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  if (pageLocation) Object.defineProperty(globalThis, 'location', pageLocation);
  else Reflect.deleteProperty(globalThis, 'location');
  await server?.close();
});

it('a projector refused over the limit connects again once the window has passed', async () => {
  const ws = await makeWorkspace(server);
  const link = await ws.owner.client.post(`/api/projects/${ws.projectId}/room-links`);
  expect(link.status).toBe(201);
  const roomKey = new URL(link.body.url).hash.replace('#key=', '');

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
