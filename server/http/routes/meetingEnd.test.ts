// Ending a meeting while a card change is committing (docs/meetings.md "Minutes"): the end waits for the
// folder's counter, so a change numbered before meeting.ended is in the minutes — never in neither.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Minutes } from '../../../common/schemas/meetings';
import { folderEventsRepo } from '../../db/repos/folderEvents';
import { updateCard } from '../../domain/commands/cards';
import { someoneWaitsForALock } from '../../test/lockWaits';
import { startTestServer, type TestServer } from '../../test/testServer';
import { makeWorkspace, type Workspace } from '../../test/workspace';

let server: TestServer;
let ws: Workspace;

beforeAll(async () => {
  server = await startTestServer();
  ws = await makeWorkspace(server, 'END');
});
afterAll(() => server?.close());

describe('ending a meeting', () => {
  it('lists a card change that was committing while the meeting ended', async () => {
    const owner = ws.owner.client;
    const card = (await owner.post('/api/cards', { title: 'Late change', projectId: ws.projectId })).body;
    const meeting = (await owner.post(`/api/projects/${ws.projectId}/meeting`)).body;

    let ending: Promise<{ status: number; body: Minutes }> | undefined;
    await server.db.transaction(async (trx) => {
      // A card write as runCommand makes it, numbered into the log, not yet committed.
      const outcome = await updateCard(trx, { id: ws.owner.user.id }, card.id, { priority: 'wow' });
      await folderEventsRepo.append(
        trx,
        ws.folderId,
        outcome.changes,
        { actorId: ws.owner.user.id },
        outcome.lastWrite,
      );
      ending = owner.post(`/api/meetings/${meeting.id}/end`);
      await someoneWaitsForALock(server.db);
    });
    const res = await ending!;
    expect(res.status).toBe(200);
    expect(res.body.impactChanges).toEqual([
      expect.objectContaining({ cardId: card.id, from: 'TBD', to: 'Wow' }),
    ]);
    const stored = await server.db('meetings').where({ id: meeting.id }).first('endSeq');
    const last = await server.db('folder_events').where({ folderId: ws.folderId }).max('seq as seq').first();
    expect(Number(stored.endSeq)).toBe(Number(last!.seq) - 1); // meeting.ended comes right after
  });
});
