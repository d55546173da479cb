// Attack on the change log: someone given a share today replays sync:since {seq: 0} (or subscribes
// "coming back" from seq 0) to read what the folder held before they could see it. They may replay only what happened after their access
// began; earlier seqs answer refetch (a fresh load of what they may read now).
import { describe, expect, it } from 'vitest';
import { makeFolder, makeProject, makeWorkspace } from '../test/workspace';
import { liveTestServer, ok } from '../test/liveTestServer';

const world = liveTestServer();

describe('replaying the change log', () => {
  it("a new share recipient cannot replay the folder's history from before their access began", async () => {
    const ws = await makeWorkspace(world.server);
    const owner = ws.owner.client;
    // History the recipient never could read: a deleted card, and a project that left for a private folder.
    const secret = await ok(
      owner.post('/api/cards', { title: 'Layoffs', description: 'Secret plan', projectId: ws.projectId }),
    );
    await ok(owner.delete(`/api/cards/${secret.id}`));
    const leaving = await makeProject(owner, ws.folderId, 'OUT', 'Acquisition');
    await ok(owner.post('/api/cards', { title: 'Target: Initech', projectId: leaving.id }));
    const privateFolder = await makeFolder(owner, ws.clientId, 'Private');
    await ok(owner.put(`/api/projects/${leaving.id}`, { parentId: privateFolder.id }));

    // A verified account is shared the folder now: its share is active at once.
    const rex = await world.recipientOf(ws);
    const recipient = await world.connect(rex.client);
    const joined = await recipient.subscribe(ws.projectId);
    if (!joined.ok) throw new Error(joined.error);

    // The attack: replay from the beginning. Before their access began → reload instead.
    expect(await recipient.syncSince(ws.folderId, 0)).toEqual({ ok: true, refetch: true });
    const before = await world.server.db('folder_shares').where({ id: rex.shareId }).first('activeFromSeq');
    expect(await recipient.syncSince(ws.folderId, before.activeFromSeq - 1)).toEqual({
      ok: true,
      refetch: true,
    });
    // The same through a subscribe that claims to come back from seq 0: the replay it carries is a reload.
    const resumed = await recipient.subscribe(ws.projectId, { folderId: ws.folderId, seq: 0 });
    expect(resumed).toMatchObject({ ok: true, replay: { refetch: true } });
    expect(JSON.stringify(resumed)).not.toContain('Secret plan');

    // What happened since they joined still replays, and the owner still replays everything.
    await ok(owner.post('/api/cards', { title: 'Welcome', projectId: ws.projectId }));
    const since = await recipient.syncSince(ws.folderId, joined.seq);
    expect(since.ok && 'events' in since && since.events.map((e) => e.type)).toEqual(['card.created']);
    const all = await (await world.connect(owner)).syncSince(ws.folderId, 0);
    expect(all.ok && 'events' in all && JSON.stringify(all.events)).toContain('Secret plan');
  });
});
