// Test data builders: users straight into the database, and signed-in clients.
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../auth/passwords';
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

export async function signIn(server: TestServer, who: TestUser): Promise<TestClient> {
  const client = server.client();
  const res = await client.post('/api/auth/signin', { email: who.user.email, password: who.password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  return client;
}

export async function signedInUser(server: TestServer, overrides: Parameters<typeof createUser>[1] = {}) {
  const who = await createUser(server, overrides);
  return { ...who, client: await signIn(server, who) };
}
