// A one-statement write's history row (statementEvent.ts STATEMENT_HISTORY) is the row the log append's generic
// CTE (folderEvents.ts HISTORY_CTE) writes for the same event: each card create and rank move the routes make
// is compared, column by column, with what HISTORY_CTE makes of its stored event (run and rolled back).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/testServer';
import { makeWorkspace, type Workspace } from '../../test/workspace';
import { HISTORY_CTE, historyBindings } from './folderEvents';

let server: TestServer;
let ws: Workspace;
beforeAll(async () => {
  server = await startTestServer();
  ws = await makeWorkspace(server, 'SHI');
});
afterAll(() => server?.close());

const COLUMNS = ['folderId', 'projectId', 'kind', 'entityId', 'actorId', 'action', 'cause', 'data'];

/** The history rows of the folder's event `seq`: the one the write made, then the one HISTORY_CTE makes of it. */
async function rowsOf(seq: number) {
  const trx = await server.db.transaction();
  try {
    await trx.raw(
      `WITH ev AS (SELECT "folderId", seq, "projectId", type, "actorId", cause, data
                     FROM folder_events WHERE "folderId" = ?::int AND seq = ?::int),
            ${HISTORY_CTE}
       SELECT count(*) FROM hist`,
      [ws.folderId, seq, ...historyBindings()],
    );
    return await trx('history').where({ folderId: ws.folderId, seq }).orderBy('id').select(COLUMNS);
  } finally {
    await trx.rollback();
  }
}

async function lastEvent() {
  return server.db('folder_events').where({ folderId: ws.folderId }).orderBy('seq', 'desc').first();
}

describe('a one-statement write writes the history row the log append would', () => {
  it('for card creates (with and without a mutation id, with references) and rank moves', async () => {
    const api = ws.owner.client;
    const { projectId } = ws;
    const category = (await api.post('/api/categories', { projectId, name: 'Growth' })).body;
    const answers = [
      await api.post('/api/cards', { projectId, title: 'First' }),
      await api.post(
        '/api/cards',
        { projectId, title: 'Second', categoryId: category.id, notes: 'why' },
        { 'X-Mutation-Id': 'shi-create-2' },
      ),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const created = answers.map((answer) => answer.body);
    const seqs: number[] = created.map((card) => card.version);
    const moved = await api.patch(
      `/api/cards/${created[1].id}/reorder`,
      { direction: 'up' },
      { 'X-Mutation-Id': 'shi-move', 'X-Change-Cause': 'undo' },
    );
    expect(moved.status).toBe(200);
    const move = await lastEvent();
    expect([move.type, move.data.length]).toEqual(['cards.reordered', 1]);
    seqs.push(move.seq);
    const repositioned = await api.post(`/api/cards/${created[0].id}/reposition`, {
      targetCardId: created[1].id,
      position: 'above',
    });
    expect(repositioned.status).toBe(200);
    seqs.push((await lastEvent()).seq);

    const actions: string[][] = [];
    for (const seq of seqs) {
      const [written, generic, ...more] = await rowsOf(seq);
      expect(more, `event ${seq}: one row each`).toEqual([]);
      expect(written, `event ${seq}: the write's own row`).toBeDefined();
      expect(written, `event ${seq}`).toEqual(generic);
      actions.push([written.action, written.cause]);
    }
    expect(actions).toEqual([
      ['created', null],
      ['created', null],
      ['moved', 'undo'],
      ['moved', null],
    ]);
  });
});
