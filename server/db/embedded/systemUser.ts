// PostgreSQL refuses to run as root. When Cardplan runs as root (containers), the cluster runs as the
// system user `postgres`, made once if the machine has none.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import type { Logger } from '../../logger';

export interface RunAs {
  uid: number;
  gid: number;
}

const USER = 'postgres';

function lookUp(): RunAs | undefined {
  try {
    const id = (flag: string) => Number.parseInt(execFileSync('id', [flag, USER], { encoding: 'utf8' }), 10);
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return undefined;
  }
}

function create(logger: Logger): RunAs {
  const attempts = [
    ['useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', USER]],
    ['adduser', ['-S', '-D', '-H', USER]], // Alpine / BusyBox
  ] as const;
  for (const [command, args] of attempts) {
    if (spawnSync(command, args, { stdio: 'ignore' }).status === 0) {
      logger.warn(`created the system user ${USER}: the embedded PostgreSQL cannot run as root`);
      const found = lookUp();
      if (found) return found;
    }
  }
  throw new Error(
    `Cardplan runs as root and PostgreSQL cannot: create a system user named ${USER}, run Cardplan as a normal user, or set DATABASE_URL`,
  );
}

/** Who the cluster runs as: undefined when Cardplan is not root (it then runs as Cardplan's own user). */
export function clusterUser(logger: Logger): RunAs | undefined {
  if (os.platform() === 'win32' || process.getuid?.() !== 0) return undefined;
  return lookUp() ?? create(logger);
}

/** Gives `path` to the cluster user and checks that user can reach it (every parent directory searchable). */
export function handOver(path: string, runAs: RunAs | undefined) {
  if (!runAs) return;
  fs.chownSync(path, runAs.uid, runAs.gid);
  const reachable = spawnSync('test', ['-w', path], { uid: runAs.uid, gid: runAs.gid }).status === 0;
  if (!reachable)
    throw new Error(
      `The embedded PostgreSQL runs as the user ${USER} (Cardplan runs as root) and cannot reach ${path}: let it search the parent directories (chmod o+x), choose another DATA_DIR, or set DATABASE_URL`,
    );
}
