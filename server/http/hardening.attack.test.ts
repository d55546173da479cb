// Hardening: security headers, chunked non-JSON bodies, CSV formulas a spreadsheet would run.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseString } from 'fast-csv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { rawRequest } from '../test/rawRequest';
import { startTestServer, type TestServer } from '../test/testServer';
import { makeWorkspace } from '../test/workspace';

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardplan-hardening-'));
let server: TestServer;

beforeAll(async () => {
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  server = await startTestServer({ clientDir });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

/** A raw POST whose body is sent chunked (Transfer-Encoding, no Content-Length), as no test client does. */
function chunkedPost(url: string, contentType: string, body: string) {
  return new Promise<{ status: number; setCookie: string[] }>((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers: { 'Content-Type': contentType } }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, setCookie: res.headers['set-cookie'] ?? [] }),
      );
    });
    req.on('error', reject);
    req.write(body.slice(0, 10));
    req.end(body.slice(10));
  });
}

describe('hardening', () => {
  it('a page cannot be framed, run injected inline script or leak its tokened URL to another site', async () => {
    const anon = server.client();
    for (const res of [
      await anon.get('/reset-password?token=secret'),
      await anon.get('/api/auth/user'),
      await anon.get('/api/nope'),
    ]) {
      const csp = res.headers.get('content-security-policy') ?? '';
      const directives = Object.fromEntries(
        csp.split(/;\s*/).map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]),
      );
      expect(directives).toMatchObject({
        'default-src': "'self'",
        'script-src': "'self'",
        'object-src': "'none'",
        'base-uri': "'self'",
        'form-action': "'self'",
        'frame-ancestors': "'none'",
      });
      expect(directives['connect-src']).toContain(server.url.replace(/^http/, 'ws'));
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('same-origin');
    }
  });

  it('the policy names our own origins from configuration, never the request’s Host or Origin', async () => {
    const { port } = new URL(server.url);
    const own = `connect-src 'self' ws://localhost:${port} ws://127.0.0.1:${port};`;
    const res = await rawRequest(`${server.url}/api/auth/user`, {
      headers: { Host: 'evil.example', Origin: 'http://evil.example; frame-ancestors *' },
    });
    expect(res.headers['content-security-policy']).toContain(own);
    expect(res.headers['content-security-policy']).not.toContain('evil');
  });

  it('a chunked form post (no Content-Length) from no known origin cannot sign in', async () => {
    const who = await createUser(server);
    const form = new URLSearchParams({ email: who.user.email, password: who.password }).toString();
    const res = await chunkedPost(`${server.url}/api/auth/signin`, 'application/x-www-form-urlencoded', form);
    expect(res.status).toBe(415);
    expect(res.setCookie).toEqual([]);
    // The same body as JSON, chunked, is an ordinary sign-in: the rule is about the type, not chunking.
    const json = JSON.stringify({ email: who.user.email, password: who.password });
    expect((await chunkedPost(`${server.url}/api/auth/signin`, 'application/json', json)).status).toBe(200);
  });

  it('exported cells hiding a formula behind whitespace, a line feed or a `;` open as text', async () => {
    const ws = await makeWorkspace(server, 'CSV');
    const descriptions = [
      ' =1+2',
      '\n=HYPERLINK("http://evil.example")',
      'plan;=cmd|"/c calc"!A1',
      'a; @SUM(1)',
    ];
    for (const description of descriptions) {
      const res = await ws.owner.client.post('/api/cards', {
        title: 'T',
        description,
        projectId: ws.projectId,
      });
      expect(res.status).toBe(201);
    }
    await ws.owner.client.post('/api/cards', { title: 'Negative', order: -9, projectId: ws.projectId });
    const res = await ws.owner.client.post('/api/export/csv', { projectIds: [ws.projectId] });
    const rows = await new Promise<string[][]>((resolve, reject) => {
      const out: string[][] = [];
      parseString<string[], string[]>(res.text)
        .on('data', (row: string[]) => out.push(row))
        .on('error', reject)
        .on('end', () => resolve(out));
    });
    expect(rows.map((r) => r[5]).filter(Boolean)).toEqual(
      expect.arrayContaining([
        "' =1+2",
        '\'\n=HYPERLINK("http://evil.example")',
        'plan;\'=cmd|"/c calc"!A1',
        "a;' @SUM(1)",
      ]),
    );
    // A plain number stays a number.
    expect(rows.map((r) => r[13])).toContain('-9.000');
  });
});
