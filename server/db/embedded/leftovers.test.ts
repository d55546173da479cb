// What a start finds of an earlier run: a dead postmaster's pid file, a recycled pid, the Cardplan that owns the cluster.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Logger } from '../../logger';
import { clearLeftovers, liveOwner, removeOwner, writeOwner } from './leftovers';

let dir: string;
let warnings: string[];
const logger = { warn: (_fields: object, message: string) => warnings.push(message) } as unknown as Logger;
const pidFile = () => path.join(dir, 'postmaster.pid');

/** A pid no process has: one that just exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardplan-leftovers-'));
  warnings = [];
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('clearLeftovers', () => {
  it('does nothing and says nothing after a clean stop', async () => {
    await clearLeftovers(dir, logger);
    expect(warnings).toEqual([]);
  });

  it('leaves the pid file of a postmaster that is gone to PostgreSQL, and says so', async () => {
    fs.writeFileSync(pidFile(), `${await deadPid()}\n${dir}\n`);
    await clearLeftovers(dir, logger);
    expect(fs.existsSync(pidFile())).toBe(true);
    expect(warnings).toEqual([expect.stringContaining('not shut down cleanly')]);
  });

  it('removes a pid file naming a live program that is not this PostgreSQL, and leaves that program alone', async () => {
    fs.writeFileSync(pidFile(), `${process.pid}\n${dir}\n`);
    await clearLeftovers(dir, logger);
    expect(fs.existsSync(pidFile())).toBe(false);
    expect(warnings).toEqual([expect.stringContaining('recycled pid')]);
  });
});

describe('liveOwner', () => {
  it('is the live Cardplan process named in the owner file, and nobody once it has gone', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeOwner(dir, { pid: other.pid!, port: 5999 });
      expect(liveOwner(dir)).toEqual({ pid: other.pid, port: 5999 });
    } finally {
      other.kill('SIGKILL');
      await new Promise((resolve) => other.once('exit', resolve));
    }
    expect(liveOwner(dir)).toBeUndefined();
  });

  it('is never this process, and nobody without a file', () => {
    writeOwner(dir, { pid: process.pid, port: 5999 });
    expect(liveOwner(dir)).toBeUndefined();
    removeOwner(dir);
    expect(liveOwner(dir)).toBeUndefined();
  });
});
