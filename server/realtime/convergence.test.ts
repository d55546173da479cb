// Convergence (issue 24): while five people race each other's writes on one board, every live client —
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

const world = liveTestServer();
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
    const result = await playRound(world, board, { seed, seconds: SECONDS, writers, ops, checkedFrom });
    // A round that wrote next to nothing proves nothing.
    const written = result.reports.reduce(
      (sum, r) => sum + (r.byStatus[200] ?? 0) + (r.byStatus[201] ?? 0),
      0,
    );
    if (result.differences.length || result.problems.length || written <= 10)
      failures.push(
        explain(SEED, round, result) + (written <= 10 ? `\nonly ${written} writes succeeded` : ''),
      );
  }
  if (failures.length) expect.fail(failures.join('\n\n'));
}

describe('convergence under concurrent writes', () => {
  const timeout = 20_000 + ROUNDS * SECONDS * 5_000;

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
