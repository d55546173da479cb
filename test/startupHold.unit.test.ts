// `npm start` holds V8's young generation and TurboFan while the server starts and releases them once the
// server listens (scripts/startupHold.mjs): in a Node of its own, a start-like run with and without the hold.
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { serverNodeArgs } from '../scripts/startupHold.mjs';

const MODULE = pathToFileURL(`${import.meta.dirname}/../scripts/startupHold.mjs`).href;

/**
 * Allocates as a start does (everything survives) and runs a function hot, releases, does both again: the
 * young generation's size in MiB and whether TurboFan optimised the function (V8's status bit 1 << 6).
 */
const SCRIPT = `
import v8 from 'node:v8';
import { releaseAfterStart } from ${JSON.stringify(MODULE)};
const youngMiB = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size / 2 ** 20;
const kept = [];
const survive = (count) => { for (let i = 0; i < count; i++) kept.push({ i, text: 'card ' + i }); };
function hot(n) { let sum = 0; for (let i = 0; i < n; i++) sum = (sum + i * 7) % 1000003; return sum; }
const turbofanned = () => (%GetOptimizationStatus(hot) & (1 << 6)) !== 0;
const runHot = (ms) => { const until = Date.now() + ms; do hot(100_000); while (!turbofanned() && Date.now() < until); };
survive(300_000);
runHot(500);
const started = { young: youngMiB(), turbofanned: turbofanned() };
releaseAfterStart();
survive(300_000);
runHot(3000);
console.log(JSON.stringify({ started, afterwards: { young: youngMiB(), turbofanned: turbofanned() } }));
`;

interface Phase {
  young: number;
  turbofanned: boolean;
}

function run(nodeArgs: string[]): { started: Phase; afterwards: Phase } {
  const args = [...nodeArgs, '--allow-natives-syntax', '--input-type=module', '-e', SCRIPT];
  const output = execFileSync(process.execPath, args, {
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  return JSON.parse(output);
}

describe('a start', () => {
  it('unheld, grows the young generation to its maximum and optimises what runs hot', () => {
    expect(run([]).started).toEqual({
      young: expect.toSatisfy((mib: number) => mib >= 16),
      turbofanned: true,
    });
  });

  it('held, keeps both at their first state, and releases them to grow and optimise again', () => {
    const { started, afterwards } = run(serverNodeArgs());
    expect(started).toEqual({ young: expect.toSatisfy((mib: number) => mib <= 2), turbofanned: false });
    expect(afterwards).toEqual({ young: expect.toSatisfy((mib: number) => mib >= 16), turbofanned: true });
  });

  it('leaves to an operator what they set with a flag', () => {
    const { started } = run([...serverNodeArgs(), '--max-semi-space-size=8', '--turbofan']);
    // Grown as far as that flag lets it: 2 × 8 MiB (Node 24 counts a little more).
    expect(started).toEqual({ young: expect.toSatisfy((mib: number) => mib >= 16), turbofanned: true });
  });
});
