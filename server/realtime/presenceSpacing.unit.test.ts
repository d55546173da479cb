// A herd of boards arriving in a project (a node's death sends a thousand back at once) must not resend the
// whole presence list with each arrival: a project's messages are at least PRESENCE_SPACING_MS apart, the gaps
// grow while the arrivals go on, a board coming back waits for the next message, and the last message still
// lists everyone. A real Socket.IO server and clients, a fresh one per test (presence is kept per server).
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { PresenceMessage } from '../../common/events';
import {
  broadcastPresence,
  PRESENCE_RETURN_MS,
  PRESENCE_SPACING_MAX_MS,
  PRESENCE_SPACING_MS,
  presenceSpacing,
} from './presence';
import { PROJECT, presenceRoom, type PresenceRoom } from '../test/presenceRoom';
import { eventually, sleep } from '../test/waits';

let room: PresenceRoom;

// Each socket joins the project's room at once; presence lists it once its data names the project.
beforeEach(async () => (room = await presenceRoom({ inProject: false })));
afterEach(() => room.close());

/**
 * An observer in the project and `count` guests arriving `everyMs` apart, each announcing itself as a
 * subscribe does (`returning`: as a board coming back does). What the observer hears, with when.
 */
async function herd(count: number, everyMs: number, returning = false) {
  const observer = await room.open('Ada');
  observer.server.data.projectId = PROJECT;
  const heard: { at: number; message: PresenceMessage }[] = [];
  observer.client.on('presence', (message: PresenceMessage) => heard.push({ at: Date.now(), message }));
  const arriving = await Promise.all(Array.from({ length: count }, (_, i) => room.open(`Guest ${i + 1}`)));
  const started = Date.now();
  for (const { server } of arriving) {
    server.data.projectId = PROJECT;
    void broadcastPresence(room.io, PROJECT, { returning });
    await sleep(everyMs);
  }
  return { heard, started, spread: Date.now() - started, everyone: count + 1 };
}

it('doubles the gap with each message of a burst, up to its longest', () => {
  expect([0, 1, 2, 3, 20].map(presenceSpacing)).toEqual([
    PRESENCE_SPACING_MS,
    PRESENCE_SPACING_MS * 2,
    PRESENCE_SPACING_MS * 4,
    PRESENCE_SPACING_MAX_MS,
    PRESENCE_SPACING_MAX_MS,
  ]);
});

it('sends a herd of arrivals as a few messages, the last listing everyone', async () => {
  // One arrival every 25 ms.
  const { heard, spread, everyone } = await herd(12, 25);
  await eventually(() => heard.at(-1)?.message.people.length === everyone);
  await sleep(PRESENCE_SPACING_MS + 100); // nothing more is due: a late message would show here
  // Without the spacing a message would leave every 30 ms or so of the spread (10 or more here).
  expect(heard.length).toBeLessThanOrEqual(Math.ceil(spread / PRESENCE_SPACING_MS) + 1);
  expect(heard.at(-1)!.message.people).toHaveLength(everyone);
});

it('spaces a longer herd ever more widely while it goes on', async () => {
  // Arrivals for a second: the first message at once, the next a gap later, the third two gaps after that.
  // With a fixed gap a third and a fourth message would leave 0.4 s apart.
  const { heard, everyone } = await herd(20, 50);
  await eventually(() => heard.at(-1)?.message.people.length === everyone);
  const gaps = heard.slice(1).map(({ at }, i) => at - heard[i]!.at);
  expect(gaps.length).toBeGreaterThanOrEqual(2);
  expect(gaps[0]).toBeGreaterThanOrEqual(PRESENCE_SPACING_MS - 20);
  expect(gaps[1]).toBeGreaterThanOrEqual(2 * PRESENCE_SPACING_MS - 20);
});

it('announces boards coming back over a second with one message', async () => {
  // Each would have sent a message of its own 30 ms after it, spaced: three or four in all.
  const { heard, started, everyone } = await herd(10, 100, true);
  await eventually(() => heard.at(-1)?.message.people.length === everyone);
  expect(heard).toHaveLength(1);
  expect(heard[0]!.at - started).toBeGreaterThanOrEqual(PRESENCE_RETURN_MS - 20);
});

it('sends a waiting return at once when someone else arrives', async () => {
  const { heard, started, everyone } = await herd(1, 0, true);
  const newcomer = await room.open('Bea');
  newcomer.server.data.projectId = PROJECT;
  void broadcastPresence(room.io, PROJECT);
  await eventually(() => heard.at(-1)?.message.people.length === everyone + 1);
  // The return alone would have waited PRESENCE_RETURN_MS; the arrival brought the message forward.
  expect(heard).toHaveLength(1);
  expect(heard[0]!.at - started).toBeLessThan(PRESENCE_RETURN_MS);
});
