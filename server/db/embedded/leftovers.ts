// What an earlier run can leave behind in the cluster directory, and how a start deals with it.
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from '../../logger';
import { commandLine, isAlive, stopProcess } from './processes';

export interface Owner {
  /** The Cardplan process that runs the cluster. */
  pid: number;
  port: number;
}

const ownerFile = (dataDir: string) => path.join(dataDir, 'postgres.owner.json');

export function writeOwner(dataDir: string, owner: Owner) {
  fs.writeFileSync(ownerFile(dataDir), JSON.stringify(owner), { mode: 0o600 });
}

export function removeOwner(dataDir: string) {
  fs.rmSync(ownerFile(dataDir), { force: true });
}

/** The live Cardplan process that runs this cluster now, if any (not this process). */
export function liveOwner(dataDir: string): Owner | undefined {
  let owner: Owner;
  try {
    owner = JSON.parse(fs.readFileSync(ownerFile(dataDir), 'utf8')) as Owner;
  } catch {
    return undefined;
  }
  if (owner.pid === process.pid || !isAlive(owner.pid)) return undefined;
  const command = commandLine(owner.pid);
  // A recycled pid now running something else is not an owner.
  if (command !== undefined && !/node|cardplan/i.test(command)) return undefined;
  return owner;
}

/** The pid in postmaster.pid, if the file is there. */
function postmasterPid(clusterDir: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Makes the cluster startable after an earlier Cardplan died without stopping it (SIGKILL, power loss), and
 * says what it found in one log line (nothing when nothing is left):
 * - a postmaster still running on this directory is stopped (fast shutdown; its data is intact);
 * - a postmaster.pid whose process is gone stays: PostgreSQL itself checks that no old backend still holds
 *   its shared memory, then recovers from its write-ahead log;
 * - a postmaster.pid naming a live process that is not this PostgreSQL (a recycled pid, common in
 *   containers) would stop PostgreSQL from starting, so it is removed.
 */
export async function clearLeftovers(clusterDir: string, logger: Logger): Promise<void> {
  const pid = postmasterPid(clusterDir);
  if (pid === undefined) return;
  if (!isAlive(pid)) {
    logger.warn(
      { postmasterPid: pid },
      'the embedded PostgreSQL was not shut down cleanly last time; it recovers from its log',
    );
    return;
  }
  const command = commandLine(pid);
  if (command === undefined || (command.includes('postgres') && command.includes(clusterDir))) {
    await stopProcess(pid, 'SIGINT', 15_000);
    logger.warn(
      { postmasterPid: pid },
      'stopped the embedded PostgreSQL an earlier Cardplan process left running',
    );
    return;
  }
  fs.rmSync(path.join(clusterDir, 'postmaster.pid'), { force: true });
  logger.warn(
    { postmasterPid: pid },
    'removed a stale postmaster.pid naming another program (a recycled pid)',
  );
}
