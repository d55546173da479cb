// Signing in through the company's OpenID provider (docs/sso.md "Accounts"): the person is found by the
// provider's (issuer, subject); the first time, an existing account is linked only when the provider vouches
// for the address, else a new account is made; admin rights follow OIDC_ADMIN_GROUPS at every sign-in.
import type { Db } from '../../../db/connection';
import { identitiesRepo } from '../../../db/repos/identities';
import { usersRepo, type UserRow } from '../../../db/repos/users';
import type { SsoClaims } from '../../../auth/oidc';
import { SsoFailure } from '../../../auth/oidc';
import type { OidcSettings } from '../../../oidcSettings';
import type { CommandOutcome } from '../../changes';
import { activateSharesFor } from '../shares';

/** Accounts made by the provider say so (they have no password: a reset tells them to use single sign-on). */
export const SSO_AUTH_PROVIDER = 'oidc';

const NAME_MAX = 100;

export interface SsoSignInInput {
  issuer: string;
  claims: SsoClaims;
  settings: Pick<OidcSettings, 'adminGroups' | 'groupsClaim'>;
  /** ADMIN_EMAIL: the break-glass admin never loses admin rights through the provider's groups. */
  breakGlassEmail?: string;
}

export async function ssoSignIn(trx: Db, input: SsoSignInInput): Promise<CommandOutcome<UserRow>> {
  const { issuer, claims } = input;
  const link = await identitiesRepo.lockByIssuerSubject(trx, issuer, claims.sub);
  let user = link?.userId ? await usersRepo.lockById(trx, link.userId) : undefined;
  let changes: Awaited<ReturnType<typeof activateSharesFor>> = [];
  if (!user) {
    const email = emailOf(claims);
    if (!email) throw new SsoFailure('no_email', `no email claim for subject ${claims.sub}`);
    const existing = await usersRepo.findByEmail(trx, email);
    if (existing) {
      // The account may be someone else's who happens to have this address at the provider: only the
      // provider's word that the address is this person's links them.
      if (claims.email_verified !== true)
        throw new SsoFailure('unverified', `email_verified is ${String(claims.email_verified)} for ${email}`);
      user = existing;
    } else if (link) {
      // Linked before, and the account was deleted since: an administrator removed them.
      throw new SsoFailure('removed', `the account linked to subject ${claims.sub} was deleted`);
    } else {
      const newUser = { email, ...namesOf(claims, email) };
      user = await usersRepo.create(trx, {
        ...newUser,
        passwordHash: null,
        authProvider: SSO_AUTH_PROVIDER,
        emailVerified: true,
        accessLevel: accessLevelOf({ ...newUser, accessLevel: 'user' }, input),
      });
    }
    await identitiesRepo.link(trx, issuer, claims.sub, user.id);
    // The provider vouched for the mailbox: the address is proven, as by a verification link.
    user = await updated(trx, user, { emailVerified: true, accessLevel: accessLevelOf(user, input) });
    // Shares waiting for the address turn active, as after a proof.
    changes = await activateSharesFor(trx, user);
  } else {
    if (link) await identitiesRepo.touch(trx, link.id);
    user = await updated(trx, user, { accessLevel: accessLevelOf(user, input) });
  }
  return { result: user, changes };
}

/** The account with `wanted` written in one statement, or as it was when it already says so. */
async function updated(
  trx: Db,
  user: UserRow,
  wanted: Partial<Pick<UserRow, 'emailVerified' | 'accessLevel'>>,
): Promise<UserRow> {
  const changes = Object.fromEntries(
    Object.entries(wanted).filter(([key, value]) => user[key as keyof typeof wanted] !== value),
  );
  if (Object.keys(changes).length === 0) return user;
  return (await usersRepo.update(trx, user.id, changes)) ?? user;
}

function emailOf(claims: SsoClaims): string | undefined {
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  return email.length > 0 && email.length <= 254 && email.includes('@') ? email : undefined;
}

/** The provider's given and family names, else its full name split at the first space, else the address. */
function namesOf(claims: SsoClaims, email: string): { firstName: string; lastName: string } {
  const text = (key: string) => (typeof claims[key] === 'string' ? (claims[key] as string).trim() : '');
  let first = text('given_name');
  let last = text('family_name');
  if (!first && !last) {
    const [head = '', ...rest] = text('name').split(/\s+/);
    first = head;
    last = rest.join(' ');
  }
  if (!first) first = email.split('@')[0]!;
  return { firstName: first.slice(0, NAME_MAX), lastName: last.slice(0, NAME_MAX) };
}

/** Without OIDC_ADMIN_GROUPS admin rights are the admin panel's to give; with it, the provider's groups'. */
function accessLevelOf(
  user: Pick<UserRow, 'email' | 'accessLevel'>,
  input: SsoSignInInput,
): UserRow['accessLevel'] {
  const { adminGroups, groupsClaim } = input.settings;
  if (adminGroups.length === 0) return user.accessLevel;
  if (input.breakGlassEmail && user.email === input.breakGlassEmail.toLowerCase()) return user.accessLevel;
  const claimed = input.claims[groupsClaim];
  const groups = Array.isArray(claimed) ? claimed.map(String) : typeof claimed === 'string' ? [claimed] : [];
  return groups.some((group) => adminGroups.includes(group)) ? 'admin' : 'user';
}
