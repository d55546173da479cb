// Reorder, reposition and rank clean-up: one row per move, renumbering only when the gap is gone.
// random moves checked against a model of the list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_MESSAGES } from '../../../common/schemas/cards';

import { published as publishedOn } from '../../test/published';
import { cardIds, listCards, rankedWorkspace } from '../../test/cards';
import { startTestServer, type TestServer } from '../../test/testServer';
import { insertCards, makeProject } from '../../test/workspace';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const list = listCards;
const ids = cardIds;
const ranked = (count: number, orders?: string[]) => rankedWorkspace(server, count, orders);

/**
 * What `action` wrote to cards: the statements that update cards (a move's write rides in the statement
 * that appends its event) and the cards whose order or version changed, compared row by row.
 */
async function cardUpdates(action: () => Promise<unknown>) {
  const versions = async () =>
    new Map(
      (await server.db('cards').select('id', 'order', 'updatedAt')).map((row) => [
        row.id,
        `${row.order} ${row.updatedAt.toISOString()}`,
      ]),
    );
  const statements: string[] = [];
  const onQuery = (query: { sql: string }) => {
    // A move's one statement writes the card inside card_move (migration 20261130020000).
    if (/update\s+"cards"|card_move\(/i.test(query.sql)) statements.push(query.sql);
  };
  const before = await versions();
  server.db.on('query', onQuery);
  try {
    await action();
  } finally {
    server.db.removeListener('query', onQuery);
  }
  const after = await versions();
  const changed = [...after].filter(([id, version]) => before.get(id) !== version).map(([id]) => id);
  return { statements, changed };
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
    expect(up.body).toEqual([
      { id: c, order: '1.500', updatedAt: expect.any(String), version: expect.any(Number) },
    ]);
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
    expect(writes.statements).toEqual([expect.stringMatching(/card_move\(/)]);
    expect(writes.changed).toEqual([cardIds[20]]);
    const repositions = await cardUpdates(() =>
      api.post(`/api/cards/${cardIds[0]}/reposition`, { targetCardId: cardIds[29], position: 'below' }),
    );
    expect(repositions.statements).toHaveLength(1);
    expect(repositions.changed).toEqual([cardIds[0]]);
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
      // the one statement, declining (no room), then the command's renumbering and its move; d is written by both
      expect(writes.statements).toEqual([
        expect.stringMatching(/card_move\(/),
        expect.stringMatching(/UPDATE "cards" AS c SET "order" = ranked.rank/),
        expect.stringMatching(/update "cards" set "order"/),
      ]);
      expect(writes.changed.sort()).toEqual([b, c, d, e].sort());
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
      expect(writes.statements).toHaveLength(1);
      expect(writes.changed.sort()).toEqual(answer.map((change: any) => change.id).sort());
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
