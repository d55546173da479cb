// A herd of boards arriving in a project (a node's death sends a thousand back at once) must not resend the
// whole presence list with each arrival: a project's messages are at least PRESENCE_SPACING_MS apart, and the
// last one still lists everyone. A real Socket.IO server and clients.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PresenceMessage } from '../../common/events';
import { broadcastPresence, PRESENCE_SPACING_MS } from './presence';
import { PROJECT, presenceRoom, type PresenceRoom } from '../test/presenceRoom';
import { eventually, sleep } from '../test/waits';

const ARRIVALS = 12;
let room: PresenceRoom;

// Each socket joins the project's room at once; presence lists it once its data names the project.
beforeAll(async () => (room = await presenceRoom({ inProject: false })));
afterAll(() => room.close());

it('sends a herd of arrivals as a few messages, the last listing everyone', async () => {
  const observer = await room.open('Ada');
  observer.server.data.projectId = PROJECT;
  const heard: PresenceMessage[] = [];
  observer.client.on('presence', (message: PresenceMessage) => heard.push(message));
  const arriving = await Promise.all(Array.from({ length: ARRIVALS }, (_, i) => room.open(`Guest ${i + 1}`)));

  // One arrival every 25 ms, each announcing itself as a subscribe does.
  const started = Date.now();
  for (const { server } of arriving) {
    server.data.projectId = PROJECT;
    void broadcastPresence(room.io, PROJECT);
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
