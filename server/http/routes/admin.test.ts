// /api/admin/users: who may call it, what it returns, and the self/last-admin protections.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../../common/schemas/admin';
import { createUser, signIn, signedInUser, uniqueEmail } from '../../test/factories';
import type { TestClient } from '../../test/httpClient';
import { startTestServer, type TestServer } from '../../test/testServer';

let server: TestServer;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let member: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInUser(server, { accessLevel: 'admin' });
  member = await signedInUser(server);
});
afterAll(() => server?.close());

const someId = '00000000-0000-4000-8000-000000000000';

describe('access to /api/admin/users', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/admin/users'],
    [
      'POST',
      '/api/admin/users',
      { email: 'x@example.test', firstName: 'X', lastName: 'Y', password: 'long-enough' },
    ],
    ['PUT', `/api/admin/users/${someId}`, { firstName: 'Z' }],
    ['DELETE', `/api/admin/users/${someId}`],
    ['GET', `/api/admin/users/${someId}/shared-folders`],
  ];

  it.each(calls)('%s %s → 401 signed out, 403 for a member', async (method, path, body) => {
    const out = await server.client().request(method, path, body);
    expect(out.status).toBe(401);
    const forbidden = await member.client.request(method, path, body);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ error: ADMIN_MESSAGES.forbidden });
  });
});

