// Presence: who is looking at a project (name, initials, colour) and which card each has open; leaving,
// switching project and disconnecting remove a person; several tabs count once; no database writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PresencePerson } from '../../common/events';
import { signedInUser, signIn } from '../test/factories';
import { connectLive, type LiveClient } from '../test/liveClient';

import { startTestServer, type TestServer } from '../test/testServer';
import { grantShare, makeProject, makeWorkspace, type Workspace } from '../test/workspace';
import { eventually, PATIENCE_MS } from '../test/waits';

let server: TestServer;
let ws: Workspace;
let secondProjectId: number;
let ada: Awaited<ReturnType<typeof signedInUser>>;
let cardId: number;
const live: LiveClient[] = [];

beforeAll(async () => {
  server = await startTestServer();
  ws = await makeWorkspace(server);
  await server.db('users').where({ id: ws.owner.user.id }).update({ firstName: 'Grace', lastName: 'Hopper' });
  ada = await signedInUser(server, { firstName: 'Ada', lastName: 'Lovelace' });
  await grantShare(server, ws.folderId, ws.owner.user.id, ada);
  secondProjectId = (await makeProject(ws.owner.client, ws.folderId, 'TWO', 'Second')).id;
  cardId = (await ws.owner.client.post('/api/cards', { title: 'Open me', projectId: ws.projectId })).body.id;
});
afterAll(async () => {
  for (const client of live) client.close();
  await server?.close();
});

const connect = async (api = ws.owner.client) => {
  const client = await connectLive(server.url, api);
  live.push(client);
  return client;
};
const subscribed = async (api = ws.owner.client, projectId = ws.projectId) => {
  const client = await connect(api);
  expect(await client.subscribe(projectId)).toMatchObject({ ok: true });
  return client;
};

/** Waits until the latest presence `client` heard for the project satisfies `check`; answers its people. */
async function presenceFor(
  client: LiveClient,
  check: (people: PresencePerson[]) => boolean,
  projectId = ws.projectId,
) {
  const latest = () => client.presence.filter((p) => p.projectId === projectId).at(-1)?.people;
  try {
    return await eventually(() => {
      const people = latest();
      return people && check(people) ? people : undefined;
    });
  } catch {
    throw new Error(`presence not as expected; latest: ${JSON.stringify(latest())}`);
  }
}
const names = (people: PresencePerson[]) => people.map((p) => p.name).join(', ');
const only =
  (...expected: string[]) =>
  (people: PresencePerson[]) =>
    names(people) === expected.join(', ');

describe('presence', () => {
  it('lists who is here with name, initials and colour, and which card each has open', async () => {
    const grace = await subscribed();
    expect(await presenceFor(grace, only('Grace Hopper'))).toEqual([
      {
        userId: ws.owner.user.id,
        name: 'Grace Hopper',
        initials: 'GH',
        color: expect.any(String),
        cardId: null,
      },
    ]);
    const adaTab = await subscribed(ada.client);
    const people = await presenceFor(grace, only('Ada Lovelace', 'Grace Hopper'));
    expect(people[0]).toEqual({
      userId: ada.user.id,
      name: 'Ada Lovelace',
      initials: 'AL',
      color: expect.stringMatching(/^#[0-9A-F]{6}$/i),
      cardId: null,
    });
    await presenceFor(adaTab, only('Ada Lovelace', 'Grace Hopper'));

    adaTab.focus(cardId);
    await presenceFor(grace, (p) => p.find((x) => x.userId === ada.user.id)?.cardId === cardId);
    await presenceFor(adaTab, (p) => p.find((x) => x.userId === ada.user.id)?.cardId === cardId);
    adaTab.focus(null);
    await presenceFor(grace, (p) => p.length === 2 && p.every((x) => x.cardId === null));

    // Leaving the project removes her; coming back lists her again.
    expect(
      await adaTab.socket
        .timeout(PATIENCE_MS)
        .emitWithAck('project:unsubscribe', { projectId: ws.projectId }),
    ).toEqual({
      ok: true,
    });
    await presenceFor(grace, only('Grace Hopper'));
    expect(await adaTab.subscribe(ws.projectId)).toMatchObject({ ok: true });
    await presenceFor(grace, only('Ada Lovelace', 'Grace Hopper'));

    // Switching project: gone from the first, listed in the second.
    const graceOnSecond = await subscribed(ws.owner.client, secondProjectId);
    expect(await adaTab.subscribe(secondProjectId)).toMatchObject({ ok: true });
    await presenceFor(grace, only('Grace Hopper'));
    await presenceFor(graceOnSecond, only('Ada Lovelace', 'Grace Hopper'), secondProjectId);

    // Disconnecting removes her too.
    adaTab.close();
    await presenceFor(graceOnSecond, only('Grace Hopper'), secondProjectId);
    graceOnSecond.close();
    grace.close();
  });

  it('counts a person with several tabs once; any tab’s open card shows; closing one tab keeps them', async () => {
    const grace = await subscribed();
    const tab1 = await subscribed(ada.client);
    const tab2 = await subscribed(await signIn(server, ada)); // another browser, same person
    await presenceFor(tab2, only('Ada Lovelace', 'Grace Hopper'));
    tab2.focus(cardId);
    await presenceFor(grace, (p) => names(p) === 'Ada Lovelace, Grace Hopper' && p[0]!.cardId === cardId);
    tab2.close();
    await presenceFor(grace, (p) => names(p) === 'Ada Lovelace, Grace Hopper' && p[0]!.cardId === null);
    tab1.close();
    await presenceFor(grace, only('Grace Hopper'));
    grace.close();
  });

  it('tells only the people on the project, and ignores focus before subscribing', async () => {
    const grace = await subscribed();
    const elsewhere = await subscribed(ada.client, secondProjectId);
    const idle = await connect(ada.client);
    idle.focus(cardId);
    const adaHere = await subscribed(ada.client);
    await presenceFor(grace, (p) => names(p) === 'Ada Lovelace, Grace Hopper' && p[0]!.cardId === null);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(idle.presence).toEqual([]);
    expect(elsewhere.presence.every((p) => p.projectId === secondProjectId)).toBe(true);
    for (const client of [grace, elsewhere, idle, adaHere]) client.close();
  });

  it('needs no database writes', async () => {
    const statements: string[] = [];
    const record = (query: { sql: string }) => statements.push(query.sql);
    server.db.on('query', record);
    try {
      const grace = await subscribed();
      const tabs = [await subscribed(ada.client), await subscribed(ada.client)];
      tabs[0]!.focus(cardId);
      await presenceFor(grace, (p) => p.some((x) => x.cardId === cardId));
      tabs[0]!.focus(null);
      await presenceFor(grace, (p) => p.every((x) => x.cardId === null));
      expect(await tabs[1]!.subscribe(secondProjectId)).toMatchObject({ ok: true });
      await tabs[1]!.socket
        .timeout(PATIENCE_MS)
        .emitWithAck('project:unsubscribe', { projectId: secondProjectId });
      tabs[0]!.close();
      await presenceFor(grace, only('Grace Hopper'));
      grace.close();
      tabs[1]!.close();
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      server.db.off('query', record);
    }
    expect(statements.length).toBeGreaterThan(3); // the listener works: handshakes and subscribes read
    expect(statements.filter((sql) => !/^\s*select\b/i.test(sql))).toEqual([]);
  });
});
