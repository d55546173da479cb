// Opening sockets over and over: every handshake is counted (http/rateLimits.ts) before it may join anything,
// a person's per account, a projector's per address before its key is looked up; and a person holds only so
// many open at once (openSockets.ts). A refusal says when to retry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HandshakeRefusal } from '../../common/events';
import { signInAs, signedInUser } from '../test/factories';
import type { TestClient } from '../test/httpClient';
import { connectLive, type LiveClient } from '../test/liveClient';
import { openTransportSocket } from '../test/transportSocket';
import { startTestServer, TEST_RATE_LIMITS, type TestServer } from '../test/testServer';
import { eventually } from '../test/waits';
import { makeWorkspace, type Workspace } from '../test/workspace';
import { MAX_OPEN_SOCKETS_PER_PERSON, OPEN_SOCKETS_RETRY_SECONDS } from './limits';

const ALLOWED = 3;
const FEW = { points: ALLOWED, durationSeconds: 60 };
const TOO_MANY = 'Too many connections. Please wait a moment.';

let server: TestServer;
let ws: Workspace;
const opened: LiveClient[] = [];

beforeAll(async () => {
  server = await startTestServer({
    rateLimits: { ...TEST_RATE_LIMITS, socketsPerUser: FEW, roomSocketsPerIp: FEW },
  });
  ws = await makeWorkspace(server);
});
afterAll(async () => {
  opened.forEach((client) => client.close());
  await server?.close();
});

async function connect(api: TestClient) {
  const client = await connectLive(server.url, api);
  opened.push(client);
  return client;
}

/** The handshake's refusal: its message and what it carries to wait on. */
const refusal = (attempt: Promise<unknown>) =>
  attempt.then(
    () => {
      throw new Error('the socket was accepted');
    },
    (error: Error & { data?: HandshakeRefusal }) => ({ message: error.message, data: error.data }),
  );

const roomSocket = (key: string) =>
  openTransportSocket(server.url, { auth: { roomKey: key } }).then((socket) => void socket.close());

describe('sockets opened over and over', () => {
  it("a person's sockets past the limit are refused, in every session, saying when to retry", async () => {
    const first = await Promise.all(Array.from({ length: ALLOWED }, () => connect(ws.owner.client)));
    const refused = await refusal(connect(ws.owner.client));
    expect(refused.message).toBe(TOO_MANY);
    expect(refused.data?.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused.data?.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Per person, not per session: signing in again gives no new allowance.
    const again = await signInAs(server, ws.owner.user);
    expect((await refusal(connect(again))).message).toBe(TOO_MANY);
    // The sockets already open are served as before, and another person connects.
    expect(await first[0]!.subscribe(ws.projectId)).toMatchObject({ ok: true });
    const other = await signedInUser(server);
    expect((await connect(other.client)).socket.connected).toBe(true);
  });

  it('projector sockets are counted per address before the key is looked up, whatever the key', async () => {
    const link = await ws.owner.client.post(`/api/projects/${ws.projectId}/room-links`);
    expect(link.status).toBe(201);
    const key = new URL(link.body.url).hash.replace('#key=', '');
    for (let i = 0; i < ALLOWED; i++)
      expect((await refusal(roomSocket(`guess${i}`.padEnd(43, 'x')))).message).toBe('This link is not valid');
    // The next handshake is refused before its key is read: a valid key fares no better.
    const refused = await refusal(roomSocket(key));
    expect(refused.message).toBe(TOO_MANY);
    expect(refused.data?.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    // A member's socket from the same address is counted on its own.
    const member = await signedInUser(server);
    expect((await connect(member.client)).socket.connected).toBe(true);
  });

  it('a person holds at most so many sockets open on a node; one closed lets the next in', async () => {
    // The shipped cap, with the handshake rate lifted (the test limits): only the cap can refuse here.
    const roomy = await startTestServer();
    const held: LiveClient[] = [];
    try {
      const person = await signedInUser(roomy);
      const open = () => connectLive(roomy.url, person.client).then((client) => (held.push(client), client));
      await Promise.all(Array.from({ length: MAX_OPEN_SOCKETS_PER_PERSON }, open));
      expect(await refusal(open())).toEqual({
        message: TOO_MANY,
        data: { retryAfterSeconds: OPEN_SOCKETS_RETRY_SECONDS },
      });
      const other = await signedInUser(roomy);
      expect(
        (await connectLive(roomy.url, other.client).then((c) => (held.push(c), c))).socket.connected,
      ).toBe(true);
      // One of them closes: once the server has let go of it, the person's next socket is let in.
      const first = held[0]!;
      const id = first.socket.id!;
      first.close();
      await eventually(() => !roomy.realtime.io.sockets.sockets.has(id));
      expect((await open()).socket.connected).toBe(true);
    } finally {
      held.forEach((client) => client.close());
      await roomy.close();
    }
  });
});
