// Request log levels (a signed-out page load's expected 401 from GET /api/auth/user is not a warning), and what a
// developer reads in `npm start`'s pretty log: one line a request, a server error's stack under its line.
import { execFile } from 'node:child_process';
import { promisify, stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { requestLevel } from './requestLog';

const run = promisify(execFile);

describe('requestLevel', () => {
  it('logs the signed-out answer of GET /api/auth/user at info', () => {
    expect(requestLevel({ method: 'GET', path: '/api/auth/user', status: 401 })).toBe('info');
  });

  it('keeps other refusals at warn and server errors at error', () => {
    expect(requestLevel({ method: 'GET', path: '/api/clients', status: 401 })).toBe('warn');
    expect(requestLevel({ method: 'POST', path: '/api/auth/signin', status: 401 })).toBe('warn');
    expect(requestLevel({ method: 'GET', path: '/api/auth/user', status: 500 })).toBe('error');
    expect(requestLevel({ method: 'GET', path: '/api/auth/user', status: 200 })).toBe('info');
  });
});

/** Serves three requests through the request log and the error handler, pretty-printed as in development. */
const SCRIPT = `
  import Koa from 'koa';
  import { createLogger } from './server/logger.ts';
  import { requestLog } from './server/http/middleware/requestLog.ts';
  import { errorHandler } from './server/http/middleware/errors.ts';
  const app = new Koa();
  app.silent = true;
  app.use(requestLog(createLogger('info', { pretty: true })));
  app.use(errorHandler());
  app.use((ctx) => {
    if (ctx.path === '/boom') throw new Error('kaboom in the handler');
    if (ctx.path === '/missing') ctx.throw(404);
    ctx.body = { ok: true };
  });
  const server = app.listen(0, '127.0.0.1', async () => {
    const base = 'http://127.0.0.1:' + server.address().port;
    for (const path of ['/ok', '/missing', '/boom']) await (await fetch(base + path)).text();
    process.exit(0); // the lines are out already: written as they were logged
  });
`;

describe('the development log', () => {
  it('prints one line per request, and a server error with its stack', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SCRIPT], {
      cwd: new URL('../../..', import.meta.url).pathname,
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    });
    const text = stripVTControlCharacters(stdout); // colours are forced on in development
    const lines = text.trimEnd().split('\n');
    const ok = lines.findIndex((line) => / INFO.*: GET \/ok 200 \d+(\.\d)? ms$/.test(line));
    const missing = lines.findIndex((line) => / WARN.*: GET \/missing 404 \d+(\.\d)? ms$/.test(line));
    const boom = lines.findIndex((line) => / ERROR.*: GET \/boom 500 \d+(\.\d)? ms$/.test(line));
    expect([ok, missing, boom], text).toEqual([0, 1, 2]);
    // Under the failed request's line, and nowhere else: its error, stack included.
    const trace = lines.slice(boom + 1).join('\n');
    expect(trace).toContain('kaboom in the handler');
    expect(trace).toMatch(/\n\s+at /);
    expect(text).not.toMatch(/^\s+(method|path|status|ms|request):/m);
  });
});
