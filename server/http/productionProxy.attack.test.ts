// Findings 1, 5, 6 and 8 of the attack report, against a node configured as in production (NODE_ENV=production,
// TRUST_PROXY, an https APP_URL) and reached the way its reverse proxy forwards requests: X-Forwarded-Proto
// https, and X-Forwarded-For as nginx's $proxy_add_x_forwarded_for writes it — whatever the client sent,
// then the address nginx saw. Only that last part is the proxy's word.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANDSHAKE_ERRORS } from '../realtime/handshake';
import { createUser } from '../test/factories';
import type { TestClient } from '../test/httpClient';
import { rawRequest } from '../test/rawRequest';
import { startTestServer, type TestServer } from '../test/testServer';
import { DEFAULT_RATE_LIMITS } from './rateLimits';

const APP_URL = 'https://cardplan.example';
const EVIL = 'https://evil.example';

const startProduction = (TRUST_PROXY: string) =>
  startTestServer({
    env: { NODE_ENV: 'production', TRUST_PROXY, APP_URL, SESSION_SECRET: randomBytes(32).toString('hex') },
    rateLimits: DEFAULT_RATE_LIMITS,
  });

let production: TestServer;
beforeAll(async () => {
  production = await startProduction('1');
});
afterAll(() => production?.close());

/** A made-up client address of its own: the limits count per address. */
const someAddress = () => `10.${[...randomBytes(3)].join('.')}`;
/** What the proxies pass on for a client at `real` that wrote `sent` into X-Forwarded-For itself. */
const forwarded = (real: string, sent?: string, ...proxies: string[]) => ({
  'X-Forwarded-Proto': 'https',
  'X-Forwarded-For': [sent, real, ...proxies].filter(Boolean).join(', '),
});
/** A browser on the app's own pages. */
const browser = (server = production) => server.client(APP_URL);

const resetPassword = (server: TestServer, headers: Record<string, string>) =>
  browser(server)
    .post('/api/auth/reset-password', { token: 'x'.repeat(43), newPassword: 'long-enough-1' }, headers)
    .then((res) => res.status);

async function signedIn(at: string): Promise<TestClient> {
  const who = await createUser(production);
  const client = browser();
  const res = await client.post(
    '/api/auth/signin',
    { email: who.user.email, password: who.password },
    forwarded(at),
  );
  expect(res.status, res.text).toBe(200);
  return client;
}

describe('per-IP limits count the address the proxy saw', () => {
  it('a client writing its own X-Forwarded-For entries still gets 429 after 20 password resets', async () => {
    const real = someAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push(await resetPassword(production, forwarded(real, `198.51.100.${i}`)));
    expect(statuses.slice(0, 20)).not.toContain(429);
    expect(statuses.slice(20)).toEqual(Array(10).fill(429));
    // Another client behind the same proxy has its own allowance, even when it names the first one.
    expect(await resetPassword(production, forwarded(someAddress(), real))).not.toBe(429);
  });

  // 20 sign-ups are 20 argon2 hashes: a loaded CI machine needs more than the default 30 s.
  it('sign-ups likewise stop at 20 per address', { timeout: 120_000 }, async () => {
    const real = someAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const body = {
        email: `ip-${i}-${randomBytes(4).toString('hex')}@example.test`,
        password: 'long-enough',
        firstName: 'A',
        lastName: 'B',
      };
      const res = await browser().post('/api/auth/signup', body, forwarded(real, `198.51.100.${i}`));
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(20).fill(201), 429]);
  });

  it('TRUST_PROXY=2 (a CDN, then nginx) counts the address the CDN saw', async () => {
    const twoHops = await startProduction('2');
    try {
      const cdn = '192.0.2.10';
      const [first, second] = [someAddress(), someAddress()];
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++)
        statuses.push(await resetPassword(twoHops, forwarded(first, `198.51.100.${i}`, cdn)));
      expect(statuses.slice(0, 20)).not.toContain(429);
      expect(statuses[20]).toBe(429);
      // Not the CDN's address: another client through the same CDN is not limited.
      expect(await resetPassword(twoHops, forwarded(second, first, cdn))).not.toBe(429);
    } finally {
      await twoHops.close();
    }
  });
});

