// What a replay read back means (folderReplay.ts, replayOf): the rows are a replay only when they are every
// event from the client's seq to the folder's, in order; anything short of that asks the client to reload.
import { describe, expect, it } from 'vitest';
import type { EventRow } from './folderEvents';
import { replayOf } from './folderReplay';

const row = (seq: number): EventRow =>
  ({
    folderId: 1,
    seq,
    projectId: 2,
    type: 'card.updated',
    actorId: 'someone',
    mutationId: null,
    cause: null,
    data: { id: 7, title: `At ${seq}`, version: 0 },
  }) as EventRow;
const rows = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => row(from + i));

describe('replayOf', () => {
  it('answers the events after the seq, each stamped with its own version', () => {
    const replay = replayOf(rows(4, 6), 3, 6);
    expect(replay).toMatchObject({ events: [{ seq: 4 }, { seq: 5 }, { seq: 6 }] });
    const events = 'events' in replay ? replay.events : [];
    expect(events.map((event) => (event.data as { version: number }).version)).toEqual([4, 5, 6]);
    expect(events[0]).toEqual({
      folderId: 1,
      seq: 4,
      projectId: 2,
      type: 'card.updated',
      actorId: 'someone',
      data: expect.anything(),
    });
  });

  it('answers nothing to replay to a client that holds the folder seq already', () => {
    expect(replayOf([], 6, 6)).toEqual({ events: [] });
  });

  it('asks for a reload when the log could not answer (NULL: no role, before the floor, ahead, too many)', () => {
    expect(replayOf(null, 3, 6)).toEqual({ refetch: true });
  });

  it('asks for a reload when the rows stop short of the folder seq (over the byte budget)', () => {
    expect(replayOf(rows(4, 5), 3, 6)).toEqual({ refetch: true });
    expect(replayOf([], 3, 6)).toEqual({ refetch: true });
  });

  it('asks for a reload when the rows do not start right after the seq (the log no longer reaches back)', () => {
    expect(replayOf(rows(5, 6), 3, 6)).toEqual({ refetch: true });
  });
});
