// bench:realtime planning poker, the room: a facilitator and 12 participants signed in on one node, a meeting on
// one card with everyone joined, and the screens that watch it — each participant's board (project:subscribe)
// and a room-link projector (room:join). The facilitator's board is connected too (a real meeting has it) but
// is not one of the measured screens: its own app settles on the REST answer.
import { performance } from 'node:perf_hooks';
import type { Socket } from 'socket.io-client';
import type { ChangeEvent, RoomJoinAck, SubscribeAck } from '../common/events';
import type { Meeting } from '../common/schemas/meetings';
import type { TestClient } from '../server/test/httpClient';
import type { ServerProcess } from '../test/processHarness';
import { connectSocket, ok, sharedFolder, type NodePool } from './realtimeClients';
import { sleep } from './realtimeStats';

export const PARTICIPANTS = 12;
/** The participants' boards and the projector. */
export const SCREENS = PARTICIPANTS + 1;

/** Hears a meeting.updated on screen `screen` (0…11 the participants, 12 the projector), `at` performance.now(). */
export type MeetingListener = (screen: number, meeting: Meeting, at: number) => void;

export interface PokerRoom {
  facilitator: TestClient;
  participants: TestClient[];
  /** `/api/meetings/{id}` */
  meetingPath: string;
  /** The one listener of every measured screen's meeting.updated (null: none). */
  listen(listener: MeetingListener | null): void;
  close(): void;
}

export async function openPokerRoom(node: ServerProcess, pool: NodePool): Promise<PokerRoom> {
  const { browsers, owner, folderId } = await sharedFolder(node, pool, PARTICIPANTS + 1);
  const participants = browsers.slice(1);
  const project = await ok(owner.post('/api/projects', { name: 'Poker', prefix: 'PKR', parentId: folderId }));
  const card = await ok(owner.post('/api/cards', { title: 'The story', projectId: project.id }));
  const meeting = await ok(owner.post(`/api/projects/${project.id}/meeting`));
  const meetingPath = `/api/meetings/${meeting.id}`;
  await ok(owner.patch(meetingPath, { spotlightCardId: card.id }));
  for (const participant of participants) await ok(participant.post(`${meetingPath}/join`));
  const link = await ok<{ url: string }>(owner.post(`/api/projects/${project.id}/room-links`));
  const roomKey = new URL(link.url).hash.replace('#key=', '');

  const sockets: Socket[] = [];
  try {
    for (const browser of [...participants, owner]) {
      const socket = await connectSocket(node.url, browser.cookieHeader);
      sockets.push(socket);
      const ack: SubscribeAck = await socket
        .timeout(30_000)
        .emitWithAck('project:subscribe', { projectId: project.id });
      if (!ack.ok) throw new Error(`subscribe refused: ${ack.error}`);
    }
    const projector = await connectSocket(node.url, { roomKey });
    // The projector is screen 12: the participants' boards come first in `sockets`, the facilitator's after.
    sockets.splice(PARTICIPANTS, 0, projector);
    const joined: RoomJoinAck = await projector.timeout(30_000).emitWithAck('room:join', {});
    if (!joined.ok) throw new Error(`room:join refused: ${joined.error}`);
  } catch (error) {
    for (const socket of sockets) socket.close();
    throw error;
  }

  let listener: MeetingListener | null = null;
  let lastPresenceAt = performance.now();
  sockets.slice(0, SCREENS).forEach((socket, screen) =>
    socket.on('change', (event: ChangeEvent) => {
      const at = performance.now();
      if (event.type === 'meeting.updated') listener?.(screen, event.data as Meeting, at);
    }),
  );
  for (const socket of sockets) socket.on('presence', () => (lastPresenceAt = performance.now()));
  // Every subscribe re-broadcasts presence to the room; measure once that has settled.
  while (performance.now() - lastPresenceAt < 1000) await sleep(100);

  return {
    facilitator: owner,
    participants,
    meetingPath,
    listen: (next) => (listener = next),
    close: () => sockets.forEach((socket) => socket.close()),
  };
}
