import { describe, expect, it } from 'vitest';
import { CARDS_REMEMBERED, createProjectQueues, PER_PROJECT } from './projectQueues';

/** A write that runs until `finish` is called, noting when it started. */
function gate(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    write: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
    finish: () => finish(),
  };
}

const ticks = () => new Promise((resolve) => setImmediate(resolve));

describe('projectQueues', () => {
  it("lets one project's writes go one at a time, in the order they came, and other projects' beside them", async () => {
    const queues = createProjectQueues(1);
    const log: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((name) => gate(log, name));
    const first = queues.run(1, a!.write);
    const second = queues.run(1, b!.write);
    const elsewhere = queues.run(2, c!.write);
    await ticks();
    expect(log).toEqual(['start a', 'start c']);
    expect(queues.waiting(1)).toBe(1);
    a!.finish();
    expect(await first).toBe('a');
    await ticks();
    expect(log).toEqual(['start a', 'start c', 'end a', 'start b']);
    expect(queues.waiting(1)).toBe(0);
    b!.finish();
    c!.finish();
    expect(await Promise.all([second, elsewhere])).toEqual(['b', 'c']);
  });

  it('lets the next write go when one fails', async () => {
    const queues = createProjectQueues(1);
    const failing = queues.run(1, () => Promise.reject(new Error('deadlock')));
    const next = queues.run(1, async () => 'next');
    await expect(failing).rejects.toThrow('deadlock');
    expect(await next).toBe('next');
  });

  it("lets PER_PROJECT of a project's writes go at once, the next when one of them ends", async () => {
    const queues = createProjectQueues();
    const log: string[] = [];
    const gates = Array.from({ length: PER_PROJECT + 1 }, (_, i) => gate(log, `w${i}`));
    const runs = gates.map((g) => queues.run(1, g.write));
    await ticks();
    expect(log).toEqual(gates.slice(0, PER_PROJECT).map((_, i) => `start w${i}`));
    expect(queues.waiting(1)).toBe(1);
    gates[1]!.finish();
    await ticks();
    expect(log.slice(PER_PROJECT)).toEqual(['end w1', `start w${PER_PROJECT}`]);
    gates.forEach((g) => g.finish());
    await Promise.all(runs);
  });

  it('runs a write of no known project, or every write without queues, at once', async () => {
    const log: string[] = [];
    for (const [queues, project] of [
      [createProjectQueues(), undefined],
      [createProjectQueues(Infinity), 1],
    ] as const) {
      const gates = [gate(log, 'x'), gate(log, 'y')];
      const runs = gates.map((g) => queues.run(project, g.write));
      await ticks();
      expect(log.splice(0)).toEqual(['start x', 'start y']);
      gates.forEach((g) => g.finish());
      await Promise.all(runs);
      log.length = 0;
    }
  });

  it("remembers the cards' projects last seen, forgetting those unseen longest", () => {
    const queues = createProjectQueues();
    const half = CARDS_REMEMBERED / 2;
    for (let card = 1; card <= half; card++) queues.seen(card, 7);
    queues.seen(1, 8); // seen again, in another project: among the newest now
    for (let card = half + 1; card < 2 * half; card++) queues.seen(card, 7);
    expect(queues.projectOf(1)).toBe(8);
    expect(queues.projectOf(2)).toBeUndefined();
    expect(queues.projectOf(half)).toBeUndefined();
    expect(queues.projectOf(half + 1)).toBe(7);
    expect(queues.projectOf(2 * half - 1)).toBe(7);
  });
});
