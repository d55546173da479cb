// Restores and undos in the minutes, through the real routes and PostgreSQL: during a running
// meeting a card is deleted and restored from the trash, and another card's impact is set and undone; the
// minutes the end builds list the restore and mark the undone change, in JSON, Markdown and CSV. Minutes
// stored before `restored` existed still load.
import { parseString } from 'fast-csv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_CAUSE_HEADER } from '../../../common/schemas/history';
import type { Minutes } from '../../../common/schemas/meetings';
import { ok } from '../../test/minutesWorld';
import { startTestServer, type TestServer } from '../../test/testServer';
import { makeWorkspace, type Workspace } from '../../test/workspace';

let server: TestServer;
let ws: Workspace;
let meetingId: number;
let ended: Minutes;
let ids: { gone: number; undone: number };

beforeAll(async () => {
  server = await startTestServer();
  ws = await makeWorkspace(server, 'APP');
  await server.db('users').where({ id: ws.owner.user.id }).update({ firstName: 'Ana', lastName: 'Lima' });
  const api = ws.owner.client;
  const gone = await ok(api.post('/api/cards', { projectId: ws.projectId, title: 'Old idea' }), 201);
  const undone = await ok(api.post('/api/cards', { projectId: ws.projectId, title: 'Export' }), 201);
  ids = { gone: gone.id, undone: undone.id };
  meetingId = (await ok<{ id: number }>(api.post(`/api/projects/${ws.projectId}/meeting`), 201)).id;

  await ok(api.delete(`/api/cards/${gone.id}`));
  await ok(api.post('/api/trash/restore', { kind: 'card', ids: [gone.id] }));
  await ok(api.patch(`/api/cards/${undone.id}`, { priority: 'wow' }));
  await ok(
    api.post(
      `/api/cards/${undone.id}/revert`,
      { fields: { priority: { from: 'wow', to: 'tbd' } } },
      { [CHANGE_CAUSE_HEADER]: 'undo' },
    ),
  );
  ended = await ok<Minutes>(api.post(`/api/meetings/${meetingId}/end`));
});
afterAll(() => server?.close());

describe('minutes of a meeting with a restore and an undo', () => {
  it('lists the card deleted and restored in both lists, and the undone impact change marked', async () => {
    const card = { cardId: ids.gone, externalId: 'APP-001', title: 'Old idea', by: 'Ana Lima' };
    expect(ended.deleted).toEqual([card]);
    expect(ended.restored).toEqual([card]);
    expect(ended.created).toEqual([]);
    const exportCard = { cardId: ids.undone, externalId: 'APP-002', title: 'Export', by: 'Ana Lima' };
    expect(ended.impactChanges).toEqual([
      { ...exportCard, from: 'TBD', to: 'Wow' },
      { ...exportCard, from: 'Wow', to: 'TBD', cause: 'undo' },
    ]);
    // A restore puts the card back where it was: nobody re-ranked anything.
    expect(ended.reranked).toEqual([]);
    expect(await ok(ws.owner.client.get(`/api/meetings/${meetingId}/minutes`))).toEqual(ended);
  });

  it('writes them in the Markdown and the CSV', async () => {
    const md = (await ws.owner.client.get(`/api/meetings/${meetingId}/minutes.md`)).text;
    expect(md).toContain('- **APP-002** Export: Wow → TBD — Ana Lima (undo)\n');
    expect(md).toContain(
      '## Deleted\n\n- **APP-001** Old idea — Ana Lima\n\n## Restored\n\n- **APP-001** Old idea — Ana Lima\n',
    );
    const csv = (await ws.owner.client.get(`/api/meetings/${meetingId}/minutes.csv`)).text;
    const rows = await new Promise<string[][]>((resolve, reject) => {
      const out: string[][] = [];
      parseString(csv)
        .on('data', (row: string[]) => out.push(row))
        .on('error', reject)
        .on('end', () => resolve(out));
    });
    expect(rows).toEqual([
      ['Section', 'ID', 'Title', 'From', 'To', 'By', 'Details', 'Cause'],
      ['Impact changes', 'APP-002', 'Export', 'TBD', 'Wow', 'Ana Lima', '', ''],
      ['Impact changes', 'APP-002', 'Export', 'Wow', 'TBD', 'Ana Lima', '', 'undo'],
      ['Deleted', 'APP-001', 'Old idea', '', '', 'Ana Lima', '', ''],
      ['Restored', 'APP-001', 'Old idea', '', '', 'Ana Lima', '', ''],
    ]);
  });

  it('still serves minutes stored before restores were listed, with none restored', async () => {
    await server
      .db('meetings')
      .where({ id: meetingId })
      .update({ minutes: server.db.raw(`minutes - 'restored'`) });
    const stored = await server.db('meetings').where({ id: meetingId }).first('minutes');
    expect(stored.minutes).not.toHaveProperty('restored');
    const minutes = await ok<Minutes>(ws.owner.client.get(`/api/meetings/${meetingId}/minutes`));
    expect(minutes).toEqual({ ...ended, restored: [] });
    const md = await ws.owner.client.get(`/api/meetings/${meetingId}/minutes.md`);
    expect(md.status).toBe(200);
    expect(md.text).not.toContain('## Restored');
    const csv = await ws.owner.client.get(`/api/meetings/${meetingId}/minutes.csv`);
    expect(csv.status).toBe(200);
    expect(csv.text).not.toContain('Restored');
  });
});
