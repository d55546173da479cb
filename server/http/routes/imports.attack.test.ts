// Imports under attack: a huge body from a signed-out caller is answered before it is sent, a body
// over the limit is 413, the write allowance counts an import by its size, and random bodies never make a 5xx:
// the project gains exactly the cards sent, or nothing.
import http from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../common/schemas/auth';
import { IMPORT_CONTENT_TYPE } from '../../../common/import/requestLines';
import { IMPORT_MAX_BODY_BYTES, IMPORT_MESSAGES } from '../../../common/schemas/imports';
import { importRows, importSource, postImport } from '../../test/importRequests';
import type { TestClient } from '../../test/httpClient';
import { startTestServer, TEST_RATE_LIMITS, type TestServer } from '../../test/testServer';
import { makeWorkspace, type Workspace } from '../../test/workspace';

const asLines = { 'Content-Type': IMPORT_CONTENT_TYPE };
/** POST /api/imports of raw bytes, as `api`'s browser, under `contentType`. */
async function postBytes(api: TestClient, body: Buffer, contentType: string) {
  const res = await fetch(new URL('/api/imports', api.baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': contentType, Cookie: api.cookieHeader, Origin: api.baseUrl },
    body: new Uint8Array(body),
  });
  return { status: res.status, body: (await res.json()) as { error?: string } };
}
const cardCount = async (server: TestServer, projectId: number) =>
  Number((await server.db('cards').where({ projectId }).count())[0]!.count);

