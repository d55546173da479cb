// A preload for a server under a benchmark: records every stretch over 20 ms in which its event loop could not
// run (each a request of somebody else's kept waiting) and writes them, at exit, to $LOOP_BLOCKS_DIR as
// loop-blocks-<pid>.json. With --cpu-prof, `tsx bench/blame.ts <profile> <blocks>` names what ran in each.
//   BENCH_NODE_ARGS="--import ./bench/loopBlocks.ts --cpu-prof --cpu-prof-dir=/tmp/prof" \
//   LOOP_BLOCKS_DIR=/tmp/prof BENCH_IMPORT_RUNS=1 npm run bench:import
import fs from 'node:fs';
import path from 'node:path';

/** A block: when it ended (µs of the monotonic clock V8's profiles use) and how long it was. */
export interface LoopBlock {
  endUs: number;
  ms: number;
}

const TICK_MS = 2;
const REPORTED_MS = 20;

const blocks: LoopBlock[] = [];
let last = process.hrtime.bigint();
setInterval(() => {
  const now = process.hrtime.bigint();
  const late = Number(now - last) / 1e6 - TICK_MS;
  if (late > REPORTED_MS) blocks.push({ endUs: Number(now / 1000n), ms: Math.round(late) });
  last = now;
}, TICK_MS).unref();

process.on('exit', () => {
  const dir = process.env.LOOP_BLOCKS_DIR ?? '/tmp';
  fs.writeFileSync(path.join(dir, `loop-blocks-${process.pid}.json`), JSON.stringify(blocks));
});
