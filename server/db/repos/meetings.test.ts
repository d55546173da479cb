// The meeting tables under load and housekeeping: writes that waited for the meeting's lock decide on what
// the write before them left (none is lost), and the event log keeps what a running meeting's minutes need.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Meeting } from '../../../common/schemas/meetings';
import { signedInUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/testServer';
import { grantShare, insertCards, makeWorkspace } from '../../test/workspace';
import { folderEventsRepo } from './folderEvents';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('concurrent meeting writes', () => {
  it('count every ballot cast at once, each in its own version', async () => {
    const ws = await makeWorkspace(server, 'CON');
    await insertCards(server, ws.projectId, 'CON', 1);
    const card = await server.db('cards').where({ projectId: ws.projectId }).first();
    const voters = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const who = await signedInUser(server, { firstName: `V${i}` });
        await grantShare(server, ws.folderId, ws.owner.user.id, who);
        return who.client;
      }),
    );
    const m: Meeting = (await ws.owner.client.post(`/api/projects/${ws.projectId}/meeting`)).body;
    const path = `/api/meetings/${m.id}`;
    await ws.owner.client.patch(path, { spotlightCardId: card.id });
    const vote = (await ws.owner.client.post(`${path}/votes`, {})).body.vote;
    const before = (await server.db('meetings').where({ id: m.id }).first()).version;

    const events: Meeting[] = [];
    const stop = server.changes.subscribe((event) => {
      if (event.type === 'meeting.updated') events.push(event.data);
    });
    const answers = await Promise.all(
      voters.map((api) => api.post(`${path}/votes/${vote.id}/ballots`, { value: 'wow' })),
    );
    stop();
    expect(answers.map((res) => res.status)).toEqual(voters.map(() => 201));
    // Each write saw the ballots before it: versions one apart, and voters growing one by one.
    const byVersion = [...events].sort((a, b) => a.version - b.version);
    expect(byVersion.map((e) => e.version)).toEqual(voters.map((_, i) => before + i + 1));
    expect(byVersion.map((e) => e.vote?.voters.length)).toEqual(voters.map((_, i) => i + 1));
    expect(byVersion.at(-1)?.participants).toHaveLength(voters.length + 1);
  });
});

describe('pruning the event log', () => {
  it('keeps the events of a running meeting however old, and lets them go once it has ended', async () => {
    const ws = await makeWorkspace(server, 'PRU');
    const card = async (title: string) =>
      (await ws.owner.client.post('/api/cards', { title, projectId: ws.projectId })).body;
    await card('Before');
    const m: Meeting = (await ws.owner.client.post(`/api/projects/${ws.projectId}/meeting`)).body;
    await card('During');
    const { startSeq } = await server.db('meetings').where({ id: m.id }).first();
    const seqs = async () =>
      (await server.db('folder_events').where({ folderId: ws.folderId }).orderBy('seq')).map((e) =>
        Number(e.seq),
      );
    const age = () =>
      server
        .db('folder_events')
        .where({ folderId: ws.folderId })
        .update({ createdAt: server.db.raw(`now() - interval '3 days'`) });

    await age();
    const all = await seqs();
    await folderEventsRepo.prune(server.db);
    expect(await seqs()).toEqual(all.filter((seq) => seq > Number(startSeq)));

    await ws.owner.client.post(`/api/meetings/${m.id}/end`);
    await age();
    await folderEventsRepo.prune(server.db);
    expect(await seqs()).toEqual([]);
  });
});
