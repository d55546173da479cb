// The change hub: commands return changes; runCommand numbers them into the folder's event log inside the
// same transaction, and publishes them only after that transaction commits, with the notices of the people
// whose lists those changes alter (accessNotices.ts).
import type { ChangeEvent, PendingChange } from '../../common/events';
import type { ChangeCause } from '../../common/schemas/history';
import type { Db } from '../db/connection';
import {
  folderEventsRepo,
  isVersionedWrite,
  type LastWrite,
  type PlainWrite,
} from '../db/repos/folderEvents';
import { nextTurn, TURN_SLICE } from '../turns';
import { accessNotices } from './accessNotices';

export interface ChangeMeta {
  actorId: string;
  mutationId?: string;
  /**
   * An undo or a redo (the X-Change-Cause header): history and minutes show it; or an import, set by its
   * routes (its things' own history rows are then left out of the project's Activity).
   */
  cause?: ChangeCause | 'import';
  /** A restore from the trash: its creates are kept in history as "restored". */
  restoring?: boolean;
}

import type { ChangeHub, WriteTicket } from './changeHub';

export { createChangeHub, type ChangeHub } from './changeHub';

export interface CommandOutcome<T> {
  result: T;
  changes: PendingChange[];
  /**
   * The command's last write, not yet sent, with a RETURNING clause: it goes out in the same statement as
   * the event log append, right before COMMIT (one round trip fewer, and the folder's counter held for less
   * time). It may only write rows the command has already locked (the counter stays the last lock taken);
   * a write of a row a change describes sets the row's version itself (`VersionedWrite`, a move's card).
   * Several plain writes go out together (a delete and the trash entry that keeps what it deletes: both
   * read the rows as they were before the statement).
   */
  lastWrite?: LastWrite | PlainWrite[];
}

/**
 * A command's answer that is not its change's data (a project answered with the caller's own access): it reads
 * `version` from that data, which the log append sets to the event's seq after the command has returned.
 */
export function versionFrom<T extends { version: number }>(answer: T, data: { version: number }): T {
  return Object.defineProperty(answer, 'version', { get: () => data.version, enumerable: true });
}

/** Numbers a command's changes per folder, keeping their order; the last write rides with the first folder's. */
async function appendToLog(
  trx: Db,
  outcome: CommandOutcome<unknown>,
  meta: ChangeMeta,
): Promise<ChangeEvent[]> {
  const byFolder = new Map<number, PendingChange[]>();
  for (const change of outcome.changes) {
    const folder = byFolder.get(change.folderId);
    if (folder) folder.push(change);
    else byFolder.set(change.folderId, [change]);
  }
  let lastWrite = outcome.lastWrite;
  const events: ChangeEvent[] = [];
  for (const [folderId, folderChanges] of byFolder) {
    events.push(...(await folderEventsRepo.append(trx, folderId, folderChanges, meta, lastWrite)));
    lastWrite = undefined;
  }
  if (lastWrite) {
    // A versioned row written without a change has no seq to take: no screen would hear of it.
    if (!Array.isArray(lastWrite) && isVersionedWrite(lastWrite))
      throw new Error('a versioned last write needs a change to ride with');
    for (const write of Array.isArray(lastWrite) ? lastWrite : [lastWrite]) await write;
  }
  return events;
}

/** How often a command runs again after PostgreSQL broke a deadlock by rolling it back. */
const DEADLOCK_ATTEMPTS = 3;

const isDeadlock = (error: unknown) => (error as { code?: string } | null)?.code === '40P01';

/** Runs `attempt` again when PostgreSQL rolled it back to break a deadlock (it changed nothing). */
async function retryingDeadlocks<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isDeadlock(error) || tries >= DEADLOCK_ATTEMPTS) throw error;
    }
  }
}

/**
 * Runs a command in one transaction, then publishes what it changed and tells whoever's lists it changed
 * (read before the log append, whose last write may delete a folder). Nothing is published on failure. A
 * transaction rolled back to break a deadlock runs again (it changed nothing): the version stamps re-check
 * the foreign keys of the rows a command wrote after the folder's counter is taken (folderEvents.ts), so a
 * write racing a delete that holds a referenced row FOR UPDATE (a use case's, a release's) can deadlock.
 */
export async function runCommand<T>(
  db: Db,
  hub: ChangeHub,
  meta: ChangeMeta,
  command: (trx: Db) => Promise<CommandOutcome<T>>,
): Promise<T> {
  let ticket: WriteTicket | undefined;
  try {
    const { result, events, notices } = await retryingDeadlocks(() =>
      db.transaction(async (trx) => {
        const outcome = await command(trx);
        const notices = await accessNotices(trx, outcome.changes, meta);
        // A big batch (an import's 10,000 changes) lets other requests in between these passes over it.
        if (outcome.changes.length > TURN_SLICE) await nextTurn();
        // From the log append on, this write holds seqs that may be answered after a later one's.
        ticket ??= hub.expect();
        const logged = await appendToLog(trx, outcome, meta);
        return { result: outcome.result, events: logged, notices };
      }),
    );
    if (events.length) await hub.publish(events, notices, ticket);
    return result;
  } finally {
    ticket?.release();
  }
}

/**
 * A write made and logged by one autocommitted statement (a card create: cardCreate.ts), which answers its
 * event, or undefined when it declined. It goes through its project's queue on this node (`projectId`, when
 * known: projectQueues.ts), which it leaves once PostgreSQL has answered. The event is published as runCommand
 * publishes a command's; a statement that writes no access change has no notices to send.
 */
export async function runStatement<E extends ChangeEvent>(
  hub: ChangeHub,
  projectId: number | undefined,
  statement: () => Promise<E | undefined>,
): Promise<E | undefined> {
  // Taken once out of the queue: a write still queued holds no seq that a published event should wait for.
  let ticket: WriteTicket | undefined;
  try {
    const event = await hub.queues.run(projectId, () => {
      ticket = hub.expect();
      return retryingDeadlocks(statement);
    });
    if (event) await hub.publish([event], [], ticket);
    return event;
  } finally {
    ticket?.release();
  }
}
