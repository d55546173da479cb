// The runtime contract: defaults, validation, production requirements.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the defaults of docs/decisions.md', () => {
    const config = loadConfig({ DATA_DIR: ':memory:' });
    expect(config).toMatchObject({ port: 3000, env: 'development', isProduction: false });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.appUrl).toBeUndefined();
    expect(config.sessionKeys[0]).toHaveLength(64);
    expect(loadConfig({ DATA_DIR: ':memory:' }).sessionKeys[0]).not.toBe(config.sessionKeys[0]);
  });

  it('keeps the development session key in DATA_DIR so restarts keep sessions', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardplan-config-'));
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.dataDir).toBe(dir);
    expect(loadConfig({ DATA_DIR: dir }).sessionKeys).toEqual(first.sessionKeys);
    fs.rmSync(dir, { recursive: true });
  });

  it('treats empty variables as unset and trims the APP_URL slash', () => {
    expect(loadConfig({ DATABASE_URL: '', APP_URL: 'https://cardplan.example/' })).toMatchObject({
      databaseUrl: undefined,
      appUrl: 'https://cardplan.example',
    });
  });

  it('refuses bad values with a clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.cd' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
  });

  it('requires SESSION_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    const secret = 's'.repeat(40);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret }).sessionKeys).toEqual([secret]);
  });
});
