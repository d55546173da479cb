// The OIDC_* settings (docs/sso.md "Settings"): off without OIDC_ISSUER, and every bad value stops the start
// naming its setting.
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { PRODUCTION } from './test/productionEnv';

const BASE = { DATA_DIR: ':memory:' };
const SSO = { OIDC_ISSUER: 'https://sso.example/realms/acme', OIDC_CLIENT_ID: 'cardplan' };

describe('single sign-on settings', () => {
  it('are off without OIDC_ISSUER', () => {
    expect(loadConfig(BASE).oidc).toBeUndefined();
    expect(loadConfig({ ...BASE, OIDC_ISSUER: '' }).oidc).toBeUndefined();
  });

  it('read the issuer, the client and the defaults', () => {
    const oidc = loadConfig({ ...BASE, ...SSO })!.oidc!;
    expect(oidc.issuer.href).toBe('https://sso.example/realms/acme');
    expect(oidc).toMatchObject({
      clientId: 'cardplan',
      clientSecret: undefined,
      scopes: ['openid', 'email', 'profile'],
      adminGroups: [],
      groupsClaim: 'groups',
      buttonLabel: 'Sign in with SSO',
      enforced: false,
      autoRedirect: false,
    });
  });

  it('read every other setting', () => {
    const oidc = loadConfig({
      ...BASE,
      ...SSO,
      OIDC_CLIENT_SECRET: 's3cret',
      OIDC_SCOPES: 'groups, offline_access email',
      OIDC_ADMIN_GROUPS: 'cardplan-admins,ops',
      OIDC_GROUPS_CLAIM: 'roles',
      OIDC_BUTTON_LABEL: 'Sign in with Acme',
      OIDC_ENFORCED: 'true',
      OIDC_AUTO_REDIRECT: '1',
    }).oidc!;
    expect(oidc).toMatchObject({
      clientSecret: 's3cret',
      scopes: ['openid', 'email', 'profile', 'groups', 'offline_access'],
      adminGroups: ['cardplan-admins', 'ops'],
      groupsClaim: 'roles',
      buttonLabel: 'Sign in with Acme',
      enforced: true,
      autoRedirect: true,
    });
  });

  it.each([
    [{ OIDC_ISSUER: 'not a url', OIDC_CLIENT_ID: 'x' }, 'OIDC_ISSUER must be a URL'],
    [{ OIDC_ISSUER: 'https://sso.example' }, 'OIDC_CLIENT_ID is required with OIDC_ISSUER'],
    [{ OIDC_CLIENT_ID: 'cardplan' }, 'OIDC_CLIENT_ID set without OIDC_ISSUER'],
    [{ OIDC_ENFORCED: 'true' }, 'OIDC_ENFORCED set without OIDC_ISSUER'],
    [{ ...SSO, OIDC_ENFORCED: 'yes' }, 'OIDC_ENFORCED must be true or false'],
    [{ ...SSO, OIDC_AUTO_REDIRECT: 'on' }, 'OIDC_AUTO_REDIRECT must be true or false'],
    [{ ...SSO, OIDC_BUTTON_LABEL: 'x'.repeat(61) }, 'OIDC_BUTTON_LABEL must be at most 60 characters'],
    [{ ...SSO, OIDC_GROUPS_CLAIM: 'two words' }, 'OIDC_GROUPS_CLAIM must be a claim name'],
    [{ ...SSO, OIDC_ISSUER: 'ftp://sso.example' }, 'OIDC_ISSUER must be an http:// or https:// URL'],
  ])('stop the start naming the setting: %o', (env, message) => {
    expect(() => loadConfig({ ...BASE, ...env })).toThrow(message);
  });

  it('accept an http:// issuer outside production only', () => {
    const local = { OIDC_ISSUER: 'http://127.0.0.1:9000', OIDC_CLIENT_ID: 'cardplan' };
    expect(loadConfig({ ...BASE, ...local }).oidc!.issuer.protocol).toBe('http:');
    expect(() => loadConfig({ ...PRODUCTION, ...local })).toThrow(
      'OIDC_ISSUER must be an https:// URL in production',
    );
    expect(loadConfig({ ...PRODUCTION, ...SSO }).oidc!.issuer.protocol).toBe('https:');
  });
});
