// Start-up data: the demo workspace on an empty development database, and the ADMIN_EMAIL account.
import { seedDemoWorkspace } from '../seeds/demoWorkspace';
import { hashPassword } from './auth/passwords';
import type { Config } from './config';
import type { Db } from './db/connection';
import { usersRepo } from './db/repos/users';
import type { Logger } from './logger';

export async function seedIfEmpty(db: Db, config: Config, logger: Logger, print: (line: string) => void) {
  if (config.isProduction || (await usersRepo.count(db)) > 0) return;
  const accounts = await seedDemoWorkspace(db, hashPassword);
  logger.info('seeded the demo workspace');
  print('Demo workspace created. Sign in with (shown only this once):');
  for (const account of accounts)
    print(`  ${account.accessLevel.padEnd(5)}  ${account.email}  ${account.password}`);
}

/** Creates the ADMIN_EMAIL account, or makes an existing one admin with that password. */
export async function ensureAdmin(db: Db, email: string, password: string): Promise<'created' | 'updated'> {
  const passwordHash = await hashPassword(password);
  const existing = await usersRepo.findByEmail(db, email);
  if (existing) {
    await usersRepo.update(db, existing.id, { accessLevel: 'admin', passwordHash });
    return 'updated';
  }
  await usersRepo.create(db, {
    email,
    firstName: 'Admin',
    lastName: '',
    passwordHash,
    accessLevel: 'admin',
    emailVerified: true,
  });
  return 'created';
}

export async function bootstrapAdmin(db: Db, config: Config, logger: Logger) {
  if (!config.admin) return;
  // Only when that account does not exist yet: a restart must not undo a password change.
  if (await usersRepo.findByEmail(db, config.admin.email)) return;
  await ensureAdmin(db, config.admin.email, config.admin.password);
  logger.info({ email: config.admin.email }, 'admin account created from ADMIN_EMAIL');
}