describe('the cross-site check knows only APP_URL', () => {
  it('a POST from another site is refused whatever X-Forwarded-Host or Host says', async () => {
    const owner = await signedIn(someAddress());
    const https = forwarded(someAddress());
    const post = (headers: Record<string, string>) =>
      owner.post('/api/clients', { name: 'Evil Inc' }, { ...https, ...headers });
    const refused = await post({ Origin: EVIL, 'X-Forwarded-Host': 'evil.example' });
    expect([refused.status, refused.body]).toEqual([403, { error: 'Cross-site request refused' }]);
    // The node's own address (the Host this request reached it by) is not the app's origin either.
    const host = new URL(production.url).host;
    expect((await post({ Origin: `http://${host}` })).status).toBe(403);
    expect((await post({ Origin: `https://${host}`, 'X-Forwarded-Host': host })).status).toBe(403);
    expect(
      (await post({ Origin: '', Referer: `${EVIL}/page`, 'X-Forwarded-Host': 'evil.example' })).status,
    ).toBe(403);
    expect((await owner.get('/api/clients', https)).body).toEqual([]);
    expect((await post({ Origin: APP_URL })).status).toBe(201);
  });
});

describe('the CSP comes from APP_URL alone', () => {
  it('nothing a request says reaches the policy', async () => {
    const policy =
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
      "font-src 'self' data:; connect-src 'self' wss://cardplan.example; object-src 'none'; base-uri 'self'; " +
      "form-action 'self'; frame-ancestors 'none'";
    const injected = `${EVIL}; frame-ancestors *`;
    const requests: Record<string, string>[] = [
      {
        Origin: injected,
        'X-Forwarded-Host': 'evil.example; frame-ancestors *',
        'X-Forwarded-Proto': 'https',
      },
      { Origin: injected, Host: 'evil.example; frame-ancestors *' },
      {},
    ];
    for (const headers of requests) {
      const res = await rawRequest(`${production.url}/api/auth/user`, { headers });
      expect(res.headers['content-security-policy']).toBe(policy);
    }
  });
});

describe('a projector’s polling session is bound to the client IP, by the same rule', () => {
  it('later requests from another address are refused; a different leftmost entry is not', async () => {
    const owner = await signedIn(someAddress());
    const https = forwarded(someAddress());
    const made = async (path: string, body?: object) => {
      const res = await owner.post(path, body, https);
      expect(res.status, res.text).toBe(201);
      return res.body;
    };
    const client = await made('/api/clients', { name: 'Acme' });
    const folder = await made('/api/projects', { name: 'Product', clientId: client.id });
    const project = await made('/api/projects', { name: 'App', prefix: 'APP', parentId: folder.id });
    const link = await owner.post(`/api/projects/${project.id}/room-links`, undefined, https);
    expect(link.status, link.text).toBe(201);
    const roomKey = new URL(link.body.url).hash.replace('#key=', '');

    const projector = someAddress();
    const engine = `${production.url}/socket.io/?EIO=4&transport=polling`;
    const request = async (real: string, sent: string, sid?: string, body?: string) => {
      const res = await fetch(sid ? `${engine}&sid=${sid}` : engine, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { Origin: APP_URL, 'Content-Type': 'text/plain;charset=UTF-8', ...forwarded(real, sent) },
        body,
      });
      return { status: res.status, text: await res.text() };
    };
    const opened = await request(projector, '198.51.100.1');
    expect(opened.status).toBe(200);
    const sid = (JSON.parse(opened.text.slice(1)) as { sid: string }).sid;
    expect(await request(projector, '198.51.100.2', sid, `40${JSON.stringify({ roomKey })}`)).toEqual({
      status: 200,
      text: 'ok',
    });
    expect((await request(projector, '198.51.100.3', sid)).text).toMatch(/^40\{"sid"/); // connected
    // Someone else who learnt the sid (it is in the URL): refused, whatever they write first.
    for (const sent of ['198.51.100.1', projector]) {
      const other = await request(someAddress(), sent, sid, '6');
      expect(other.status).toBe(403);
      expect(JSON.parse(other.text)).toEqual({ code: 4, message: HANDSHAKE_ERRORS.otherClient });
    }
    expect(await request(projector, '198.51.100.4', sid, '6')).toEqual({ status: 200, text: 'ok' });
  });
});
