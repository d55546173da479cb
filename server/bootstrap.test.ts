// Start-up data: demo seeds only on an empty non-production database; the ADMIN_EMAIL account.
import { afterEach, describe, expect, it } from 'vitest';
import { signIn } from './test/factories';
import { startTestServer, type TestServer } from './test/testServer';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A server seeded here, and the demo account signed in with the password the seed printed. */
async function signedInAsDemo() {
  server = await startTestServer({ seed: false });
  const { seedIfEmpty } = await import('./bootstrap');
  const printed: string[] = [];
  await seedIfEmpty(server.db, server.config, server.logger, (line) => printed.push(line));
  const [, email, password] = printed
    .find((line) => line.includes('demo@cardplan.local'))!
    .trim()
    .split(/\s+/);
  return signIn(server, { user: { email } as never, password: password! });
}

describe('demo workspace', () => {
  it('is seeded on an empty development database, once, and its accounts sign in', async () => {
    const printed: string[] = [];
    server = await startTestServer({ seed: true });
    const { seedIfEmpty } = await import('./bootstrap');
    // startTestServer swallowed the printout; the database must hold the workspace.
    expect(await server.db('users').pluck('email')).toEqual(
      expect.arrayContaining(['admin@cardplan.local', 'demo@cardplan.local']),
    );
    const cards = await server.db('cards').count({ n: '*' }).first();
    expect(Number(cards!.n)).toBeGreaterThanOrEqual(30);
    expect(await server.db('clients').pluck('name')).toEqual(['Acme']);
    expect((await server.db('releases')).length).toBe(4);
    expect((await server.db('sprints')).length).toBeGreaterThan(0);
    // Not again on a database that has data.
    await seedIfEmpty(server.db, server.config, server.logger, (line) => printed.push(line));
    expect(printed).toEqual([]);
    expect((await server.db('users')).length).toBe(2);
  });

  it('is not seeded in production', async () => {
    server = await startTestServer({
      seed: true,
      // Production starts only behind an HTTPS proxy (config.ts); the test server already sets SMTP_URL.
      env: {
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(40),
        APP_URL: 'https://cardplan.example',
        TRUST_PROXY: '1',
      },
    });
    expect(await server.db('users')).toEqual([]);
  });

  it('prints passwords that sign in', async () => {
    const client = await signedInAsDemo();
    expect((await client.get('/api/auth/user')).body.email).toBe('demo@cardplan.local');
  });

  it("keeps each demo thing's version before its first change: an edit shows from → to, a delete names it", async () => {
    const demo = await signedInAsDemo();
    const card = (externalId: string) => server!.db('cards').where({ externalId }).first();

    const edited = await card('APP-012');
    const edit = await demo.patch(`/api/cards/${edited.id}`, { title: 'Localise into German' });
    expect(edit.status, edit.text).toBe(200);
    const history = await demo.get(`/api/cards/${edited.id}/history`);
    expect(history.body.entries).toMatchObject([
      {
        action: 'updated',
        changes: [{ field: 'title', from: 'Localise into German and French', to: 'Localise into German' }],
      },
    ]);

    const deleted = await card('APP-016');
    expect((await demo.delete(`/api/cards/${deleted.id}`)).status).toBe(200);
    const activity = await demo.get(`/api/projects/${deleted.projectId}/activity`);
    expect(activity.body.entries[0]).toMatchObject({ action: 'deleted', label: 'APP-016 Profile pictures' });
  });
});

describe('ADMIN_EMAIL bootstrap', () => {
  it('creates the admin account at start if it does not exist', async () => {
    server = await startTestServer({
      env: { ADMIN_EMAIL: 'Boss@Example.test', ADMIN_PASSWORD: 'boss-password' },
    });
    const res = await server
      .client()
      .post('/api/auth/signin', { email: 'boss@example.test', password: 'boss-password' });
    expect(res.status).toBe(200);
    expect(res.body.user.accessLevel).toBe('admin');
  });
});
