// The built client is served before sessions: pages and assets cost no database query, API paths stay JSON.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../test/factories';
import { startTestServer, type TestServer } from '../test/testServer';

const BIG = 'console.log("a chunk of the board");\n'.repeat(200);
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardplan-static-'));
let server: TestServer;

beforeAll(async () => {
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  // As the build writes them (vite.config.ts): each asset also brotli- and gzip-compressed beside it.
  const big = path.join(clientDir, 'assets', 'big-def456.js');
  fs.writeFileSync(big, BIG);
  fs.writeFileSync(`${big}.br`, brotliCompressSync(BIG));
  fs.writeFileSync(`${big}.gz`, gzipSync(BIG));
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

  it('sends the compressed copy the browser accepts, as sent (no compression per request)', async () => {
    const raw = (acceptEncoding?: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : undefined;
        http
          .get(`${server.url}/assets/big-def456.js`, { headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const br = await raw('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(BIG.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(BIG);
    const gzip = await raw('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(BIG);
    const plain = await raw();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BIG);
    for (const res of [br, gzip, plain]) {
      expect(res.headers['content-type']).toContain('javascript');
      // A shared cache keeps one copy per encoding, and the immutable asset stays cached.
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(res.headers['cache-control']).toContain('immutable');
    }
  });

  it('leaves API paths to the API', async () => {
    const { client } = await signedInUser(server);
    const unknown = await client.get('/api/nope');
    expect([unknown.status, unknown.body]).toEqual([404, { error: 'Not found' }]);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    expect((await client.get('/healthz')).body).toEqual({ ok: true });
  });
});
