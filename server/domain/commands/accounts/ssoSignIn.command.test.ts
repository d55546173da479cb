// Signing in through the provider without HTTP (docs/sso.md "Accounts"): found by (issuer, sub), linked to an
// existing account only on the provider's word for the address, a new verified account otherwise, admin rights
// from groups at every sign-in, a deleted account not brought back, two first sign-ins at once making one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SsoFailure, type SsoClaims } from '../../../auth/oidc';
import type { UserRow } from '../../../db/repos/users';
import { buildCommandWorld, type CommandWorld } from '../../../test/commandHarness';
import { ssoSignIn, type SsoSignInInput } from './ssoSignIn';

let world: CommandWorld;
beforeAll(async () => {
  world = await buildCommandWorld();
});
afterAll(() => world?.close());

const ISSUER = 'https://sso.example/realms/acme';
const NO_GROUPS = { adminGroups: [], groupsClaim: 'groups' };
let serial = 0;
const unique = (label: string) => `${label}-${++serial}-${Date.now().toString(36)}`;

function signIn(claims: SsoClaims, extra: Partial<SsoSignInInput> = {}): Promise<UserRow> {
  return world.db.transaction(async (trx) => {
    const { result } = await ssoSignIn(trx, { issuer: ISSUER, claims, settings: NO_GROUPS, ...extra });
    return result;
  });
}
const failure = (claims: SsoClaims, extra: Partial<SsoSignInInput> = {}) =>
  signIn(claims, extra).then(
    () => {
      throw new Error('signed in, but a refusal was expected');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(SsoFailure);
      return (error as SsoFailure).code;
    },
  );
const identities = (subject: string) => world.db('user_identities').where({ issuer: ISSUER, subject });
const passwordAccount = async (email: string) =>
  (
    await world
      .db('users')
      .insert({ email, firstName: 'Pat', lastName: 'Word', passwordHash: 'argon-hash', emailVerified: true })
      .returning('*')
  )[0] as UserRow;

describe('ssoSignIn', () => {
  it('makes a new verified account with the provider’s names and no password, then finds it by sub', async () => {
    const sub = unique('new');
    const email = `${sub}@acme.test`;
    const claims = { sub, email, email_verified: true, given_name: 'Nia', family_name: 'New' };
    const made = await signIn(claims);
    expect(made).toMatchObject({ email, firstName: 'Nia', lastName: 'New', emailVerified: true });
    expect(made).toMatchObject({ passwordHash: null, authProvider: 'oidc', accessLevel: 'user' });
    // The address changed at the provider: still the same person, found by (issuer, sub).
    const again = await signIn({ ...claims, email: `renamed-${email}` });
    expect(again.id).toBe(made.id);
    expect(await identities(sub)).toHaveLength(1);
  });

  it('splits `name` when there are no given and family names, else takes the address', async () => {
    const sub = unique('named');
    expect(await signIn({ sub, email: `${sub}@acme.test`, name: 'Ada  King Lovelace' })).toMatchObject({
      firstName: 'Ada',
      lastName: 'King Lovelace',
    });
    const bare = unique('bare');
    expect(await signIn({ sub: bare, email: `${bare}@acme.test` })).toMatchObject({
      firstName: bare,
      lastName: '',
    });
  });

  it('links an existing account only when the provider says email_verified: true', async () => {
    const email = `${unique('existing')}@acme.test`;
    const existing = await passwordAccount(email);
    const sub = unique('claimant');
    for (const email_verified of [undefined, false, 'true'])
      expect(await failure({ sub, email, email_verified })).toBe('unverified');
    expect(await identities(sub)).toHaveLength(0);

    const linked = await signIn({ sub, email: email.toUpperCase(), email_verified: true });
    expect(linked.id).toBe(existing.id);
    // The password stays: the person may sign in either way.
    expect(linked.passwordHash).toBe('argon-hash');
    expect(await identities(sub)).toMatchObject([{ userId: existing.id }]);
  });

  it('refuses a sign-in without an e-mail address, linking and making nothing', async () => {
    const sub = unique('no-email');
    expect(await failure({ sub })).toBe('no_email');
    expect(await failure({ sub, email: 'not-an-address' })).toBe('no_email');
    expect(await identities(sub)).toHaveLength(0);
  });

  it('does not bring a deleted account back, until an administrator makes it again', async () => {
    const sub = unique('gone');
    const email = `${sub}@acme.test`;
    const made = await signIn({ sub, email, email_verified: true });
    await world.db('users').where({ id: made.id }).delete();
    expect(await failure({ sub, email, email_verified: true })).toBe('removed');
    expect(await world.db('users').where({ email })).toHaveLength(0);

    const remade = await passwordAccount(email);
    expect((await signIn({ sub, email, email_verified: true })).id).toBe(remade.id);
  });

  it('grants and takes away admin from the groups at every sign-in, but never from ADMIN_EMAIL', async () => {
    const settings = { adminGroups: ['cardplan-admins'], groupsClaim: 'groups' };
    const sub = unique('admin');
    const claims = { sub, email: `${sub}@acme.test`, email_verified: true };
    expect(
      (await signIn({ ...claims, groups: ['staff', 'cardplan-admins'] }, { settings })).accessLevel,
    ).toBe('admin');
    expect((await signIn({ ...claims, groups: ['staff'] }, { settings })).accessLevel).toBe('user');
    expect((await signIn({ ...claims, groups: 'cardplan-admins' }, { settings })).accessLevel).toBe('admin');
    expect((await signIn(claims, { settings })).accessLevel).toBe('user');
    // Without OIDC_ADMIN_GROUPS the admin panel's choice stays.
    await world.db('users').where({ email: claims.email }).update({ accessLevel: 'admin' });
    expect((await signIn(claims)).accessLevel).toBe('admin');
    // The break-glass admin keeps admin whatever the provider's groups say.
    expect(
      (await signIn(claims, { settings, breakGlassEmail: claims.email.toUpperCase() })).accessLevel,
    ).toBe('admin');
  });

  it('makes one account when the same person’s first two sign-ins race', async () => {
    const sub = unique('racer');
    const claims = { sub, email: `${sub}@acme.test`, email_verified: true };
    const [a, b] = await Promise.all([signIn(claims), signIn(claims)]);
    expect(a.id).toBe(b.id);
    expect(await world.db('users').where({ email: claims.email })).toHaveLength(1);
  });

  it('activates the shares waiting for the address the provider vouched for', async () => {
    const sub = unique('invitee');
    const email = `${sub}@acme.test`;
    await world.db('folder_shares').insert({
      folderId: world.folderId,
      sharedByUserId: world.owner.id,
      sharedWithEmail: email,
      status: 'pending',
    });
    const { events, result } = await world.run(world.owner, (trx) =>
      ssoSignIn(trx, { issuer: ISSUER, claims: { sub, email, email_verified: true }, settings: NO_GROUPS }),
    );
    const share = await world.db('folder_shares').where({ sharedWithEmail: email }).first();
    expect(share).toMatchObject({ status: 'active', sharedWithUserId: result.id });
    expect(events.map((event) => event.type)).toContain('share.updated');
  });
});
