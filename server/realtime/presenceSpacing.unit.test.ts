// A herd of boards arriving in a project (a node's death sends a thousand back at once) must not resend the
// whole presence list with each arrival: a project's messages are at least PRESENCE_SPACING_MS apart, and the
// last one still lists everyone. A real Socket.IO server and clients.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PresenceMessage } from '../../common/events';
import { broadcastPresence, PRESENCE_SPACING_MS } from './presence';
import { projectRoom } from './rooms';
import type { RealtimeServer } from './types';
import { eventually, sleep } from '../test/waits';

const PROJECT = 1;
const ARRIVALS = 12;
const httpServer = http.createServer();
const io = new Server(httpServer) as unknown as RealtimeServer;
const clients: Socket[] = [];

beforeAll(async () => {
  // Every socket is in the project's room; presence lists those whose data names the project.
  io.use((socket, next) => {
    const name = String(socket.handshake.auth.name);
    socket.data = { userId: name, name, initials: name[0]!, color: '#888888', sid: '', cardId: null };
    void Promise.resolve(socket.join(projectRoom(PROJECT))).then(() => next());
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  for (const client of clients) client.close();
  await new Promise((resolve) => io.close(resolve));
});

/** A client's connection: the client's socket, and the server's. */
async function open(name: string) {
  const { port } = httpServer.address() as AddressInfo;
  const client = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'], auth: { name } });
  clients.push(client);
  await new Promise<void>((resolve) => client.once('connect', resolve));
  return { client, server: io.sockets.sockets.get(client.id!)! };
}

it('sends a herd of arrivals as a few messages, the last listing everyone', async () => {
  const observer = await open('Ada');
  observer.server.data.projectId = PROJECT;
  const heard: PresenceMessage[] = [];
  observer.client.on('presence', (message: PresenceMessage) => heard.push(message));
  const arriving = await Promise.all(Array.from({ length: ARRIVALS }, (_, i) => open(`Guest ${i + 1}`)));

  // One arrival every 25 ms, each announcing itself as a subscribe does.
  const started = Date.now();
  for (const { server } of arriving) {
    server.data.projectId = PROJECT;
    void broadcastPresence(io, PROJECT);
    await sleep(25);
  }
  const spread = Date.now() - started;

  const everyone = ARRIVALS + 1;
  await eventually(() => heard.at(-1)?.people.length === everyone);
  await sleep(PRESENCE_SPACING_MS + 100); // nothing more is due: a late message would show here
  // Without the spacing a message would leave every 30 ms or so of the spread (10 or more here).
  expect(heard.length).toBeLessThanOrEqual(Math.ceil(spread / PRESENCE_SPACING_MS) + 1);
  expect(heard.at(-1)!.people).toHaveLength(everyone);
});
