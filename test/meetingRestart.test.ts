// A meeting survives its server going away mid-vote: the meeting, its spotlight and the
// ballots already cast live in PostgreSQL, so after a restart on the same database every screen gets the same
// meeting back, a voter still cannot vote twice, the others can still vote, and the reveal shows every ballot.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../common/events';
import type { CurrentMeeting, Meeting } from '../common/schemas/meetings';
import { loadConfig, type Config } from '../server/config';
import { startServer, type RunningServer } from '../server/server';
import { createUser, type TestUser } from '../server/test/factories';
import { TestClient } from '../server/test/httpClient';
import { connectLive, type LiveClient } from '../server/test/liveClient';
import { createTestDatabase, type TestDatabase } from '../server/test/testDatabase';
import { TEST_RATE_LIMITS } from '../server/test/testServer';
import { freePort } from './processHarness';

describe('a meeting across a server restart', () => {
  let database: TestDatabase;
  let dataDir: string;
  let config: Config;
  let server: RunningServer | null = null;
  const people: Record<'olga' | 'theo' | 'ana', { who: TestUser; api: TestClient }> = {} as never;
  const ids = { folder: 0, project: 0, card: 0, meeting: 0, vote: 0 };
  const live: LiveClient[] = [];

  const start = async () => {
    server = await startServer(config, { seed: false, rateLimits: TEST_RATE_LIMITS, print: () => {} });
  };

  async function person(firstName: string): Promise<{ who: TestUser; api: TestClient }> {
    const who = await createUser(server as never, { firstName, lastName: 'Tester' });
    const api = new TestClient(server!.url);
    const res = await api.post('/api/auth/signin', { email: who.user.email, password: who.password });
    expect(res.status, res.text).toBe(200);
    return { who, api };
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardplan-meeting-restart-'));
    config = loadConfig({
      NODE_ENV: 'test',
      PORT: String(await freePort()),
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DATABASE_URL: database.databaseUrl,
    });
    await start();
    people.olga = await person('Olga');
    people.theo = await person('Theo');
    people.ana = await person('Ana');
    const api = people.olga.api;
    const client = (await api.post('/api/clients', { name: 'Acme' })).body;
    ids.folder = (await api.post('/api/projects', { name: 'Product', clientId: client.id })).body.id;
    ids.project = (
      await api.post('/api/projects', { name: 'App', prefix: 'APP', parentId: ids.folder })
    ).body.id;
    for (const mate of [people.theo, people.ana]) {
      await server!.db('folder_shares').insert({
        folderId: ids.folder,
        sharedWithEmail: mate.who.user.email,
        sharedWithUserId: mate.who.user.id,
        sharedByUserId: people.olga.who.user.id,
        status: 'active',
        activeFromSeq: 0,
      });
    }
    ids.card = (await api.post('/api/cards', { title: 'Guided tour', projectId: ids.project })).body.id;
  });

  afterAll(async () => {
    for (const client of live) client.close();
    await server?.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const current = async (api: TestClient) => {
    const res = await api.get(`/api/projects/${ids.project}/meeting`);
    expect(res.status, res.text).toBe(200);
    return res.body as CurrentMeeting;
  };

  it('keeps the meeting, its spotlight and the ballots cast, and finishes the vote after the restart', async () => {
    const olga = people.olga.api;
    const started = await olga.post(`/api/projects/${ids.project}/meeting`);
    expect(started.status, started.text).toBe(201);
    ids.meeting = (started.body as Meeting).id;
    for (const mate of [people.theo, people.ana])
      expect((await mate.api.post(`/api/meetings/${ids.meeting}/join`)).status).toBe(200);
    expect((await olga.patch(`/api/meetings/${ids.meeting}`, { spotlightCardId: ids.card })).status).toBe(
      200,
    );
    const opened = await olga.post(`/api/meetings/${ids.meeting}/votes`, { field: 'impact' });
    expect(opened.status, opened.text).toBe(201);
    ids.vote = (opened.body as Meeting).vote!.id;
    const ballot = (who: TestClient, value: string) =>
      who.post(`/api/meetings/${ids.meeting}/votes/${ids.vote}/ballots`, { value });
    expect((await ballot(people.theo.api, 'wow')).status).toBe(201);
    expect((await ballot(olga, 'wow')).status).toBe(201);
    const before = await current(people.ana.api);
    const seqBefore = (await connectAndSubscribe(people.ana.api)).seq;

    await server!.close();
    server = null;
    await start();

    const after = await current(people.ana.api);
    expect(after.meeting).toMatchObject({
      id: ids.meeting,
      spotlightCardId: ids.card,
      facilitator: { userId: people.olga.who.user.id },
      vote: { id: ids.vote, state: 'open', ballots: null },
    });
    expect(after.meeting!.version).toBe(before.meeting!.version);
    expect(after.meeting!.vote!.voters.map((v) => v.name).sort()).toEqual(['Olga Tester', 'Theo Tester']);
    expect((await current(people.theo.api)).myBallot).toBe('wow');

    // The log kept the meeting's events: a screen that was live before the restart catches up from its seq.
    const ana = await connectAndSubscribe(people.ana.api);
    const replay = await ana.client.syncSince(ids.folder, seqBefore - 3);
    if (!replay.ok || !('events' in replay)) throw new Error('expected the log to reach back');
    const meetingEvents = replay.events.filter((e) => e.type === 'meeting.updated');
    expect(meetingEvents.at(-1)?.data).toMatchObject({ id: ids.meeting, vote: { id: ids.vote } });
    // Nothing in the log tells a value before the reveal.
    expect(meetingEvents.every((e) => (e.data as Meeting).vote?.ballots == null)).toBe(true);
    expect(ana.seq).toBe(seqBefore);

    expect((await ballot(people.theo.api, 'fix')).status).toBe(409); // still no second vote
    expect((await ballot(people.ana.api, 'rush')).status).toBe(201);
    const revealed = await olga.post(`/api/meetings/${ids.meeting}/votes/${ids.vote}/reveal`);
    expect(revealed.status, revealed.text).toBe(200);
    const heard = await ana.client.until(() =>
      ana.client.changes.find(
        (e: ChangeEvent) => e.type === 'meeting.updated' && e.data.vote?.state === 'revealed',
      ),
    );
    const ballots = (heard.data as Meeting).vote!.ballots!.map((b) => `${b.name}:${b.value}`).sort();
    expect(ballots).toEqual(['Ana Tester:rush', 'Olga Tester:wow', 'Theo Tester:wow']);
  });

  async function connectAndSubscribe(api: TestClient) {
    const client = await connectLive(server!.url, api);
    live.push(client);
    const ack = await client.subscribe(ids.project);
    if (!ack.ok) throw new Error(ack.error);
    return { client, seq: ack.seq };
  }
});
