// bench:scale's node death as a client process counts it (bench/scaleHerd.ts): only what happened after the
// mark, a mirror back only when connected and caught up, and the processes' parts added into one.
import { describe, expect, it } from 'vitest';
import { addHerdParts, Herd, type HerdPart } from '../bench/scaleHerd';
import type { LiveMirror } from '../server/test/liveProject';

interface FakeMirror {
  reconnects: number;
  reconnectMs: number[];
  reconnectSteps: { waited: number; connect: number; subscribe: number; catchUp: number }[];
  failedAttempts: string[];
  replayed: number;
  refetches: number;
  live: { socket: { connected: boolean }; presence: unknown[] };
}

const mirror = (): FakeMirror => ({
  reconnects: 0,
  reconnectMs: [],
  reconnectSteps: [],
  failedAttempts: [],
  replayed: 0,
  refetches: 0,
  live: { socket: { connected: true }, presence: [] },
});

const cameBack = (m: FakeMirror, ms: number, failures: string[] = []) => {
  m.reconnects += 1;
  m.reconnectMs.push(ms);
  m.reconnectSteps.push({ waited: ms / 2, connect: ms / 4, subscribe: ms / 4, catchUp: 0 });
  m.failedAttempts.push(...failures);
};

describe('Herd', () => {
  it('counts from the mark on, and a mirror away until connected and caught up', () => {
    const [a, b, c] = [mirror(), mirror(), mirror()];
    cameBack(a, 900, ['earlier']); // before the mark: not the node death's
    const herd = new Herd(() => [a, b, c] as unknown as LiveMirror[]);
    herd.mark();
    expect(herd.status()).toEqual({ moved: 0, back: true });

    // b has lost its connection and not come back yet: it reads as away.
    b.reconnects += 1;
    b.live.socket.connected = false;
    expect(herd.status()).toEqual({ moved: 1, back: false });

    b.reconnectMs.push(3000);
    b.reconnectSteps.push({ waited: 1000, connect: 1500, subscribe: 500, catchUp: 0 });
    b.live.socket.connected = true;
    cameBack(c, 4000, ['refused', 'refused']);
    c.replayed = 7;
    a.live.presence.push({}); // a was not moved by the node death: its presence is not counted
    c.live.presence.push({}, {});
    expect(herd.status()).toEqual({ moved: 2, back: true });

    const part = herd.part();
    expect(part.moved).toBe(2);
    expect(part.catchUpMs).toEqual([3000, 4000]);
    expect(part.steps.connect).toEqual([1500, 1000]);
    expect(part.failedAttempts).toEqual([['refused', 2]]);
    expect(part.stillAway).toBe(0);
    expect(part.replayed).toBe(7);
    expect(part.presenceHeard).toBe(2);
  });
});

describe('addHerdParts', () => {
  const part = (moved: number, catchUpMs: number[], failures: [string, number][]): HerdPart => ({
    moved,
    catchUpMs,
    steps: { waited: catchUpMs, connect: catchUpMs, subscribe: [], catchUp: [] },
    failedAttempts: failures,
    stillAway: 1,
    replayed: 10,
    reloads: 0,
    presenceHeard: moved * 3,
  });

  it('adds counts, joins the times and adds failures by message', () => {
    const whole = addHerdParts([
      part(2, [100, 200], [['refused', 1]]),
      part(
        3,
        [300],
        [
          ['refused', 2],
          ['timeout', 1],
        ],
      ),
    ]);
    expect(whole.moved).toBe(5);
    expect(whole.catchUpMs).toEqual([100, 200, 300]);
    expect(whole.steps.waited).toEqual([100, 200, 300]);
    expect(new Map(whole.failedAttempts)).toEqual(
      new Map([
        ['refused', 3],
        ['timeout', 1],
      ]),
    );
    expect([whole.stillAway, whole.replayed, whole.reloads, whole.presenceHeard]).toEqual([2, 20, 0, 15]);
  });
});
