// Puts a folder's change events in order: each applies exactly once, in seq order, and a missing number
// is reported so the client can ask `sync:since` for it (docs/decisions.md "Real-time protocol").
import type { ChangeEvent } from '../events';

export class EventSequencer {
  private buffered = new Map<number, ChangeEvent>();

  constructor(private last: number) {}

  /** The highest seq applied so far: what to send in `sync:since` after a reconnect. */
  get lastSeq(): number {
    return this.last;
  }

  /** True while events after a missing one are waiting. */
  get hasGap(): boolean {
    return this.buffered.size > 0;
  }

  /** Takes an event (live or replayed, in any order, possibly twice); returns the events now due, in order. */
  push(event: ChangeEvent): ChangeEvent[] {
    if (event.seq <= this.last) return [];
    this.buffered.set(event.seq, event);
    const due: ChangeEvent[] = [];
    for (let next = this.buffered.get(this.last + 1); next; next = this.buffered.get(this.last + 1)) {
      this.buffered.delete(next.seq);
      this.last = next.seq;
      due.push(next);
    }
    return due;
  }

  /** After a full refetch: everything up to `seq` is in the fetched data. */
  reset(seq: number): void {
    this.last = seq;
    for (const key of this.buffered.keys()) if (key <= seq) this.buffered.delete(key);
  }
}
