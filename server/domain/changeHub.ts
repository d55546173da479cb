// The change hub: in-process fan-out of committed changes; the real-time layer listens here to deliver them to
// folder rooms, and notices to people's channels. A folder's events leave in seq order, however large a burst.
// It also holds the queues of the node's one-statement writes, one per project (projectQueues.ts).
import type { ChangeEvent } from '../../common/events';
import { nextTurn, TURN_SLICE } from '../turns';
import type { AccessNotice } from './accessNotices';
import { createProjectQueues, type ProjectQueues } from './projectQueues';

type ChangeListener = (event: ChangeEvent) => void | Promise<void>;
type AccessListener = (notice: AccessNotice) => void | Promise<void>;

/** A write of this node that may commit changes: released once they are published, or once it failed. */
export interface WriteTicket {
  release(): void;
}

/**
 * Longest an event waits for this node's writes in flight that may hold the seqs before it. Past it the event
 * goes: the missing ones are another node's, which clients fill in with `sync:since`.
 */
const GAP_HOLD_MS = 100;

export interface ChangeHub {
  /**
   * Resolves once every listener has handled every event, then every notice (revocations are done before a
   * response, and before anyone is told to read their lists again). `ticket`: the write's, released once the
   * events are on their way.
   */
  publish(events: ChangeEvent[], notices?: AccessNotice[], ticket?: WriteTicket): Promise<void>;
  /**
   * A write starts that may commit changes. Two writes of one folder can answer in either order (a card create
   * commits in its own statement, `runStatement`), so an event whose seq is past the last one this node sent
   * for its folder waits (GAP_HOLD_MS at most) for the writes in flight when it came: one of them may hold the
   * seqs before it. On one node, every socket then hears a folder's events in seq order.
   */
  expect(): WriteTicket;
  subscribe(listener: ChangeListener): () => void;
  subscribeAccess(listener: AccessListener): () => void;
  /** The queues this node's one-statement writes go through, one per project (runStatement). */
  queues: ProjectQueues;
}

/** `perProject`: how many of a project's statements leave its queue at once (projectQueues.ts; Infinity: none). */
export function createChangeHub({ perProject }: { perProject?: number } = {}): ChangeHub {
  const listeners = new Set<ChangeListener>();
  const accessListeners = new Set<AccessListener>();
  /**
   * Each folder's latest publish. A burst gives other work a turn between slices, so a later commit of the
   * same folder may be published meanwhile: it waits for the bursts before it, and sockets hear seq order.
   */
  const publishing = new Map<number, Promise<void>>();
  /** The last seq of each folder handed to `deliver`. */
  const lastSeq = new Map<number, number>();
  const inFlight = new Set<object>();
  /** Held events' checks, run whenever a write is released. */
  const waiters = new Set<() => void>();

  function expect(): WriteTicket {
    const ticket: WriteTicket = {
      release() {
        if (inFlight.delete(ticket)) for (const check of [...waiters]) check();
      },
    };
    inFlight.add(ticket);
    return ticket;
  }

  /**
   * Resolves once the folder's seqs before `first` were sent, or the other writes in flight now are done
   * (`own`, the publishing write's ticket, is not waited for).
   */
  function holdForGap(folderId: number, first: number, own?: object): Promise<void> | undefined {
    const last = lastSeq.get(folderId);
    if (last === undefined || first <= last + 1) return undefined;
    const waitFor = new Set([...inFlight].filter((ticket) => ticket !== own));
    if (!waitFor.size) return undefined;
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        waiters.delete(check);
        resolve();
      };
      const check = () => {
        for (const token of waitFor) if (!inFlight.has(token)) waitFor.delete(token);
        if (!waitFor.size || (lastSeq.get(folderId) ?? 0) + 1 >= first) finish();
      };
      const timer = setTimeout(finish, GAP_HOLD_MS);
      waiters.add(check);
    });
  }

  /** Hands the events to delivery behind each of their folders' earlier publishes. */
  function enqueue(events: ChangeEvent[], notices: AccessNotice[]) {
    const folders = [...new Set(events.map((event) => event.folderId))];
    const before = folders.flatMap((id) => publishing.get(id) ?? []);
    const done = deliver(events, notices, before);
    for (const id of folders) publishing.set(id, done);
    for (const event of events)
      lastSeq.set(event.folderId, Math.max(lastSeq.get(event.folderId) ?? 0, event.seq));
    const forget = () => {
      for (const id of folders) if (publishing.get(id) === done) publishing.delete(id);
    };
    done.then(forget, forget);
    return done;
  }

  async function deliver(events: ChangeEvent[], notices: AccessNotice[], before: Promise<unknown>[]) {
    await Promise.allSettled(before);
    for (const [index, event] of events.entries()) {
      // An import's 10,000 card.created would otherwise hold every other request for the whole burst.
      if (index > 0 && index % TURN_SLICE === 0) await nextTurn();
      for (const listener of listeners) await listener(event);
    }
    for (const notice of notices) {
      for (const listener of accessListeners) await listener(notice);
    }
  }

  return {
    async publish(events, notices = [], ticket) {
      const first = events[0];
      const held = first && holdForGap(first.folderId, first.seq, ticket);
      if (held) await held;
      const done = enqueue(events, notices);
      // Released only now: a later seq held for this write goes after it.
      if (ticket) ticket.release();
      else for (const check of [...waiters]) check();
      return done;
    },
    expect,
    queues: createProjectQueues(perProject),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    subscribeAccess(listener) {
      accessListeners.add(listener);
      return () => accessListeners.delete(listener);
    },
  };
}
