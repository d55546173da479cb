// Ranking over HTTP: reorder, reposition, cleanup detection, renumbering, the one-row rule, and 1,000
// random moves checked against a model of the list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_MESSAGES, CARD_STATUSES } from '../../../common/schemas/cards';
import type { TestClient } from '../../test/httpClient';
import { published as publishedOn } from '../../test/published';
import { startTestServer, type TestServer } from '../../test/testServer';
import { insertCards, makeProject, makeWorkspace } from '../../test/workspace';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

interface Listed {
  id: number;
  order: string;
  status: string;
}
const list = async (api: TestClient, projectId: number): Promise<Listed[]> =>
  (await api.get(`/api/projects/${projectId}/cards`)).body;
const ids = async (api: TestClient, projectId: number) => (await list(api, projectId)).map((c) => c.id);

/** A workspace with `count` cards ranked 1..n (or at the given orders). */
async function ranked(count: number, orders?: string[]) {
  const ws = await makeWorkspace(server);
  await insertCards(server, ws.projectId, ws.prefix, count);
  const cards = await list(ws.owner.client, ws.projectId);
  for (const [i, order] of (orders ?? []).entries())
    await server.db('cards').where({ id: cards[i]!.id }).update({ order });
  return { ws, api: ws.owner.client, cardIds: cards.map((c) => c.id) };
}

/** The UPDATE statements on cards while `action` runs, with the rows each one wrote. */
async function cardUpdates(action: () => Promise<unknown>) {
  const statements: { sql: string; rows: number }[] = [];
  const onResponse = (response: any, query: { sql: string }) => {
    if (!/^\s*update\s+"cards"/i.test(query.sql)) return;
    const rows = Array.isArray(response)
      ? response.length
      : typeof response === 'number'
        ? response
        : response.rowCount;
    statements.push({ sql: query.sql, rows });
  };
  server.db.on('query-response', onResponse);
  try {
    await action();
  } finally {
    server.db.removeListener('query-response', onResponse);
  }
  return statements;
}

const published = (run: () => Promise<unknown>) => publishedOn(server, run);

