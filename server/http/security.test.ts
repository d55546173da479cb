// Brute-force limits, cross-site refusal and the argon2id parameters.
import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../test/factories';
import { DEFAULT_RATE_LIMITS } from './rateLimits';
import { rawRequest } from '../test/rawRequest';
import { startTestServer, type TestServer } from '../test/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('sign-in brute force', () => {
  it('answers 429 with Retry-After after 5 failures for one e-mail, even for the right password', async () => {
    const who = await createUser(server);
    for (let i = 0; i < 5; i++) {
      const res = await server
        .client()
        .post('/api/auth/signin', { email: who.user.email, password: `wrong-${i}` });
      expect(res.status).toBe(401);
    }
    const blocked = await server
      .client()
      .post('/api/auth/signin', { email: who.user.email, password: who.password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(/too many/i);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another account is not affected.
    const other = await createUser(server);
    expect(
      (await server.client().post('/api/auth/signin', { email: other.user.email, password: other.password }))
        .status,
    ).toBe(200);
  });

  it('counts only failures: a success in between resets the count', async () => {
    const who = await createUser(server);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++)
        await server.client().post('/api/auth/signin', { email: who.user.email, password: 'nope-nope' });
      expect(
        (await server.client().post('/api/auth/signin', { email: who.user.email, password: who.password }))
          .status,
      ).toBe(200);
    }
  });

  it('limits e-mails per address', async () => {
    const email = uniqueEmail('spam');
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await server.client().post('/api/auth/magic-link', { email })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('limits sign-ups per IP with the shipped defaults', async () => {
    // startTestServer lifts IP limits; a server with the shipped defaults must stop at 20 per hour.
    const limited = await startTestServer({ rateLimits: DEFAULT_RATE_LIMITS });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        const body = { email: uniqueEmail('ip'), password: 'long-enough', firstName: 'A', lastName: 'B' };
        statuses.push((await limited.client().post('/api/auth/signup', body)).status);
      }
      expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
      expect(statuses[20]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('cross-site requests', () => {
  const body = { email: 'someone@example.test', password: 'whatever-1' };
  it('refuses a POST with a foreign Origin', async () => {
    const res = await server.client('https://evil.example').post('/api/auth/signin', body);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('Cross-site request refused');
  });
  it('refuses a POST whose Referer is foreign when Origin is absent', async () => {
    const res = await server
      .client(null)
      .post('/api/auth/signin', body, { Referer: 'https://evil.example/page' });
    expect(res.status).toBe(403);
  });
  it('refuses a cross-site form post (no JSON)', async () => {
    const res = await server.client(null).post('/api/auth/signin', 'email=a%40b.cd&password=x', {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(415);
  });
  it('takes JSON lines only where an import is sent; a form or text post there is refused too', async () => {
    const lines = '{"target":{"projectId":1}}\n{"line":2,"title":"x"}';
    const elsewhere = await server
      .client(null)
      .post('/api/cards', lines, { 'Content-Type': 'application/x-ndjson' });
    expect([elsewhere.status, elsewhere.body.error]).toEqual([
      415,
      'Send JSON (Content-Type: application/json)',
    ]);
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await server.client(null).post('/api/imports', lines, { 'Content-Type': type });
      expect([res.status, res.body.error]).toEqual([
        415,
        'Send JSON lines (Content-Type: application/x-ndjson)',
      ]);
    }
    // The right type from a signed-out caller reaches the route: 401.
    const signedOut = await server
      .client(null)
      .post('/api/imports', lines, { 'Content-Type': 'application/x-ndjson' });
    expect(signedOut.status).toBe(401);
  });
  it('accepts the app origin', async () => {
    const res = await server.client(server.config.appUrl!).post('/api/auth/signin', body);
    expect(res.status).toBe(401);
  });
  it('without APP_URL, accepts the same port on localhost, 127.0.0.1 and [::1], nothing else', async () => {
    const { port } = new URL(server.url);
    for (const host of ['localhost', '127.0.0.1', '[::1]'])
      expect((await server.client(`http://${host}:${port}`).post('/api/auth/signin', body)).status).toBe(401);
    for (const origin of [`http://localhost:${Number(port) + 1}`, `https://localhost:${port}`])
      expect((await server.client(origin).post('/api/auth/signin', body)).status).toBe(403);
  });
  it('our origin is never taken from the request (Host, X-Forwarded-Host)', async () => {
    const forged: Record<string, string>[] = [
      { Host: 'evil.example', Origin: 'http://evil.example' },
      { 'X-Forwarded-Host': 'evil.example', Origin: 'http://evil.example' },
    ];
    for (const headers of forged) {
      const res = await rawRequest(`${server.url}/api/auth/signin`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect([res.status, res.text]).toEqual([403, JSON.stringify({ error: 'Cross-site request refused' })]);
    }
  });
});

describe('passwords', () => {
  it('are stored as argon2id with m=19 MiB, t=2, p=1', async () => {
    const email = uniqueEmail('argon');
    await server
      .client()
      .post('/api/auth/signup', { email, password: 'long-enough', firstName: 'A', lastName: 'B' });
    const { passwordHash } = await server.db('users').where({ email }).first();
    const [, algorithm, , parameters] = passwordHash.split('$');
    expect(algorithm).toBe('argon2id');
    expect(Object.fromEntries(parameters.split(',').map((kv: string) => kv.split('=')))).toEqual({
      m: '19456',
      t: '2',
      p: '1',
    });
    expect(await argon2.verify(passwordHash, 'long-enough')).toBe(true);
  });

  it('accept up to 128 characters', async () => {
    const email = uniqueEmail('long');
    const password = 'p'.repeat(128);
    expect(
      (await server.client().post('/api/auth/signup', { email, password, firstName: 'A', lastName: 'B' }))
        .status,
    ).toBe(201);
    expect((await server.client().post('/api/auth/signin', { email, password })).status).toBe(200);
  });
});

describe('session cookie', () => {
  it('is HttpOnly and SameSite=Lax, with a 256-bit id', async () => {
    const who = await createUser(server);
    const res = await server
      .client()
      .post('/api/auth/signin', { email: who.user.email, password: who.password });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('cardplan.sid='))!;
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    const sid = cookie.split(';')[0]!.split('=')[1]!;
    expect(Buffer.from(sid, 'base64url').length).toBe(32);
    expect(await server.db('sessions').where({ sid }).first()).toMatchObject({ userId: who.user.id });
  });
});
