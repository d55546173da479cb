// Collects the changes a server publishes while some requests run.
import type { ChangeEvent } from '../../common/events';
import type { TestServer } from './testServer';

export async function published(
  server: TestServer,
  run: () => Promise<unknown>,
): Promise<Omit<ChangeEvent, 'seq'>[]> {
  const events: Omit<ChangeEvent, 'seq'>[] = [];
  const stop = server.changes.subscribe((event) => events.push(event));
  try {
    await run();
  } finally {
    stop();
  }
  return events;
}
