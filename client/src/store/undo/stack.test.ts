// The undo and redo stacks on their own: order, redo cleared by a new action, the cap, one at a time, the
// toast's Undo of an older entry, a refused step dropped, and ⌘Z pressed while the own write is in flight.
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts, toastState } from '../../ui';
import { mutate, writesSettled } from '../mutations';
import { clearUndo, recordUndo, redoLast, UNDO_LIMIT, undoEntry, undoLast, undoStacks } from './stack';

/** An entry whose steps log what ran; `ok` says whether they succeed. */
function entry(label: string, log: string[], ok = true) {
  return recordUndo({
    label,
    undo: async () => (log.push(`undo ${label}`), { ok }),
    redo: async () => (log.push(`redo ${label}`), { ok }),
  });
}

const lastToast = () => toastState.queue.at(-1);

afterEach(() => {
  clearUndo();
  clearToasts();
});

describe('undo stack', () => {
  it('undoes the newest first and redoes in the opposite order', async () => {
    const log: string[] = [];
    entry('A', log);
    entry('B', log);
    await undoLast();
    await undoLast();
    expect(undoStacks()).toEqual({ undo: [], redo: ['B', 'A'] });
    await redoLast();
    expect(log).toEqual(['undo B', 'undo A', 'redo A']);
    expect(undoStacks()).toEqual({ undo: ['A'], redo: ['B'] });
    expect(lastToast()).toMatchObject({ title: 'Redone: A' });
  });

  it('a new action clears what could be redone', async () => {
    const log: string[] = [];
    entry('A', log);
    await undoLast();
    expect(undoStacks().redo).toEqual(['A']);
    entry('B', log);
    expect(undoStacks()).toEqual({ undo: ['B'], redo: [] });
    await redoLast();
    expect(lastToast()).toMatchObject({ title: 'Nothing to redo' });
  });

  it('says so when there is nothing to undo, briefly', async () => {
    await undoLast();
    expect(lastToast()).toMatchObject({ title: 'Nothing to undo' });
    expect(lastToast()!.duration).toBeLessThan(5000);
  });

  it(`keeps the newest ${UNDO_LIMIT} entries`, () => {
    for (let i = 0; i < UNDO_LIMIT + 5; i += 1) entry(`E${i}`, []);
    const { undo } = undoStacks();
    expect(undo).toHaveLength(UNDO_LIMIT);
    expect(undo[0]).toBe('E5');
  });

  it('runs one undo at a time: a second press waits and takes the next entry', async () => {
    const log: string[] = [];
    let finishB!: () => void;
    recordUndo({
      label: 'A',
      undo: async () => (log.push('undo A'), { ok: true }),
      redo: async () => ({ ok: true }),
    });
    recordUndo({
      label: 'B',
      undo: () =>
        new Promise((resolve) => {
          log.push('undo B started');
          finishB = () => (log.push('undo B done'), resolve({ ok: true }));
        }),
      redo: async () => ({ ok: true }),
    });
    const first = undoLast();
    const second = undoLast();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toEqual(['undo B started']);
    finishB();
    await Promise.all([first, second]);
    expect(log).toEqual(['undo B started', 'undo B done', 'undo A']);
  });

  it('waits for an own write still in flight, so ⌘Z takes the action just made', async () => {
    const log: string[] = [];
    entry('Earlier', log);
    let answer!: () => void;
    // An action as the store's are: one write, then (a few awaits later) its undo entry.
    const action = async () => {
      const outcome = await mutate({
        ops: [],
        send: () => new Promise<null>((resolve) => (answer = () => resolve(null))),
        answers: () => [],
      });
      await Promise.resolve();
      if (outcome.ok) entry('Drop', log);
    };
    const made = action();
    const undone = undoLast(); // pressed before the answer came
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toEqual([]);
    answer();
    await Promise.all([made, undone]);
    expect(log).toEqual(['undo Drop']);
    expect(undoStacks()).toEqual({ undo: ['Earlier'], redo: ['Drop'] });
  });

  it('waits a bounded time for a write the network holds', async () => {
    let answer!: () => void;
    const held = mutate({
      ops: [],
      send: () => new Promise<null>((resolve) => (answer = () => resolve(null))),
      answers: () => [],
    });
    let settled = false;
    await writesSettled(30).then(() => (settled = true));
    expect(settled).toBe(true);
    answer();
    await held;
  });

  it('the toast’s Undo undoes its own entry even after newer ones, and takes it off the stack', async () => {
    const log: string[] = [];
    const a = entry('A', log);
    entry('B', log);
    await undoEntry(a.id);
    expect(log).toEqual(['undo A']);
    expect(undoStacks()).toEqual({ undo: ['B'], redo: ['A'] });
    expect(lastToast()).toMatchObject({ title: 'Undone: A' });
    await undoEntry(a.id); // undone already: nothing happens
    expect(log).toEqual(['undo A']);
  });

  it('drops a step its write refused, so the next press reaches the entry before it', async () => {
    const log: string[] = [];
    entry('A', log);
    entry('B', log, false);
    await undoLast();
    expect(undoStacks()).toEqual({ undo: ['A'], redo: [] });
    await undoLast();
    expect(log).toEqual(['undo B', 'undo A']);
  });

  it('shows the step’s note under “Undone”', async () => {
    recordUndo({
      label: 'Change impact',
      undo: async () => ({ ok: true, note: 'Impact kept: Dana changed it since' }),
      redo: async () => ({ ok: true }),
    });
    await undoLast();
    expect(lastToast()).toMatchObject({
      title: 'Undone: Change impact',
      description: 'Impact kept: Dana changed it since',
    });
  });
});
