// The change hub: commands return changes; runCommand numbers them into the folder's event log inside the
// same transaction, and publishes them only after that transaction commits.
import type { Knex } from 'knex';
import type { ChangeEvent, PendingChange } from '../../common/events';
import type { Db } from '../db/connection';
import { folderEventsRepo } from '../db/repos/folderEvents';

export interface ChangeMeta {
  actorId: string;
  mutationId?: string;
}

export type ChangeListener = (event: ChangeEvent) => void | Promise<void>;

/** In-process fan-out; the real-time layer listens here to deliver to folder rooms. */
export interface ChangeHub {
  /** Resolves once every listener has handled every event (revocations are done before a response). */
  publish(events: ChangeEvent[]): Promise<void>;
  subscribe(listener: ChangeListener): () => void;
}

export function createChangeHub(): ChangeHub {
  const listeners = new Set<ChangeListener>();
  return {
    async publish(events) {
      for (const event of events) {
        for (const listener of listeners) await listener(event);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export interface CommandOutcome<T> {
  result: T;
  changes: PendingChange[];
  /**
   * The command's last write, not yet sent, with a RETURNING clause: it goes out in the same statement as
   * the event log append, right before COMMIT (one round trip fewer, and the folder's counter held for less
   * time), and writes before the counter is bumped.
   */
  lastWrite?: Knex.QueryBuilder;
}

/** Numbers a command's changes per folder, keeping their order; the last write rides with the first folder's. */
async function appendToLog(
  trx: Db,
  outcome: CommandOutcome<unknown>,
  meta: ChangeMeta,
): Promise<ChangeEvent[]> {
  const byFolder = new Map<number, PendingChange[]>();
  for (const change of outcome.changes)
    byFolder.set(change.folderId, [...(byFolder.get(change.folderId) ?? []), change]);
  let lastWrite = outcome.lastWrite;
  const events: ChangeEvent[] = [];
  for (const [folderId, folderChanges] of byFolder) {
    events.push(...(await folderEventsRepo.append(trx, folderId, folderChanges, meta, lastWrite)));
    lastWrite = undefined;
  }
  if (lastWrite) await lastWrite;
  return events;
}

/** Runs a command in one transaction, then publishes what it changed. Nothing is published on failure. */
export async function runCommand<T>(
  db: Db,
  hub: ChangeHub,
  meta: ChangeMeta,
  command: (trx: Db) => Promise<CommandOutcome<T>>,
): Promise<T> {
  const { result, events } = await db.transaction(async (trx) => {
    const outcome = await command(trx);
    const logged = await appendToLog(trx, outcome, meta);
    return { result: outcome.result, events: logged };
  });
  if (events.length) await hub.publish(events);
  return result;
}