describe('the body', () => {
  let server: TestServer;
  let ws: Workspace;
  beforeAll(async () => {
    server = await startTestServer();
    ws = await makeWorkspace(server);
  });
  afterAll(() => server?.close());

  it('a signed-out 17 MB body gets 401 before it is sent: the server never waits for it', async () => {
    // Headers announcing 17 MB, then 64 KB of it; the rest is never sent. (A whole body sent to a server that
    // answers without reading it can meet a closed connection on a loaded machine: this asks the real question.)
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(
        new URL('/api/imports', server.url),
        {
          method: 'POST',
          headers: {
            'Content-Type': IMPORT_CONTENT_TYPE,
            'Content-Length': String(IMPORT_MAX_BODY_BYTES + 1024 * 1024),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => {
            resolve({ status: res.statusCode ?? 0, text });
            req.destroy();
          });
        },
      );
      req.on('error', reject);
      req.write(`{"cards": [${'x'.repeat(64 * 1024)}`);
    });
    expect([answer.status, JSON.parse(answer.text).error]).toEqual([401, AUTH_MESSAGES.notSignedIn]);
  });

  it('signed in, a body over 16 MB is 413 naming the limit; 2 MB of 2,000-character cells is fine', async () => {
    const over = await ws.owner.client.post(
      '/api/imports',
      `{"cards": [${'x'.repeat(IMPORT_MAX_BODY_BYTES + 1024)}`,
      asLines,
    );
    expect([over.status, over.body.error]).toEqual([413, IMPORT_MESSAGES.bodyTooLarge]);
    const cell = 'é"\n,'.repeat(500); // 2,000 characters of what CSV quotes
    const cards = importRows(1000, () => ({ description: cell, notes: cell.slice(0, 1999) }));
    const body = { target: { projectId: ws.projectId }, source: importSource, cards };
    expect(JSON.stringify(body).length).toBeGreaterThan(2 * 1024 * 1024);
    const res = await postImport(ws.owner.client, body);
    expect(res.status, res.text.slice(0, 200)).toBe(201);
    expect((await server.db('cards').where({ projectId: ws.projectId }).first()).description).toBe(cell);
    // Every other call keeps its 1 MB.
    const elsewhere = await ws.owner.client.post('/api/cards', {
      projectId: ws.projectId,
      title: 'x',
      description: 'x'.repeat(1024 * 1024),
    });
    expect(elsewhere.status).toBe(413);
  });

  it('random bodies never make a 5xx; the project gains exactly the cards sent, or nothing', async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.string({ unit: 'grapheme', maxLength: 30 }),
      fc.constantFrom(
        '',
        '  ',
        '"quoted ""twice"""',
        'line\r\nbreak',
        '=1+1',
        '<b>x</b>',
        '\u0000nul',
        'x'.repeat(2000),
      ),
    );
    const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
    const junk = fc.oneof(
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.integer(), { maxLength: 2 }),
    );
    const card = fc.record(
      {
        line: fc.oneof(fc.integer({ min: -2, max: 1000 }), text, junk),
        title: fc.oneof(text, text, junk),
        description: maybe(fc.oneof(text, junk)),
        status: maybe(fc.oneof(fc.constantFrom('backlog', 'ready', 'in-progress', 'done'), text)),
        priority: maybe(fc.oneof(fc.constantFrom('tbd', 'wow', 'nice'), text)),
        notes: maybe(text),
        useCase: maybe(fc.oneof(text, junk)),
        release: maybe(
          fc.oneof(
            junk,
            fc.record({
              name: text,
              startDate: maybe(fc.oneof(text, fc.constantFrom('2027-01-01', '2027-02-30'))),
            }),
          ),
        ),
        sprint: maybe(fc.oneof(text, junk)),
        order: maybe(fc.oneof(fc.double(), fc.integer(), text)),
      },
      { requiredKeys: [] },
    );
    // The request is JSON lines: an envelope, then a card per line; some lines are not even JSON.
    const envelope = fc.oneof(
      fc.record(
        {
          target: fc.oneof(fc.constant({ projectId: ws.projectId }), junk, fc.record({ projectId: text })),
          source: fc.oneof(
            fc.constant(importSource),
            fc.record({ format: fc.oneof(text, fc.constantFrom('csv', 'jira')), fileName: text }),
          ),
          cards: fc.oneof(junk, text),
        },
        { requiredKeys: [] },
      ),
      fc.anything(),
    );
    const line = (value: fc.Arbitrary<unknown>) => value.map((v) => JSON.stringify(v) ?? 'null');
    // A line of text, not JSON (a blank last line would be the request's final newline).
    const raw = text.map((t) => t.replace(/[\r\n]/g, ' ')).filter((t) => t.trim() !== '');
    const body = fc.record({
      first: fc.oneof(line(envelope), line(envelope), line(envelope), raw),
      cards: fc.array(fc.oneof(line(card), line(card), line(card), line(junk), raw), { maxLength: 8 }),
    });
    await fc.assert(
      fc.asyncProperty(body, async ({ first, cards }) => {
        const before = await cardCount(server, ws.projectId);
        const res = await ws.owner.client.post('/api/imports', [first, ...cards].join('\n'), asLines);
        expect(res.status, res.text.slice(0, 300)).toBeLessThan(500);
        const after = await cardCount(server, ws.projectId);
        if (res.status === 201) expect(after - before).toBe(cards.length);
        else expect(after).toBe(before);
      }),
      {
        numRuns: 60,
        examples: [
          [
            {
              first: JSON.stringify({ target: { projectId: ws.projectId }, source: importSource }),
              cards: ['null', JSON.stringify({ line: 'x', title: '' }), '7'],
            },
          ],
          [
            {
              first: JSON.stringify({ target: { projectId: ws.projectId }, source: importSource }),
              cards: [JSON.stringify({ line: 2, title: 'ok', release: 'R' })],
            },
          ],
          [
            {
              first: JSON.stringify({ target: { projectId: ws.projectId }, source: importSource }),
              cards: ['{"line": 2,'],
            },
          ],
        ],
      },
    );
  });

  it('a body is UTF-8: another declared charset is 415, bytes that are not UTF-8 are 400; nothing is written', async () => {
    const lines = (title: string) =>
      `${JSON.stringify({ target: { projectId: ws.projectId }, source: importSource })}\n${JSON.stringify({ line: 2, title })}`;
    const before = await cardCount(server, ws.projectId);
    const latin1 = Buffer.from(lines('Été'), 'latin1');
    const declared = await postBytes(ws.owner.client, latin1, `${IMPORT_CONTENT_TYPE}; charset=iso-8859-1`);
    expect([declared.status, declared.body.error]).toEqual([415, IMPORT_MESSAGES.notUtf8]);
    const undeclared = await postBytes(ws.owner.client, latin1, IMPORT_CONTENT_TYPE);
    expect([undeclared.status, undeclared.body.error]).toEqual([400, IMPORT_MESSAGES.invalidUtf8]);
    expect(await cardCount(server, ws.projectId)).toBe(before);
    // UTF-8, declared or not, with or without a byte order mark, is read as written.
    for (const [bytes, type] of [
      [Buffer.from(lines('Été'), 'utf8'), `${IMPORT_CONTENT_TYPE}; charset=UTF-8`],
      [Buffer.from(`\uFEFF${lines('Été 2')}`, 'utf8'), IMPORT_CONTENT_TYPE],
    ] as const) {
      const res = await postBytes(ws.owner.client, bytes, type);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const titles = await server.db('cards').where({ projectId: ws.projectId }).orderBy('id').pluck('title');
    expect(titles.slice(-2)).toEqual(['Été', 'Été 2']);
  });

  it('a body that is not JSON lines is refused (400), whatever it holds; nothing is written', async () => {
    const request = { target: { projectId: ws.projectId }, source: importSource, cards: importRows(2) };
    const before = await cardCount(server, ws.projectId);
    for (const [sent, headers] of [
      [request, undefined], // a JSON body, as every other call takes
      [JSON.stringify(request), asLines], // one JSON object on one line: no cards
      ['', asLines],
      [
        `${JSON.stringify({ target: request.target, source: importSource })}\n{"line": 2, "title": "a"`,
        asLines,
      ],
      [`[1]\n${JSON.stringify(importRows(1)[0])}`, asLines],
    ] as const) {
      const res = await ws.owner.client.post('/api/imports', sent, headers);
      expect(res.status, res.text).toBe(400);
      expect(res.body.error).toMatch(/JSON lines|no cards/);
    }
    expect(await cardCount(server, ws.projectId)).toBe(before);
  });
});