describe('admin user management', () => {
  it('lists users with their feature counts and no secrets', async () => {
    const owner = await createUser(server);
    const [client] = await server.db('clients').insert({ name: 'C', ownerId: owner.user.id }).returning('id');
    const [folder] = await server
      .db('projects')
      .insert({ name: 'F', clientId: client.id, ownerId: owner.user.id })
      .returning('id');
    const [project] = await server
      .db('projects')
      .insert({ name: 'P', prefix: 'P', parentId: folder.id, clientId: client.id, ownerId: owner.user.id })
      .returning('id');
    await server
      .db('cards')
      .insert([1, 2, 3].map((n) => ({ externalId: `P-00${n}`, title: `t${n}`, projectId: project.id })));

    const res = await admin.client.get('/api/admin/users');
    expect(res.status).toBe(200);
    const row = res.body.find((u: { id: string }) => u.id === owner.user.id);
    expect(row).toMatchObject({
      email: owner.user.email,
      featureCount: 3,
      accessLevel: 'user',
      signsInWith: ['password'],
    });
    expect(Object.keys(row).sort()).toEqual(
      [
        'accessLevel',
        'createdAt',
        'email',
        'emailVerified',
        'featureCount',
        'firstName',
        'id',
        'lastName',
        'signsInWith',
      ].sort(),
    );
    expect(res.body.find((u: { id: string }) => u.id === member.user.id).featureCount).toBe(0);
  });

  it('creates a user who can sign in, and refuses a duplicate e-mail', async () => {
    const email = uniqueEmail('created');
    const res = await admin.client.post('/api/admin/users', {
      email,
      firstName: ' Ann ',
      lastName: 'Lee',
      password: 'created-pw-1',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email,
      firstName: 'Ann',
      lastName: 'Lee',
      accessLevel: 'user',
      featureCount: 0,
    });
    expect((await server.client().post('/api/auth/signin', { email, password: 'created-pw-1' })).status).toBe(
      200,
    );
    const dup = await admin.client.post('/api/admin/users', {
      email,
      firstName: 'A',
      lastName: 'B',
      password: 'created-pw-1',
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toBe(ADMIN_MESSAGES.emailTaken);
  });

  it('validates with the spec messages', async () => {
    const res = await admin.client.post('/api/admin/users', {
      email: 'nope',
      firstName: '',
      lastName: '',
      password: 'short',
    });
    expect(res.status).toBe(400);
    const messages = res.body.details.map((d: { message: string }) => d.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Invalid email address',
        'First name is required',
        'Last name is required',
        'Password must be at least 8 characters',
      ]),
    );
    const badLevel = await admin.client.post('/api/admin/users', {
      email: uniqueEmail(),
      firstName: 'A',
      lastName: 'B',
      password: 'long-enough',
      accessLevel: 'root',
    });
    expect(badLevel.status).toBe(400);
  });

  it('edits names, level and password; an empty password keeps the old one', async () => {
    const target = await createUser(server);
    const edit = await admin.client.put(`/api/admin/users/${target.user.id}`, {
      firstName: 'New',
      newPassword: '',
    });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ firstName: 'New', lastName: 'User' });
    expect(
      (
        await server
          .client()
          .post('/api/auth/signin', { email: target.user.email, password: target.password })
      ).status,
    ).toBe(200);

    const session = await signIn(server, target);
    const pw = await admin.client.put(`/api/admin/users/${target.user.id}`, {
      newPassword: 'admin-set-pw',
      accessLevel: 'admin',
    });
    expect(pw.body.accessLevel).toBe('admin');
    expect((await session.get('/api/auth/user')).status).toBe(401); // signed out by the password change
    expect(
      (await server.client().post('/api/auth/signin', { email: target.user.email, password: 'admin-set-pw' }))
        .status,
    ).toBe(200);
    expect((await admin.client.put(`/api/admin/users/${someId}`, { firstName: 'Q' })).status).toBe(404);
    expect((await admin.client.put(`/api/admin/users/not-a-uuid`, { firstName: 'Q' })).status).toBe(404);
  });

  it('refuses self-delete and self-demotion', async () => {
    const del = await admin.client.delete(`/api/admin/users/${admin.user.id}`);
    expect(del.status).toBe(400);
    expect(del.body.error).toBe(ADMIN_MESSAGES.selfDelete);
    const demote = await admin.client.put(`/api/admin/users/${admin.user.id}`, { accessLevel: 'user' });
    expect(demote.status).toBe(400);
    expect(demote.body.error).toBe(ADMIN_MESSAGES.selfDemote);
    expect((await admin.client.get('/api/auth/user')).body.accessLevel).toBe('admin');
  });

  it('deletes a user with their sessions and data', async () => {
    const target = await signedInUser(server);
    await server.db('clients').insert({ name: 'Theirs', ownerId: target.user.id });
    const res = await admin.client.delete(`/api/admin/users/${target.user.id}`);
    expect(res.status).toBe(200);
    expect((await target.client.get('/api/auth/user')).status).toBe(401);
    expect(await server.db('sessions').where({ userId: target.user.id })).toEqual([]);
    expect(await server.db('clients').where({ ownerId: target.user.id })).toEqual([]);
    expect((await admin.client.delete(`/api/admin/users/${target.user.id}`)).status).toBe(404);
  });
});

describe('the last admin', () => {
  it('cannot be removed or demoted by another admin racing them', async () => {
    const isolated = await startTestServer();
    try {
      const a = await signedInUser(isolated, { accessLevel: 'admin' });
      const b = await signedInUser(isolated, { accessLevel: 'admin' });
      // Each demotes the other at the same time: one must lose, so one admin remains.
      const [ra, rb] = await Promise.all([
        a.client.put(`/api/admin/users/${b.user.id}`, { accessLevel: 'user' }),
        b.client.put(`/api/admin/users/${a.user.id}`, { accessLevel: 'user' }),
      ]);
      const statuses = [ra.status, rb.status].sort();
      expect(statuses[0]).toBe(200);
      expect(statuses[1]).toBeGreaterThanOrEqual(403);
      expect(
        await isolated.db('users').where({ accessLevel: 'admin' }).count({ n: '*' }).first(),
      ).toMatchObject({ n: 1 });
      const survivor: TestClient = ra.status === 200 ? a.client : b.client;
      const loserId = ra.status === 200 ? b.user.id : a.user.id;
      expect((await survivor.delete(`/api/admin/users/${loserId}`)).status).toBe(200);
    } finally {
      await isolated.close();
    }
  });
});
