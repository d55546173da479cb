// Bad input on every auth and admin route: 400 with the schema's message, never a 500 (fast-check).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/factories';
import type { TestClient } from '../../test/httpClient';
import { startTestServer, type TestServer } from '../../test/testServer';

let server: TestServer;
let admin: TestClient;
let someUserId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedInUser(server, { accessLevel: 'admin' })).client;
  someUserId = (await signedInUser(server)).user.id;
});
afterAll(() => server?.close());

describe('validation messages', () => {
  const cases: [string, unknown, string][] = [
    [
      '/api/auth/signup',
      { email: 'not-an-email', password: 'long-enough', firstName: 'A', lastName: 'B' },
      'Invalid email address',
    ],
    [
      '/api/auth/signup',
      { email: 'a@example.test', password: 'short', firstName: 'A', lastName: 'B' },
      'Password must be at least 8 characters',
    ],
    [
      '/api/auth/signup',
      { email: 'a@example.test', password: 'long-enough', firstName: '  ', lastName: 'B' },
      'First name is required',
    ],
    [
      '/api/auth/signup',
      { email: 'a@example.test', password: 'long-enough', firstName: 'A' },
      'Last name is required',
    ],
    [
      '/api/auth/signup',
      { email: 'a@example.test', password: 'x'.repeat(129), firstName: 'A', lastName: 'B' },
      'Password must be at most 128 characters',
    ],
    ['/api/auth/signin', { email: 'a@example.test', password: '' }, 'Password is required'],
    ['/api/auth/signin', { password: 'x' }, 'Email is required'],
    ['/api/auth/magic-link', { email: 'nope' }, 'Invalid email address'],
    ['/api/auth/forgot-password', {}, 'Email is required'],
    ['/api/auth/reset-password', { token: '', newPassword: 'long-enough' }, 'Token is required'],
    [
      '/api/auth/reset-password',
      { token: 'abc', newPassword: 'short' },
      'Password must be at least 8 characters',
    ],
    ['/api/auth/magic-link/verify', { token: 42 }, 'Token is required'],
  ];
  it.each(cases)('%s %j → 400 "%s"', async (path, body, message) => {
    const res = await server.client().post(path, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it('ignores unknown fields consistently (they are stripped, not stored)', async () => {
    const res = await server.client().post('/api/auth/signup', {
      email: 'extra-fields@example.test',
      password: 'long-enough',
      firstName: 'A',
      lastName: 'B',
      accessLevel: 'admin',
      emailVerified: true,
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ accessLevel: 'user', emailVerified: false });
  });

  it('answers malformed JSON, wrong content types and huge bodies with 4xx', async () => {
    const broken = await server
      .client()
      .post('/api/auth/signin', '{"email": ', { 'Content-Type': 'application/json' });
    expect(broken.status).toBe(400);
    expect(broken.body.error).toBe('Invalid request body');
    const text = await server.client().post('/api/auth/signin', 'email=a', { 'Content-Type': 'text/plain' });
    expect(text.status).toBe(415);
    const huge = await server
      .client()
      .post('/api/auth/signin', { email: 'a@b.cd', password: 'x'.repeat(2_000_000) });
    expect(huge.status).toBe(413);
    const array = await server.client().post('/api/auth/signin', [1, 2]);
    expect(array.status).toBe(400);
  });
});

const hostileString = fc.oneof(
  fc.string(),
  fc.constantFrom(
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    '\u0000',
    '😀'.repeat(200),
    'a'.repeat(10_000),
    '../../etc/passwd',
    '%00',
    'NaN',
    '-1',
  ),
);
const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.string(), hostileString, { maxKeys: 3 }),
);
const hostileBody = fc.oneof(
  fc.jsonValue(),
  fc.record(
    {
      email: fc.oneof(hostileValue, fc.emailAddress()),
      password: hostileValue,
      newPassword: hostileValue,
      firstName: hostileValue,
      lastName: hostileValue,
      token: hostileValue,
      accessLevel: fc.oneof(hostileValue, fc.constantFrom('admin', 'user')),
    },
    { requiredKeys: [] },
  ),
);

describe('random and hostile payloads never cause a 500', () => {
  const routes: [string, string, () => TestClient][] = [
    ['POST', '/api/auth/signup', () => server.client()],
    ['POST', '/api/auth/signin', () => server.client()],
    ['POST', '/api/auth/magic-link', () => server.client()],
    ['POST', '/api/auth/magic-link/verify', () => server.client()],
    ['POST', '/api/auth/forgot-password', () => server.client()],
    ['POST', '/api/auth/reset-password', () => server.client()],
    ['POST', '/api/admin/users', () => admin],
    ['PUT', '/api/admin/users/:id', () => admin],
  ];
  it.each(routes)('%s %s', async (method, path, client) => {
    await fc.assert(
      fc.asyncProperty(hostileBody, async (body) => {
        const usersBefore = await server.db('users').count({ n: '*' }).first();
        const res = await client().request(method, path.replace(':id', someUserId), body);
        expect(res.status, `${res.status} ${res.text}`).toBeLessThan(500);
        if (res.status >= 400) expect(typeof res.body.error, res.text).toBe('string');
        else expect(typeof res.body).toBe('object');
        if (res.status === 400) {
          const usersAfter = await server.db('users').count({ n: '*' }).first();
          expect(usersAfter).toEqual(usersBefore);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('hostile ids in the path of admin routes are 404s, not 500s', async () => {
    await fc.assert(
      fc.asyncProperty(hostileString, async (id) => {
        const res = await admin.delete(`/api/admin/users/${encodeURIComponent(id)}`);
        expect([400, 404]).toContain(res.status);
      }),
      { numRuns: 40 },
    );
  });
});