describe('the write allowance', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      rateLimits: { ...TEST_RATE_LIMITS, writesPerUserMinute: { points: 20, durationSeconds: 60 } },
    });
  });
  afterAll(() => server?.close());

  it('counts an import as ceil(cards / 20) points, refusing one that does not fit before writing', async () => {
    const ws = await makeWorkspace(server); // 3 points
    const api: TestClient = ws.owner.client;
    const send = (n: number) =>
      postImport(api, { target: { projectId: ws.projectId }, source: importSource, cards: importRows(n) });
    expect((await send(280)).status).toBe(201); // 14 points: 17
    expect((await send(60)).status).toBe(201); // 3 points: 20, the minute's allowance
    const refused = await send(1);
    expect(refused.status, refused.text).toBe(429);
    expect(await cardCount(server, ws.projectId)).toBe(340);
    // Reads go on.
    expect((await api.get(`/api/projects/${ws.projectId}/data`)).status).toBe(200);
  });

  it('charges what was sent before checking it: a refused import pays for its lines', async () => {
    const ws = await makeWorkspace(server); // 3 points
    const cards = [...importRows(339), { line: 341, title: '' }]; // 340 cards: 17 points, the last one refused
    const refused = await postImport(ws.owner.client, {
      target: { projectId: ws.projectId },
      source: importSource,
      cards,
    });
    expect([refused.status, refused.body.error]).toEqual([400, 'Line 341: Title is required']);
    const next = await postImport(ws.owner.client, {
      target: { projectId: ws.projectId },
      source: importSource,
      cards: importRows(1),
    });
    expect(next.status, next.text).toBe(429);
    expect(await cardCount(server, ws.projectId)).toBe(0);
  });

  it('a line longer than 4 KB counts as one row per 4 KB, so one huge line is no cheaper', async () => {
    const ws = await makeWorkspace(server); // 3 points
    const envelope = {
      target: { projectId: ws.projectId },
      source: importSource,
      padding: 'x'.repeat(340 * 4096 - 200),
    };
    const refused = await ws.owner.client.post('/api/imports', JSON.stringify(envelope), asLines); // 17 points
    expect(refused.status, refused.text.slice(0, 200)).toBe(400);
    const next = await postImport(ws.owner.client, {
      target: { projectId: ws.projectId },
      source: importSource,
      cards: importRows(1),
    });
    expect(next.status, next.text).toBe(429);
  });
});
