// The runtime contract: defaults, validation, production requirements.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { PRODUCTION } from './test/productionEnv';

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

  it("names this deployment's Redis keys after its database unless REDIS_PREFIX says otherwise", () => {
    expect(loadConfig({ DATA_DIR: ':memory:' }).redisPrefix).toBe('cardplan');
    const url = 'postgres://u@db.example:5432/cardplan_prod';
    expect(loadConfig({ DATA_DIR: ':memory:', DATABASE_URL: url }).redisPrefix).toBe(
      'cardplan:cardplan_prod',
    );
    expect(loadConfig({ DATA_DIR: ':memory:', DATABASE_URL: url, REDIS_PREFIX: 'acme' }).redisPrefix).toBe(
      'acme',
    );
    expect(() => loadConfig({ REDIS_PREFIX: 'two words' })).toThrow(/REDIS_PREFIX/);
  });

  it('refuses bad values with a clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.cd' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
  });

  it('requires SESSION_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    const secret = 's'.repeat(40);
    expect(loadConfig({ ...PRODUCTION, SESSION_SECRET: secret }).sessionKeys).toEqual([secret]);
  });

  it('refuses to start production where no sign-in could set its Secure cookie', () => {
    expect(() => loadConfig({ ...PRODUCTION, TRUST_PROXY: '0' })).toThrow(/TRUST_PROXY .* is required/);
    expect(() => loadConfig({ ...PRODUCTION, TRUST_PROXY: 'false' })).toThrow(/TRUST_PROXY .* is required/);
    expect(() => loadConfig({ ...PRODUCTION, APP_URL: 'http://cardplan.example' })).toThrow(
      /APP_URL must be the public https:\/\/ address/,
    );
    expect(() => loadConfig({ ...PRODUCTION, APP_URL: '' })).toThrow(/APP_URL/);
    expect(loadConfig(PRODUCTION)).toMatchObject({ isProduction: true, trustProxy: 1 });
  });

  it('TRUST_PROXY is the number of proxy hops to trust (true means 1)', () => {
    const hops = (TRUST_PROXY?: string) => loadConfig({ DATA_DIR: ':memory:', TRUST_PROXY }).trustProxy;
    expect([hops(), hops(''), hops('0'), hops('false')]).toEqual([0, 0, 0, 0]);
    expect([hops('1'), hops('true'), hops('2'), hops('3')]).toEqual([1, 1, 2, 3]);
    for (const bad of ['yes', '-1', '1.5', '10', 'TRUE'])
      expect(() => hops(bad), bad).toThrow(/TRUST_PROXY must be the number of reverse proxies/);
    expect(loadConfig({ ...PRODUCTION, TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('refuses production without SMTP_URL, so e-mailed links never go to the log', () => {
    expect(() => loadConfig({ ...PRODUCTION, SMTP_URL: '' })).toThrow(/SMTP_URL is required in production/);
  });
});