describe('reorder and reposition', () => {
  it('move a card up, down and to the top, and do nothing at the edges', async () => {
    const {
      ws,
      api,
      cardIds: [a, b, c, d],
    } = await ranked(4);
    const reorder = (id: number, body: object) => api.patch(`/api/cards/${id}/reorder`, body);
    const up = await reorder(c!, { direction: 'up' });
    expect(up.status).toBe(200);
    expect(up.body).toEqual([{ id: c, order: '1.500', updatedAt: expect.any(String) }]);
    expect(await ids(api, ws.projectId)).toEqual([a, c, b, d]);
    await reorder(a!, { direction: 'down', groupBy: 'none' });
    expect(await ids(api, ws.projectId)).toEqual([c, a, b, d]);
    expect((await reorder(d!, { direction: 'down', moveToTop: true })).body[0].order).toBe('0.500');
    expect(await ids(api, ws.projectId)).toEqual([d, c, a, b]);

    const edges = await published(async () => {
      for (const res of [
        await reorder(d!, { direction: 'up' }),
        await reorder(b!, { direction: 'down' }),
        await reorder(d!, { direction: 'up', moveToTop: true }),
      ])
        expect([res.status, res.body]).toEqual([200, []]);
    });
    expect(edges).toEqual([]);
    expect(await ids(api, ws.projectId)).toEqual([d, c, a, b]);
  });

  it('move within a group, jumping over the cards of other groups', async () => {
    const { ws, api, cardIds } = await ranked(6);
    const [a, b, c, d, e, f] = cardIds as [number, number, number, number, number, number];
    await server.db('cards').whereIn('id', [b, d, f]).update({ status: 'ready' });
    const category = (
      await server.db('categories').insert({ name: 'UC', projectId: ws.projectId }).returning('id')
    )[0].id;
    await server.db('cards').whereIn('id', [a, c]).update({ categoryId: category });

    await api.patch(`/api/cards/${f}/reorder`, { direction: 'up', groupBy: 'status', groupValue: 'ready' });
    expect(await ids(api, ws.projectId)).toEqual([a, b, c, f, d, e]);
    await api.patch(`/api/cards/${b}/reorder`, { direction: 'down', groupBy: 'status', groupValue: 'ready' });
    expect(await ids(api, ws.projectId)).toEqual([a, c, f, b, d, e]);
    await api.patch(`/api/cards/${e}/reorder`, {
      direction: 'up',
      groupBy: 'category',
      groupValue: 'unsorted',
      moveToTop: true,
    });
    expect(await ids(api, ws.projectId)).toEqual([a, c, e, f, b, d]);
    await api.patch(`/api/cards/${c}/reorder`, {
      direction: 'up',
      groupBy: 'category',
      groupValue: String(category),
    });
    expect(await ids(api, ws.projectId)).toEqual([c, a, e, f, b, d]);

    const refused: [object, number, string][] = [
      [{ direction: 'up', groupBy: 'status', groupValue: 'backlog' }, f, CARD_MESSAGES.cardNotInGroup],
      [{ direction: 'up', groupBy: 'status', groupValue: 'done' }, f, 'groupValue must be a status'],
      [{ direction: 'up', groupBy: 'priority' }, f, 'groupValue must be an impact'],
      [{ direction: 'up', groupBy: 'release', groupValue: -4 }, f, 'groupValue must be a release id or none'],
      [{ direction: 'sideways' }, f, 'direction must be up or down'],
      [{ direction: 'up', moveToTop: 'yes' }, f, 'expected boolean'],
    ];
    for (const [body, id, message] of refused) {
      const res = await api.patch(`/api/cards/${id}/reorder`, body);
      expect([res.status, res.body.error], JSON.stringify(body)).toEqual([
        400,
        expect.stringContaining(message),
      ]);
    }
  });

  it('place a card right above or below a target of the same group', async () => {
    const { ws, api, cardIds } = await ranked(5);
    const [a, b, c, d, e] = cardIds as [number, number, number, number, number];
    const reposition = (id: number, body: object) => api.post(`/api/cards/${id}/reposition`, body);
    expect((await reposition(e, { targetCardId: b, position: 'above' })).body[0].order).toBe('1.500');
    expect(await ids(api, ws.projectId)).toEqual([a, e, b, c, d]);
    await reposition(a, { targetCardId: d, position: 'below' });
    expect(await ids(api, ws.projectId)).toEqual([e, b, c, d, a]);
    for (const noop of [
      { targetCardId: b, position: 'below' },
      { targetCardId: c, position: 'above' },
      { targetCardId: c },
    ])
      expect((await reposition(c, { position: 'above', ...noop })).body).toEqual([]);

    await server.db('cards').where({ id: d }).update({ status: 'ready' });
    const other = await makeProject(api, ws.folderId, 'OTH', 'Other');
    await insertCards(server, other.id, 'OTH', 1);
    const [foreign] = await ids(api, other.id);
    const refused: [object, number, string][] = [
      [
        { targetCardId: d, position: 'above', groupBy: 'status', groupValue: 'backlog' },
        400,
        CARD_MESSAGES.targetNotInGroup,
      ],
      [{ targetCardId: foreign, position: 'above' }, 400, CARD_MESSAGES.targetNotInGroup],
      [{ targetCardId: 99999999, position: 'above' }, 404, CARD_MESSAGES.notFound],
      [{ targetCardId: 'x', position: 'above' }, 400, 'Target card must be a number'],
      [{ targetCardId: d, position: 'beside' }, 400, 'position must be above or below'],
    ];
    for (const [body, status, message] of refused) {
      const res = await reposition(b, body);
      expect([res.status, res.body.error], JSON.stringify(body)).toEqual([status, message]);
    }
    expect(await ids(api, ws.projectId)).toEqual([e, b, c, d, a]);
  });
});

