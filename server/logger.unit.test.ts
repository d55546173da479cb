// The log format: pretty lines in development (pino-pretty), JSON lines in production and tests.
import { execFile } from 'node:child_process';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createLogger, logFormatFor } from './logger';

const run = promisify(execFile);

describe('logger', () => {
  it('is pretty in development only', () => {
    expect(logFormatFor('development')).toEqual({ pretty: true });
    expect(logFormatFor('production')).toEqual({ pretty: false });
    expect(logFormatFor('test')).toEqual({ pretty: false });
  });

  it('writes one JSON object a line in production, with secrets redacted', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = createLogger('info', logFormatFor('production'), sink);
    logger.info({ token: 'secret-token', path: '/x' }, 'hello');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ msg: 'hello', path: '/x', token: '[Redacted]', level: 30 });
  });

  it('prints readable lines in development (pino-pretty loads, from the dependencies)', async () => {
    const script = `
      import { createLogger } from './server/logger.ts';
      const logger = createLogger('info', { pretty: true });
      logger.info({ path: '/x', token: 'secret-token' }, 'hello pretty');
      process.exit(0); // the line is out already: written as it was logged
    `;
    const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: new URL('..', import.meta.url).pathname,
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    });
    expect(stdout).toMatch(/INFO.*hello pretty/);
    expect(stdout).not.toMatch(/^\{/m);
    expect(stdout).not.toContain('secret-token');
  });
});
