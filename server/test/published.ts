// Collects the changes a server publishes while some requests run, and checks their numbering.
import type { ChangeEvent } from '../../common/events';
import type { TestServer } from './testServer';

export async function published(server: TestServer, run: () => Promise<unknown>): Promise<ChangeEvent[]> {
  const events: ChangeEvent[] = [];
  const stop = server.changes.subscribe((event) => {
    events.push(event);
  });
  try {
    await run();
  } finally {
    stop();
  }
  // Within one folder, what one request publishes is numbered consecutively.
  const last = new Map<number, number>();
  for (const event of events) {
    const previous = last.get(event.folderId);
    if (previous !== undefined && event.seq !== previous + 1) {
      throw new Error(`folder ${event.folderId}: seq ${event.seq} after ${previous}`);
    }
    last.set(event.folderId, event.seq);
  }
  return events;
}

/** The events without their sequence numbers, for comparing contents. */
export const withoutSeq = (events: ChangeEvent[]) => events.map(({ seq: _seq, ...rest }) => rest);
