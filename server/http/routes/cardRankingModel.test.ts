// 1,000 random moves against a model list: ranks stay a total order that matches the model.
// random moves checked against a model of the list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_STATUSES } from '../../../common/schemas/cards';

import { cardIds, listCards, rankedWorkspace, type Listed } from '../../test/cards';
import { startTestServer, type TestServer } from '../../test/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const list = listCards;
const ids = cardIds;
const ranked = (count: number, orders?: string[]) => rankedWorkspace(server, count, orders);

/** Deterministic pseudo-random numbers, so a failure can be replayed from its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    // mulberry32: unlike a bare LCG, its low bits do not alternate, so choices are independent.
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * below);
  };
}

type Move =
  | { kind: 'reorder'; id: number; direction: 'up' | 'down'; moveToTop: boolean; byStatus: boolean }
  | { kind: 'reposition'; id: number; target: number; position: 'above' | 'below'; byStatus: boolean };

/** The expected list after a move: the same rule as the server, on an array. */
function applyMove(model: Listed[], move: Move) {
  const card = model.find((c) => c.id === move.id)!;
  let anchor: Listed | undefined;
  let below: boolean;
  if (move.kind === 'reorder') {
    const group = model.filter((c) => !move.byStatus || c.status === card.status);
    const at = group.indexOf(card);
    anchor = move.moveToTop ? group[0] : group[move.direction === 'up' ? at - 1 : at + 1];
    below = !move.moveToTop && move.direction === 'down';
  } else {
    anchor = model.find((c) => c.id === move.target);
    below = move.position === 'below';
  }
  if (!anchor || anchor === card) return;
  model.splice(model.indexOf(card), 1);
  model.splice(model.indexOf(anchor) + (below ? 1 : 0), 0, card);
}

describe('1,000 random moves', () => {
  const runs = process.env.DATABASE_URL ? 1000 : Number(process.env.RANKING_RUNS ?? 1000);

  it(`keep a total order that matches the model (${runs} moves)`, { timeout: 180_000 }, async () => {
    const seed = Number(process.env.RANKING_SEED ?? Date.now() % 100_000);
    const next = random(seed);
    const { ws, api } = await ranked(40);
    const cards = await list(api, ws.projectId);
    for (const [i, card] of cards.entries()) card.status = CARD_STATUSES[i % 4]!;
    for (const status of CARD_STATUSES)
      await server
        .db('cards')
        .whereIn(
          'id',
          cards.filter((c) => c.status === status).map((c) => c.id),
        )
        .update({ status });
    const model = [...cards];
    const started = Date.now();
    let cleanups = 0;

    for (let run = 0; run < runs; run += 1) {
      const card = model[next(model.length)]!;
      const byStatus = next(2) === 1;
      const groupBody = byStatus ? { groupBy: 'status', groupValue: card.status } : { groupBy: 'none' };
      let move: Move;
      if (next(2) === 0) {
        move = {
          kind: 'reorder',
          id: card.id,
          direction: next(2) ? 'up' : 'down',
          moveToTop: next(5) === 0,
          byStatus,
        };
        const res = await api.patch(`/api/cards/${card.id}/reorder`, {
          ...groupBody,
          direction: move.direction,
          moveToTop: move.moveToTop,
        });
        expect(res.status, `seed ${seed} run ${run}: ${res.text}`).toBe(200);
      } else {
        const candidates = model.filter((c) => !byStatus || c.status === card.status);
        const target = candidates[next(candidates.length)]!;
        move = {
          kind: 'reposition',
          id: card.id,
          target: target.id,
          position: next(2) ? 'above' : 'below',
          byStatus,
        };
        const res = await api.post(`/api/cards/${card.id}/reposition`, {
          ...groupBody,
          targetCardId: target.id,
          position: move.position,
        });
        expect(res.status, `seed ${seed} run ${run}: ${res.text}`).toBe(200);
      }
      applyMove(model, move);
      if ((await api.get(`/api/projects/${ws.projectId}/cards/rank-complexity`)).body.needsCleanup) {
        cleanups += 1;
        expect((await api.post(`/api/projects/${ws.projectId}/cards/recalculate-ranks`)).status).toBe(200);
      }
      if (run % 20 === 19)
        expect(await ids(api, ws.projectId), `seed ${seed} run ${run}`).toEqual(model.map((c) => c.id));
    }

    const final = await list(api, ws.projectId);
    expect(
      final.map((c) => c.id),
      `seed ${seed}`,
    ).toEqual(model.map((c) => c.id));
    const orders = final.map((c) => Number(c.order));
    for (let i = 1; i < orders.length; i += 1) expect(orders[i]).toBeGreaterThan(orders[i - 1]!);
    console.info(`ranking: ${runs} moves, ${cleanups} cleanups, ${Date.now() - started} ms (seed ${seed})`);
  });
});