describe('rank writes', () => {
  it('write exactly one row when there is room', async () => {
    const { api, cardIds } = await ranked(30);
    const writes = await cardUpdates(async () => {
      expect((await api.patch(`/api/cards/${cardIds[20]}/reorder`, { direction: 'up' })).status).toBe(200);
    });
    expect(writes).toEqual([{ sql: expect.stringMatching(/^update "cards" set "order"/), rows: 1 }]);
    const repositions = await cardUpdates(() =>
      api.post(`/api/cards/${cardIds[0]}/reposition`, { targetCardId: cardIds[29], position: 'below' }),
    );
    expect(repositions.map((w) => w.rows)).toEqual([1]);
  });

  it('renumber the project first when the gap is exhausted, and report every renumbered card', async () => {
    const { ws, api, cardIds } = await ranked(5, ['1.000', '1.001', '1.002', '3.000', '4.000']);
    const [a, b, c, d, e] = cardIds as [number, number, number, number, number];
    expect((await api.get(`/api/projects/${ws.projectId}/cards/rank-complexity`)).body).toEqual({
      needsCleanup: true,
    });
    let answer: any;
    const events = await published(async () => {
      const writes = await cardUpdates(async () => {
        answer = (await api.patch(`/api/cards/${d}/reorder`, { direction: 'up' })).body;
      });
      expect(writes.map((w) => w.rows)).toEqual([4, 1]);
    });
    expect(answer.map((change: any) => [change.id, change.order])).toEqual([
      [b, '2.000'],
      [c, '3.000'],
      [e, '5.000'],
      [d, '2.500'],
    ]);
    expect(events).toEqual([
      expect.objectContaining({ type: 'cards.reordered', folderId: ws.folderId, data: answer }),
    ]);
    expect(await ids(api, ws.projectId)).toEqual([a, b, d, c, e]);
  });

  it('untangle shared orders too', async () => {
    const { ws, api, cardIds } = await ranked(3, ['7.000', '7.000', '7.000']);
    await api.post(`/api/cards/${cardIds[2]}/reposition`, { targetCardId: cardIds[1], position: 'above' });
    expect((await list(api, ws.projectId)).map((c) => [c.id, c.order])).toEqual([
      [cardIds[0], '1.000'],
      [cardIds[2], '1.500'],
      [cardIds[1], '2.000'],
    ]);
  });

  it('detect and clean up in one statement, keeping the sequence', async () => {
    const { ws, api, cardIds } = await ranked(6, ['9', '-2', '-2', '3.0005', '3.001', '200000000000']);
    const complexity = () => api.get(`/api/projects/${ws.projectId}/cards/rank-complexity`);
    expect((await complexity()).body).toEqual({ needsCleanup: true });
    const before = await ids(api, ws.projectId);
    let answer: any;
    const events = await published(async () => {
      const writes = await cardUpdates(async () => {
        answer = (await api.post(`/api/projects/${ws.projectId}/cards/recalculate-ranks`)).body;
      });
      expect(writes.map((w) => w.rows)).toEqual([answer.length]);
    });
    expect(await ids(api, ws.projectId)).toEqual(before);
    expect((await list(api, ws.projectId)).map((c) => c.order)).toEqual([
      '1.000',
      '2.000',
      '3.000',
      '4.000',
      '5.000',
      '6.000',
    ]);
    expect(answer.map((c: any) => c.id).sort()).toEqual([...cardIds].sort());
    expect(events).toEqual([expect.objectContaining({ type: 'cards.reordered', data: answer })]);
    expect((await complexity()).body).toEqual({ needsCleanup: false });
    const again = await published(() => api.post(`/api/projects/${ws.projectId}/cards/recalculate-ranks`));
    expect(again).toEqual([]);
    const folder = await api.get(`/api/projects/${ws.folderId}/cards/rank-complexity`);
    expect([folder.status, folder.body.error]).toEqual([404, CARD_MESSAGES.notAProject]);
  });
});

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
