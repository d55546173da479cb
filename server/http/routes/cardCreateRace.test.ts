// POST /api/cards is one statement that takes the project's rank lock inside PostgreSQL (cardCreate.ts). A
// statement's snapshot predates its lock wait, so these hold a write of the project open, start a create that
// waits for it, and commit: the create must place its card after what the write committed, number it after,
// and decline (the command then answers 400) when the write deleted the use case it points at.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../common/schemas/cards';
import type { Db } from '../../db/connection';
import { folderEventsRepo } from '../../db/repos/folderEvents';
import type { CommandOutcome } from '../../domain/changes';
import { reorderCard } from '../../domain/commands/cardRanking';
import { createCard } from '../../domain/commands/cardCreates';
import { deleteCategory } from '../../domain/commands/categories';
import { someoneWaitsForALock } from '../../test/lockWaits';
import { startTestServer, type TestServer } from '../../test/testServer';
import { makeProject, makeWorkspace, type Workspace } from '../../test/workspace';

let server: TestServer;
let ws: Workspace;

beforeAll(async () => {
  server = await startTestServer();
  ws = await makeWorkspace(server, 'CCR');
});
afterAll(() => server?.close());

const actor = () => ({ id: ws.owner.user.id });

/** A command run as runCommand runs it but kept open while `body` is posted, committed once the post waits. */
async function createWhileHeld(held: (trx: Db) => Promise<CommandOutcome<unknown>>, body: object) {
  let creating: Promise<{ status: number; body: Card & { message?: string } }> | undefined;
  let heldSeq = 0;
  await server.db.transaction(async (trx) => {
    const outcome = await held(trx);
    const events = await folderEventsRepo.append(
      trx,
      ws.folderId,
      outcome.changes,
      { actorId: ws.owner.user.id },
      outcome.lastWrite,
    );
    heldSeq = events.at(-1)!.seq;
    creating = ws.owner.client.post('/api/cards', body);
    await someoneWaitsForALock(server.db);
  });
  return { heldSeq, res: await creating! };
}

async function freshProject(prefix: string) {
  return (await makeProject(ws.owner.client, ws.folderId, prefix, prefix)).id as number;
}

const post = async (body: object) => (await ws.owner.client.post('/api/cards', body)).body as Card;

describe('a create waiting for a write of its project', () => {
  it('comes after a card created by the write it waited for, numbered after it', async () => {
    const projectId = await freshProject('CRA');
    await post({ title: 'First', projectId });
    const { heldSeq, res } = await createWhileHeld(
      (trx) => createCard(trx, actor(), { title: 'Held', projectId, status: 'backlog', priority: 'tbd' }),
      { title: 'Waited', projectId },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ externalId: 'CRA-003', order: '3.000' });
    expect(res.body.version).toBeGreaterThan(heldSeq);
    const { rows } = await server.db.raw(`SELECT "order" FROM cards WHERE "projectId" = ? ORDER BY id`, [
      projectId,
    ]);
    expect(rows.map((r: { order: string }) => Number(r.order))).toEqual([1, 2, 3]);
  });

  it('comes after a card the write moved to the end', async () => {
    const projectId = await freshProject('CRB');
    const first = await post({ title: 'First', projectId });
    await post({ title: 'Second', projectId });
    const { res } = await createWhileHeld(
      (trx) => reorderCard(trx, actor(), first.id, { direction: 'down' }),
      { title: 'Waited', projectId },
    );
    expect(res.status).toBe(201);
    const { rows } = await server.db.raw(
      `SELECT title, "order" FROM cards WHERE "projectId" = ? ORDER BY "order", id`,
      [projectId],
    );
    expect(rows.map((r: { title: string }) => r.title)).toEqual(['Second', 'First', 'Waited']);
    expect(new Set(rows.map((r: { order: string }) => r.order)).size).toBe(3);
  });

  it('is refused, writing nothing, when the write deleted the use case it points at', async () => {
    const projectId = await freshProject('CRC');
    const api = ws.owner.client;
    const kept = (await api.post('/api/categories', { name: 'Kept', projectId })).body;
    const gone = (await api.post('/api/categories', { name: 'Gone', projectId })).body;
    expect(kept.id).toBeTypeOf('number');
    const before = await server.db('projects').where({ id: projectId }).first('nextCardNumber');
    const { res } = await createWhileHeld((trx) => deleteCategory(trx, actor(), gone.id), {
      title: 'Waited',
      projectId,
      categoryId: gone.id,
    });
    expect(res.status).toBe(400);
    const cards = await server.db('cards').where({ projectId }).count('* as n').first();
    expect(Number(cards?.n)).toBe(0);
    const after = await server.db('projects').where({ id: projectId }).first('nextCardNumber');
    expect(after).toEqual(before);
  });
});
