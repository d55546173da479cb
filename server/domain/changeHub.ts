// The change hub: in-process fan-out of committed changes; the real-time layer listens here to deliver them to
// folder rooms, and notices to people's channels. A folder's events leave in seq order, however large a burst.
import type { ChangeEvent } from '../../common/events';
import { nextTurn, TURN_SLICE } from '../turns';
import type { AccessNotice } from './accessNotices';

type ChangeListener = (event: ChangeEvent) => void | Promise<void>;
type AccessListener = (notice: AccessNotice) => void | Promise<void>;

export interface ChangeHub {
  /**
   * Resolves once every listener has handled every event, then every notice (revocations are done before a
   * response, and before anyone is told to read their lists again).
   */
  publish(events: ChangeEvent[], notices?: AccessNotice[]): Promise<void>;
  subscribe(listener: ChangeListener): () => void;
  subscribeAccess(listener: AccessListener): () => void;
}

export function createChangeHub(): ChangeHub {
  const listeners = new Set<ChangeListener>();
  const accessListeners = new Set<AccessListener>();
  /**
   * Each folder's latest publish. A burst gives other work a turn between slices, so a later commit of the
   * same folder may be published meanwhile: it waits for the bursts before it, and sockets hear seq order.
   */
  const publishing = new Map<number, Promise<void>>();

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
    publish(events, notices = []) {
      const folders = [...new Set(events.map((event) => event.folderId))];
      const before = folders.flatMap((id) => publishing.get(id) ?? []);
      const done = deliver(events, notices, before);
      for (const id of folders) publishing.set(id, done);
      const forget = () => {
        for (const id of folders) if (publishing.get(id) === done) publishing.delete(id);
      };
      done.then(forget, forget);
      return done;
    },
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
