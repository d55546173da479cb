// A bare Socket.IO server for presence's unit tests (presence.ts without the app): every socket is a person
// named by its handshake's `auth.name`, in one project's room; `inProject` says whether presence lists it yet.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { projectRoom } from '../realtime/rooms';
import type { RealtimeServer, RealtimeSocket } from '../realtime/types';

export const PROJECT = 1;

export interface PresenceRoom {
  io: RealtimeServer;
  /** A person's connection: the client's socket, and the server's. */
  open(name: string): Promise<{ client: Socket; server: RealtimeSocket }>;
  close(): Promise<void>;
}

export async function presenceRoom({ inProject }: { inProject: boolean }): Promise<PresenceRoom> {
  const httpServer = http.createServer();
  const io = new Server(httpServer) as unknown as RealtimeServer;
  const clients: Socket[] = [];
  io.use((socket, next) => {
    const name = String(socket.handshake.auth.name);
    socket.data = { userId: name, name, initials: name[0]!, color: '#888888', sid: '', cardId: null };
    if (inProject) socket.data.projectId = PROJECT;
    void Promise.resolve(socket.join(projectRoom(PROJECT))).then(() => next());
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  return {
    io,
    async open(name) {
      const { port } = httpServer.address() as AddressInfo;
      const client = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'], auth: { name } });
      clients.push(client);
      await new Promise<void>((resolve) => client.once('connect', resolve));
      return { client, server: io.sockets.sockets.get(client.id!)! };
    },
    async close() {
      for (const client of clients) client.close();
      await new Promise((resolve) => io.close(resolve));
    },
  };
}
