// The change hub hands a burst to its listeners in slices, letting other work in between, yet a folder's
// events still leave in seq order when a later commit is published during a burst.
import { describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../common/events';
import { TURN_SLICE } from '../turns';
import { createChangeHub } from './changeHub';

const event = (folderId: number, seq: number): ChangeEvent => ({
  folderId,
  projectId: 7,
  seq,
  actorId: 'actor',
  type: 'card.deleted',
  data: { id: seq },
});
const burst = (folderId: number, from: number, count: number) =>
  Array.from({ length: count }, (_, i) => event(folderId, from + i));

describe('the change hub', () => {
  it('gives other work a turn during a large burst', async () => {
    const hub = createChangeHub();
    const heard: number[] = [];
    hub.subscribe((e) => void heard.push(e.seq));
    const publishing = hub.publish(burst(1, 1, TURN_SLICE * 3));
    await new Promise((resolve) => setImmediate(resolve));
    // A turn came before the burst was through: an HTTP request or a socket would have been served here.
    expect(heard.length).toBeGreaterThan(0);
    expect(heard.length).toBeLessThan(TURN_SLICE * 3);
    await publishing;
    expect(heard).toHaveLength(TURN_SLICE * 3);
  });

  it('publishes a later commit of the same folder after the burst before it, in seq order', async () => {
    const hub = createChangeHub();
    const heard: ChangeEvent[] = [];
    hub.subscribe((e) => void heard.push(e));
    const size = TURN_SLICE * 2 + 10;
    const first = hub.publish(burst(1, 1, size));
    await new Promise((resolve) => setImmediate(resolve));
    // The next commit of folder 1, and one of another folder, published while the burst is under way.
    const later = hub.publish([event(1, size + 1)]);
    const elsewhere = hub.publish([event(2, 1)]);
    await Promise.all([first, later, elsewhere]);
    const folderOne = heard.filter((e) => e.folderId === 1).map((e) => e.seq);
    expect(folderOne).toEqual(Array.from({ length: size + 1 }, (_, i) => i + 1));
    // Another folder does not wait for this one's burst.
    expect(heard.findIndex((e) => e.folderId === 2)).toBeLessThan(size);
  });

  it("holds an event past a gap until this node's write holding the gap publishes", async () => {
    const hub = createChangeHub();
    const heard: number[] = [];
    hub.subscribe((e) => void heard.push(e.seq));
    await hub.publish([event(1, 1)]);
    // Two writes in flight; the one that got seq 3 answers before the one that got seq 2.
    const second = hub.expect();
    const third = hub.expect();
    const late = hub.publish([event(1, 3)], [], third);
    await new Promise((resolve) => setImmediate(resolve));
    expect(heard).toEqual([1]);
    await hub.publish([event(1, 2)], [], second);
    await late;
    expect(heard).toEqual([1, 2, 3]);
  });

  it('sends an event past a gap once the writes in flight are done without it (another node had it)', async () => {
    const hub = createChangeHub();
    const heard: number[] = [];
    hub.subscribe((e) => void heard.push(e.seq));
    await hub.publish([event(1, 1)]);
    const other = hub.expect();
    const own = hub.expect();
    const late = hub.publish([event(1, 3)], [], own);
    await new Promise((resolve) => setImmediate(resolve));
    expect(heard).toEqual([1]);
    other.release(); // a write that changed nothing, or another folder's
    await late;
    expect(heard).toEqual([1, 3]);
  });

  it('does not hold an event in order, nor one whose folder it has not sent before', async () => {
    const hub = createChangeHub();
    const heard: number[] = [];
    hub.subscribe((e) => void heard.push(e.seq));
    hub.expect(); // never released: a write that hangs
    await hub.publish([event(2, 40)]);
    await hub.publish([event(2, 41)]);
    expect(heard).toEqual([40, 41]);
  });
});
