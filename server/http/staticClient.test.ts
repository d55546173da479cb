// The built client is served before sessions: pages and assets cost no database query, API paths stay JSON.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../test/factories';
import { startTestServer, type TestServer } from '../test/testServer';

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardplan-static-'));
let server: TestServer;

beforeAll(async () => {
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  server = await startTestServer({ clientDir });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('the built client', () => {
  it('is served to signed-in browsers without touching the database', async () => {
    const { client } = await signedInUser(server);
    const queries: string[] = [];
    const record = (query: { sql: string }) => queries.push(query.sql);
    server.db.on('query', record);
    try {
      const asset = await client.get('/assets/app-abc123.js');
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toContain('immutable');
      const page = await client.get('/admin');
      expect([page.status, page.text]).toEqual([200, '<!doctype html><div id="root"></div>']);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      // Pages and assets carry the security headers too (docs/security.md), still without a query.
      for (const res of [page, asset]) {
        expect(res.headers.get('content-security-policy')).toContain("script-src 'self';");
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      }
    } finally {
      server.db.removeListener('query', record);
    }
    expect(queries).toEqual([]);
  });

  it('leaves API paths to the API', async () => {
    const { client } = await signedInUser(server);
    const unknown = await client.get('/api/nope');
    expect([unknown.status, unknown.body]).toEqual([404, { error: 'Not found' }]);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    expect((await client.get('/healthz')).body).toEqual({ ok: true });
  });
});
