// Attacks on presence: who views a project, and which card each has open, must reach
// only people who may read that project now, and name only cards of that project.
import { describe, expect, it } from 'vitest';

import { makeFolder, makeWorkspace, type Workspace } from '../test/workspace';
import { liveTestServer } from '../test/liveTestServer';
import { projectRoom } from './rooms';
import { eventually, sleep } from '../test/waits';

const world = liveTestServer();
const { subscribed } = world;

const createCard = async (ws: Workspace, title: string, projectId = ws.projectId) =>
  (await ws.owner.client.post('/api/cards', { title, projectId })).body.id as number;

describe('presence', () => {
  it('a recipient of the old folder hears no presence once the project moved out of it', async () => {
    const ws = await makeWorkspace(world.server);
    const rex = await world.recipientOf(ws);
    const cardId = await createCard(ws, 'Unannounced merger');
    const owner = await subscribed(ws.owner.client, ws.projectId);
    const recipient = await subscribed(rex.client, ws.projectId);
    await eventually(() => recipient.presence.at(-1)?.people.length === 2);

    // The owner moves the project into a folder that is not shared with Rex.
    const privateFolder = await makeFolder(ws.owner.client, ws.clientId, 'Board only');
    const moved = await ws.owner.client.put(`/api/projects/${ws.projectId}`, { parentId: privateFolder.id });
    expect(moved.status, moved.text).toBe(200);
    // Before the PUT answered: out of the project's rooms, and told so.
    const watching = await world.server.realtime.io.in(projectRoom(ws.projectId)).fetchSockets();
    expect(watching.map((s) => s.id)).not.toContain(recipient.socket.id);
    expect(recipient.revoked).toEqual([{ folderId: ws.folderId }]);

    // The owner (revoked too) follows the project into its new folder; whatever they open, Rex does not learn.
    expect(await owner.subscribe(ws.projectId)).toMatchObject({ ok: true, folderId: privateFolder.id });
    const heard = recipient.presence.length;
    owner.focus(cardId);
    await eventually(() => owner.presence.at(-1)?.people.some((p) => p.cardId === cardId));
    // One round trip on Rex's socket: its answer comes after anything that presence message sent it.
    await recipient.roundTrip();
    expect(recipient.presence.slice(heard)).toEqual([]);
    // Subscribing again through the new folder is refused: Rex cannot read it.
    expect(await recipient.subscribe(ws.projectId)).toEqual({ ok: false, error: 'Not found' });
  });

  it('presence:focus names only a card of the subscribed project', async () => {
    const ws = await makeWorkspace(world.server);
    const other = await makeWorkspace(world.server, 'OTH');
    const foreignCard = await createCard(other, 'Someone else’s card');
    const ownCard = await createCard(ws, 'Mine');
    const owner = await subscribed(ws.owner.client, ws.projectId);

    owner.focus(foreignCard); // not readable by the owner at all
    owner.focus(2_000_000_000); // no such card
    await sleep(100);
    owner.focus(ownCard);
    await eventually(() => owner.presence.at(-1)?.people[0]?.cardId === ownCard);
    const named = owner.presence.flatMap((message) => message.people.map((p) => p.cardId));
    expect(named).not.toContain(foreignCard);
    expect(named).not.toContain(2_000_000_000);
  });
});
