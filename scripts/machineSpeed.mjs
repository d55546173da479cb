// How fast this machine is right now, in the three costs the suite's time follows: a CPU loop, a page fault
// (fresh memory touched: every process a test starts) and two threads waking each other (the kernel's
// scheduler: every socket, pipe and page message). .ci/run prints it before and after the tests, and the
// benches beside their load average, so a run's figures can be read against the machine's state
// (docs/testing.md). On the 2-core nested VM the same suite took twice as long on one day as on another while
// the loop stayed put, and a third of its CPU went to the kernel.
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

const PAGE = 4096;

function loopSeconds() {
  const started = performance.now();
  let sum = 0;
  for (let i = 0; i < 3e8; i++) sum += i & 7;
  if (sum < 0) console.log(sum); // keeps the loop
  return (performance.now() - started) / 1000;
}

/** µs per page fault: fresh, zeroed memory touched once per page. */
function pageFaultMicros(bytes = 256 * 1024 * 1024) {
  const started = performance.now();
  const memory = new Uint8Array(new ArrayBuffer(bytes));
  for (let i = 0; i < bytes; i += PAGE) memory[i] = 1;
  return ((performance.now() - started) * 1000) / (bytes / PAGE);
}

/** µs per round trip of two threads that sleep in the kernel until the other wakes them (Atomics.wait). */
async function wakeRoundTripMicros(trips = 20_000) {
  const shared = new Int32Array(new SharedArrayBuffer(8));
  const worker = new Worker(
    `const { workerData: s } = require('node:worker_threads');
     for (let i = 1; i <= ${trips}; i++) {
       Atomics.wait(s, 0, i - 1);
       Atomics.store(s, 1, i);
       Atomics.notify(s, 1);
     }`,
    { eval: true, workerData: shared },
  );
  await new Promise((resolve) => worker.once('online', resolve));
  const started = performance.now();
  for (let i = 1; i <= trips; i++) {
    Atomics.store(shared, 0, i);
    Atomics.notify(shared, 0);
    Atomics.wait(shared, 1, i - 1);
  }
  const micros = ((performance.now() - started) * 1000) / trips;
  await worker.terminate();
  return micros;
}

/** One line: the cores, the load average, and the three costs measured now (about a second). */
export async function machineSpeed() {
  const [load = 0] = os.loadavg();
  const loop = loopSeconds();
  const fault = pageFaultMicros();
  const wake = await wakeRoundTripMicros();
  return (
    `${os.availableParallelism()} cores, load average ${load.toFixed(2)}; a 3·10⁸-step loop ${loop.toFixed(2)} s,` +
    ` a page fault ${fault.toFixed(1)} µs, a thread wake round trip ${wake.toFixed(1)} µs`
  );
}

/** A bench report's machine sentence: machineSpeed() taken at its start, the load average now. */
export function machineLine(atStart) {
  return `Machine: ${atStart} at start; load average ${(os.loadavg()[0] ?? 0).toFixed(2)} at end.`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  console.log(`machine: ${await machineSpeed()}`);
