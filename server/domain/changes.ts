// The change hub: commands return changes; they are published only after their transaction commits.
import type { ChangeEvent, PendingChange } from '../../common/events';
import type { Db } from '../db/connection';

export interface ChangeMeta {
  actorId: string;
  mutationId?: string;
}

export type ChangeListener = (event: Omit<ChangeEvent, 'seq'>) => void;

/** In-process fan-out; the real-time layer subscribes here to deliver to folder rooms. */
export interface ChangeHub {
  publish(changes: PendingChange[], meta: ChangeMeta): Promise<void>;
  subscribe(listener: ChangeListener): () => void;
}

export function createChangeHub(): ChangeHub {
  const listeners = new Set<ChangeListener>();
  return {
    async publish(changes, meta) {
      for (const change of changes) {
        const event = {
          ...change,
          actorId: meta.actorId,
          ...(meta.mutationId ? { mutationId: meta.mutationId } : {}),
        };
        for (const listener of listeners) listener(event);
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
}

/** Runs a command in one transaction, then publishes what it changed. Nothing is published on failure. */
export async function runCommand<T>(
  db: Db,
  hub: ChangeHub,
  meta: ChangeMeta,
  command: (trx: Db) => Promise<CommandOutcome<T>>,
): Promise<T> {
  const { result, changes } = await db.transaction((trx) => command(trx));
  if (changes.length) await hub.publish(changes, meta);
  return result;
}
