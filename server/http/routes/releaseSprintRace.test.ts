// A release edit while a sprint of it is being renamed or deleted: the sprint write holds its release FOR
// SHARE, so the edit's lock waits for it to commit and its release.updated (numbered later) lists the sprint
// as it is now — never the sprint list from before a change with a lower seq.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../../common/events';
import type { Release } from '../../../common/schemas/releases';
import { folderEventsRepo } from '../../db/repos/folderEvents';
import type { CommandOutcome } from '../../domain/changes';
import { deleteSprint, updateSprint } from '../../domain/commands/sprints';
import type { Db } from '../../db/connection';
import { someoneWaitsForALock } from '../../test/lockWaits';
import { startTestServer, type TestServer } from '../../test/testServer';
import { makeWorkspace, type Workspace } from '../../test/workspace';

let server: TestServer;
let ws: Workspace;

beforeAll(async () => {
  server = await startTestServer();
  ws = await makeWorkspace(server, 'RSR');
});
afterAll(() => server?.close());

async function releaseWithSprint() {
  const api = ws.owner.client;
  const release = (await api.post('/api/releases', { name: 'R', projectId: ws.projectId })).body;
  const sprint = (await api.post(`/api/releases/${release.id}/sprints`, { name: 'Before' })).body;
  return { release, sprint };
}

/**
 * Runs a sprint command as runCommand does, numbered into the log but not committed, while a release edit
 * starts; commits once the edit waits. Answers the held change's events and the edit's answer.
 */
async function editReleaseWhileHeld(
  releaseId: number,
  held: (trx: Db) => Promise<CommandOutcome<unknown>>,
): Promise<{ heldEvents: ChangeEvent[]; status: number; release: Release }> {
  let editing: Promise<{ status: number; body: Release }> | undefined;
  let heldEvents: ChangeEvent[] = [];
  await server.db.transaction(async (trx) => {
    const outcome = await held(trx);
    // As runCommand does: the command's last writes (a delete, its trash entry) go out with the log append.
    heldEvents = await folderEventsRepo.append(
      trx,
      ws.folderId,
      outcome.changes,
      { actorId: ws.owner.user.id },
      outcome.lastWrite,
    );
    editing = ws.owner.client.put(`/api/releases/${releaseId}`, { name: 'R edited' });
    await someoneWaitsForALock(server.db);
  });
  const res = await editing!;
  return { heldEvents, status: res.status, release: res.body };
}

describe('a release edit racing a sprint write', () => {
  it('lists the sprint as renamed by a write that committed first', async () => {
    const { release, sprint } = await releaseWithSprint();
    const actor = { id: ws.owner.user.id };
    const raced = await editReleaseWhileHeld(release.id, (trx) =>
      updateSprint(trx, actor, sprint.id, { name: 'After' }),
    );
    expect(raced.status).toBe(200);
    const renamed = raced.heldEvents[0]!;
    expect(raced.release.version).toBeGreaterThan(renamed.seq);
    expect(raced.release.sprints).toEqual([
      expect.objectContaining({ id: sprint.id, name: 'After', version: renamed.seq }),
    ]);
  });

  it('does not list a sprint deleted by a write that committed first', async () => {
    const { release, sprint } = await releaseWithSprint();
    const actor = { id: ws.owner.user.id };
    const raced = await editReleaseWhileHeld(release.id, (trx) => deleteSprint(trx, actor, sprint.id));
    expect(raced.status).toBe(200);
    expect(raced.release.version).toBeGreaterThan(raced.heldEvents[0]!.seq);
    expect(raced.release.sprints).toEqual([]);
  });
});
