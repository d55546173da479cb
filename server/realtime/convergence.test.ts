// Convergence: while five people race each other's writes on one board, every live client —
// three through the project's reconcile, two by docs/realtime.md's rules alone — ends equal to the database
// once it has caught up, and every event carries version = its seq. A calm control with one writer proves
// the harness itself sound. Replay a failure with the seed it prints: CONVERGENCE_SEED=<n>; longer or more
// rounds with CONVERGENCE_SECONDS / CONVERGENCE_ROUNDS.
import { afterAll, describe, expect, it } from 'vitest';
import { explain, listen, makeBoard, playRound, type Board } from '../test/convergenceBoard';
import type { Op } from '../test/convergenceOpKit';
import { CALM_OPS, OPS } from '../test/convergenceOps';
import { liveTestServer } from '../test/liveTestServer';

const numberFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const SEED = numberFromEnv('CONVERGENCE_SEED', 1 + Math.floor(Math.random() * 2 ** 30));
const SECONDS = numberFromEnv('CONVERGENCE_SECONDS', 2);
const ROUNDS = numberFromEnv('CONVERGENCE_ROUNDS', 2);

/** How often a round that wrote next to nothing is played, each time three times longer. */
const MIN_WRITE_ATTEMPTS = 3;

/**
 * An even seed plays on a node whose creates and moves queue per project (domain/projectQueues.ts), as one
 * node runs; an odd one without the queues, so those statements also meet in PostgreSQL's lock queue, as
 * several nodes' do.
 */
const world = liveTestServer({ perProject: SEED % 2 === 0 ? undefined : Infinity });
const boards: Board[] = [];
afterAll(() => {
  for (const board of boards) for (const listener of board.listeners) listener.close();
});

/**
 * Plays `rounds` rounds on `board`, then fails with the seed and a readable diff of every round that
 * differed (all rounds are played: a later round may show what an earlier one only hinted at).
 */
async function converges(board: Board, rounds: number, writers: number, ops: readonly Op[]) {
  const checkedFrom: number[] = [];
  const failures: string[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const seed = SEED + round - 1;
    // A round that wrote next to nothing proves nothing: on a loaded machine (7 writes in 2 s, load 13) it is
    // played again for longer, up to three times.
    for (let attempt = 1, seconds = SECONDS; ; attempt += 1, seconds *= 3) {
      const result = await playRound(world, board, { seed, seconds, writers, ops, checkedFrom });
      const written = result.reports.reduce(
        (sum, r) => sum + (r.byStatus[200] ?? 0) + (r.byStatus[201] ?? 0),
        0,
      );
      if (result.differences.length || result.problems.length) failures.push(explain(SEED, round, result));
      else if (written <= 10 && attempt === MIN_WRITE_ATTEMPTS)
        failures.push(`${explain(SEED, round, result)}\nonly ${written} writes succeeded`);
      else if (written <= 10) continue;
      break;
    }
  }
  if (failures.length) expect.fail(failures.join('\n\n'));
}

describe('convergence under concurrent writes', () => {
  // Room for a round played again, longer, on a loaded machine (1 + 3 + 9 times SECONDS).
  const timeout = 60_000 + ROUNDS * SECONDS * 13 * 5_000;

  it(
    'calm control: one writer editing cards, every listener equals the database',
    async () => {
      const board = await makeBoard(world, 0);
      boards.push(board);
      await listen(world, board, 1, 1);
      await converges(board, 1, 1, CALM_OPS);
    },
    timeout,
  );

  it(
    'five writers racing on shared ids, every listener equals the database',
    async () => {
      const board = await makeBoard(world, 4);
      boards.push(board);
      await listen(world, board, 3, 2);
      await converges(board, ROUNDS, 5, OPS);
    },
    timeout,
  );
});
