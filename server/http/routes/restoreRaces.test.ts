// Restores racing release writes (issue 43). A sprint put back into a release holds the release FOR SHARE, as
// a sprint write does: a release edit waits for it, so its release.updated (numbered later) lists the sprint,
// and a release delete under way is waited for, then answered "Restore its release first". A release restored
// with its sprints stamps them with the restore's seq, above their delete's, in the event and in the rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../../common/events';
import type { Release, Sprint } from '../../../common/schemas/releases';
import { TRASH_MESSAGES } from '../../../common/schemas/trash';
import { folderEventsRepo } from '../../db/repos/folderEvents';
import type { CommandOutcome } from '../../domain/changes';
import { importCards } from '../../domain/commands/imports';
import { deleteRelease } from '../../domain/commands/releases';
import { restoreFromTrash } from '../../domain/commands/trash';
import type { Db } from '../../db/connection';
import { importInto, importSource } from '../../test/importRequests';
import { someoneWaitsForALock } from '../../test/lockWaits';
import { published } from '../../test/published';
import { startTestServer, type TestServer } from '../../test/testServer';
import { makeWorkspace, type Workspace } from '../../test/workspace';

let server: TestServer;
let ws: Workspace;

beforeAll(async () => {
  server = await startTestServer();
  ws = await makeWorkspace(server, 'RRR');
});
afterAll(() => server?.close());

async function releaseWithSprint(): Promise<{ release: Release; sprint: Sprint }> {
  const api = ws.owner.client;
  const release = (await api.post('/api/releases', { name: 'R', projectId: ws.projectId })).body;
  const sprint = (await api.post(`/api/releases/${release.id}/sprints`, { name: 'S' })).body;
  return { release, sprint };
}

async function trashed(path: string) {
  const res = await ws.owner.client.delete(path);
  expect(res.status, res.text).toBe(200);
}

/**
 * Runs a command as runCommand does, numbered into the log but not committed, while `request` starts;
 * commits once someone waits for a lock. Answers the held command's events and the request's answer.
 */
async function whileHeld<T>(
  held: (trx: Db) => Promise<CommandOutcome<unknown>>,
  meta: { restoring?: boolean; cause?: string },
  request: () => Promise<T>,
): Promise<{ heldEvents: ChangeEvent[]; answer: T }> {
  let racing: Promise<T> | undefined;
  let heldEvents: ChangeEvent[] = [];
  await server.db.transaction(async (trx) => {
    const outcome = await held(trx);
    heldEvents = await folderEventsRepo.append(
      trx,
      ws.folderId,
      outcome.changes,
      { actorId: ws.owner.user.id, ...meta },
      outcome.lastWrite,
    );
    racing = request();
    await someoneWaitsForALock(server.db);
  });
  return { heldEvents, answer: await racing! };
}

describe('restores racing release writes', () => {
  it('a release edit after a sprint restore lists the restored sprint', async () => {
    const { release, sprint } = await releaseWithSprint();
    await trashed(`/api/sprints/${sprint.id}`);
    const actor = { id: ws.owner.user.id };
    const { heldEvents, answer } = await whileHeld(
      (trx) => restoreFromTrash(trx, actor, { kind: 'sprint', ids: [sprint.id] }),
      { restoring: true },
      () => ws.owner.client.put(`/api/releases/${release.id}`, { name: 'R edited' }),
    );
    const restored = heldEvents.find((e) => e.type === 'sprint.created')!;
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.version).toBeGreaterThan(restored.seq);
    expect(answer.body.sprints).toEqual([expect.objectContaining({ id: sprint.id, version: restored.seq })]);
  });

  it('a release edit after an import that added a sprint to it lists the new sprint', async () => {
    const { release } = await releaseWithSprint();
    const actor = { id: ws.owner.user.id };
    const input = {
      target: { projectId: ws.projectId },
      source: importSource,
      cards: [{ line: 1, title: 'Imported', release: { name: 'R' }, sprint: 'Imported sprint' }],
    } as Parameters<typeof importCards>[2];
    const { heldEvents, answer } = await whileHeld(
      (trx) => importCards(trx, actor, input),
      { cause: 'import' },
      () => ws.owner.client.put(`/api/releases/${release.id}`, { name: 'R edited' }),
    );
    const added = heldEvents.find((e) => e.type === 'sprint.created')!;
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.version).toBeGreaterThan(added.seq);
    expect(answer.body.sprints).toContainEqual(expect.objectContaining({ id: (added.data as Sprint).id }));
  });

  it('a release edit after an import’s redo that put a sprint back into it lists the sprint', async () => {
    const { release } = await releaseWithSprint();
    const imported = await importInto(ws.owner.client, ws.projectId, [
      { line: 1, title: 'Redone', release: { name: 'R' }, sprint: 'Redone sprint' },
    ]);
    expect(imported.status, imported.text).toBe(201);
    const importId = imported.body.import.id as number;
    expect((await ws.owner.client.delete(`/api/imports/${importId}`)).status).toBe(200);
    const actor = { id: ws.owner.user.id };
    const { heldEvents, answer } = await whileHeld(
      (trx) => restoreFromTrash(trx, actor, { kind: 'import', ids: [importId] }),
      { restoring: true, cause: 'import' },
      () => ws.owner.client.put(`/api/releases/${release.id}`, { name: 'R edited' }),
    );
    const back = heldEvents.find((e) => e.type === 'sprint.created')!;
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.version).toBeGreaterThan(back.seq);
    expect(answer.body.sprints).toContainEqual(expect.objectContaining({ id: (back.data as Sprint).id }));
  });

  it('a sprint restore waits for its release’s delete, then asks to restore the release first', async () => {
    const { release, sprint } = await releaseWithSprint();
    await trashed(`/api/sprints/${sprint.id}`);
    const actor = { id: ws.owner.user.id };
    const { answer } = await whileHeld(
      (trx) => deleteRelease(trx, actor, release.id),
      {},
      () => ws.owner.client.post('/api/trash/restore', { kind: 'sprint', ids: [sprint.id] }),
    );
    expect(answer.status, answer.text).toBe(409);
    expect(answer.body.error).toBe(TRASH_MESSAGES.releaseGone);
    expect(await server.db('trash').where({ kind: 'sprint', entityId: sprint.id })).toHaveLength(1);
  });

  it('a restored release’s sprints take the restore’s seq, above their delete’s', async () => {
    const { release, sprint } = await releaseWithSprint();
    await ws.owner.client.put(`/api/sprints/${sprint.id}`, { name: 'S edited' });
    const deleted = await published(server, () => trashed(`/api/releases/${release.id}`));
    const deleteSeq = deleted.find((e) => e.type === 'release.deleted')!.seq;
    let answer: { status: number; text: string; body: { changes: { type: string; data: Release }[] } };
    const events = await published(server, async () => {
      answer = await ws.owner.client.post('/api/trash/restore', { kind: 'release', ids: [release.id] });
    });
    expect(answer!.status, answer!.text).toBe(200);
    const created = events.find((e) => e.type === 'release.created')!;
    expect(created.seq).toBeGreaterThan(deleteSeq);
    expect((created.data as Release).sprints).toEqual([
      expect.objectContaining({ id: sprint.id, name: 'S edited', version: created.seq }),
    ]);
    expect(answer!.body.changes[0]!.data.sprints[0]!.version).toBe(created.seq);
    const data = await ws.owner.client.get(`/api/projects/${ws.projectId}/data`);
    const loaded = (data.body.releases as Release[]).find((r) => r.id === release.id)!;
    expect(loaded.sprints).toEqual([expect.objectContaining({ id: sprint.id, version: created.seq })]);
  });
});
