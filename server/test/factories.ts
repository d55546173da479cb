// Test data builders: users straight into the database, and signed-in clients.
import { randomBytes } from 'node:crypto';
import Keygrip from 'keygrip';
import { hashPassword } from '../auth/passwords';
import { sessionCookieName } from '../auth/sessionCookie';
import { SESSION_IDLE_TIMEOUT_MS, sessionExpiry } from '../auth/sessionExpiry';
import { newSessionId } from '../auth/sessionStore';
import { sessionsRepo } from '../db/repos/sessions';
import { usersRepo, type UserRow } from '../db/repos/users';
import type { TestClient } from './httpClient';
import type { TestServer } from './testServer';

let counter = 0;
export const uniqueEmail = (label = 'user') =>
  `${label}-${Date.now().toString(36)}-${++counter}-${randomBytes(2).toString('hex')}@example.test`;

/**
 * Accounts made here share one password unless told another, and each password is hashed once per test process:
 * argon2 costs ~25 ms of CPU a hash, and a run makes hundreds of accounts. (Signing in still verifies it.)
 */
const SHARED_PASSWORD = `pw-${randomBytes(6).toString('hex')}`;
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}

export interface TestUser {
  user: UserRow;
  password: string;
}

export async function createUser(
  server: TestServer,
  overrides: Partial<{
    email: string;
    password: string;
    accessLevel: 'admin' | 'user';
    firstName: string;
    lastName: string;
  }> = {},
): Promise<TestUser> {
  const password = overrides.password ?? SHARED_PASSWORD;
  const user = await usersRepo.create(server.db, {
    email: overrides.email ?? uniqueEmail(overrides.accessLevel ?? 'user'),
    firstName: overrides.firstName ?? 'Test',
    lastName: overrides.lastName ?? 'User',
    accessLevel: overrides.accessLevel ?? 'user',
    passwordHash: await hashOnce(password),
  });
  return { user, password };
}

/** A browser signed in through the sign-in route with `who`'s password: for tests where the password matters. */
export async function signIn(server: TestServer, who: TestUser): Promise<TestClient> {
  const client = server.client();
  const res = await client.post('/api/auth/signin', { email: who.user.email, password: who.password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  return client;
}

/**
 * A browser signed in as `user` without its password (Django's `force_login`): the session row and signed
 * cookie a sign-in writes, written here. A password sign-in verifies with argon2, ~25 ms of CPU, and a run
 * signs in about a thousand times; what a sign-in itself does is the sign-in route's tests' (`signIn`). The
 * browser's first request (its user, which must be this one) proves the session and moves its expiry, as a
 * sign-in's own answer does.
 */
export async function signInAs(server: TestServer, user: Pick<UserRow, 'id' | 'email'>): Promise<TestClient> {
  const sid = newSessionId();
  const signedInAt = Date.now();
  const expire = sessionExpiry(signedInAt, SESSION_IDLE_TIMEOUT_MS, signedInAt);
  await sessionsRepo.upsert(server.db, sid, { userId: user.id, signedInAt }, expire);
  const name = sessionCookieName(server.config);
  const client = server.client();
  client.setCookie(name, sid);
  client.setCookie(`${name}.sig`, new Keygrip(server.config.sessionKeys).sign(`${name}=${sid}`));
  const me = await client.get('/api/auth/user');
  if (me.status !== 200 || me.body.email !== user.email)
    throw new Error(`the session minted for ${user.email} answers ${me.status} ${me.text}`);
  return client;
}

export async function signedInUser(server: TestServer, overrides: Parameters<typeof createUser>[1] = {}) {
  const who = await createUser(server, overrides);
  return { ...who, client: await signInAs(server, who.user) };
}
