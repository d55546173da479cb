// Presence messages leave in the order they were read: a slow read (across nodes, under load) that started
// before a guest left must not be sent after the message that no longer lists them, or every screen keeps
// showing the guest. A real Socket.IO server and clients; the adapter's first read of the room is held back.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PresenceMessage } from '../../common/events';
import { broadcastPresence } from './presence';
import { projectRoom } from './rooms';
import type { RealtimeServer } from './types';
import { PROJECT, presenceRoom, type PresenceRoom } from '../test/presenceRoom';
import { eventually } from '../test/waits';

let room: PresenceRoom;
let io: RealtimeServer;

beforeAll(async () => {
  room = await presenceRoom({ inProject: true });
  io = room.io;
});
afterAll(() => room.close());

const join = async (name: string) => (await room.open(name)).client;

/**
 * Holds the room's first read (once it has read) until released; a later read, once it has answered, releases
 * it. `reading` resolves when the first read has read.
 */
function holdFirstRead() {
  const adapter = io.of('/').adapter;
  const read = adapter.fetchSockets.bind(adapter);
  let release!: () => void;
  let hasRead!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const reading = new Promise<void>((resolve) => (hasRead = resolve));
  let reads = 0;
  adapter.fetchSockets = async (opts) => {
    const sockets = await read(opts);
    if (!opts.rooms.has(projectRoom(PROJECT))) return sockets;
    if (++reads === 1) {
      // What was read is kept as read: the people and what each had open then (a remote read's snapshot).
      const snapshot = sockets.map((socket) => ({ ...socket, data: { ...socket.data } }));
      hasRead();
      await held;
      return snapshot as typeof sockets;
    }
    setTimeout(release, 20); // a later read overtook the first: let the first one go after it
    return sockets;
  };
  return { release, reading };
}

it('sends a message read after a guest left after the one read before, never before it', async () => {
  const observer = await join('Ada');
  const guest = await join('Gus');
  const heard: PresenceMessage[] = [];
  observer.on('presence', (message: PresenceMessage) => heard.push(message));
  const { release, reading } = holdFirstRead();

  const before = broadcastPresence(io, PROJECT); // reads Ada and Gus, then waits
  await reading;
  const gus = io.sockets.sockets.get(guest.id!)!;
  await gus.leave(projectRoom(PROJECT));
  gus.data.projectId = undefined;
  const after = broadcastPresence(io, PROJECT);
  // Nothing else releases the first read when the second waits for it (as it must): let it go a little later.
  setTimeout(release, 200);
  await Promise.all([before, after]);

  await eventually(() => heard.length === 2);
  expect(heard.map((m) => m.people.map((p) => p.name).join(', '))).toEqual(['Ada, Gus', 'Ada']);
});
