import { describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../events';
import { EventSequencer } from './sequencer';

const event = (seq: number): ChangeEvent => ({
  seq,
  folderId: 1,
  type: 'card.deleted',
  actorId: 'u',
  data: { id: seq },
});
const seqs = (events: ChangeEvent[]) => events.map((e) => e.seq);

describe('EventSequencer', () => {
  it('applies in order, once, buffering what comes early', () => {
    const s = new EventSequencer(4);
    expect(seqs(s.push(event(5)))).toEqual([5]);
    expect(seqs(s.push(event(7)))).toEqual([]);
    expect(s.hasGap).toBe(true);
    expect(seqs(s.push(event(5)))).toEqual([]);
    expect(seqs(s.push(event(6)))).toEqual([6, 7]);
    expect(s.hasGap).toBe(false);
    expect(s.lastSeq).toBe(7);
  });

  it('drops what a refetch already covered', () => {
    const s = new EventSequencer(0);
    s.push(event(3));
    s.push(event(9));
    s.reset(5);
    expect(s.lastSeq).toBe(5);
    expect(seqs(s.push(event(6)))).toEqual([6]);
    expect(seqs(s.push(event(8)))).toEqual([]);
    expect(seqs(s.push(event(7)))).toEqual([7, 8, 9]);
  });
});
