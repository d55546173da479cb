// Admins create and edit accounts (deleting one: deleteUser.ts); there is always at least one admin left
// (spec sections 5–7).
import {
  ADMIN_MESSAGES,
  type AdminCreateUserRequest,
  type AdminUpdateUserRequest,
} from '../../../../common/schemas/admin';
import type { Db } from '../../../db/connection';
import { sessionsRepo } from '../../../db/repos/sessions';
import { tokensRepo } from '../../../db/repos/tokens';
import { usersRepo, type UserRow } from '../../../db/repos/users';
import { conflict, invalid, notFound } from '../../errors';
import type { Actor } from '../../policies/authorize';
import { createAccount } from './createAccount';

/** Locks the admin rows so two concurrent demotions/deletions cannot both pass the last-admin check. */
export async function assertAnotherAdminRemains(trx: Db, target: UserRow) {
  if (target.accessLevel !== 'admin') return;
  const admins = await usersRepo.lockAdmins(trx);
  if (admins.length <= 1) throw conflict(ADMIN_MESSAGES.lastAdmin);
}

async function loadTarget(trx: Db, id: string): Promise<UserRow> {
  const target = await usersRepo.findById(trx, id);
  if (!target) throw notFound(ADMIN_MESSAGES.notFound);
  return target;
}

/**
 * The password arrives hashed: hashing is slow, and must not hold the transaction open. Shares pending for
 * the address wait until its owner proves the mailbox, as for a sign-up.
 */
export const createUser = (
  trx: Db,
  input: Omit<AdminCreateUserRequest, 'password'>,
  passwordHash: string,
): Promise<UserRow> => {
  const { email, firstName, lastName, accessLevel } = input;
  return createAccount(
    trx,
    { email, firstName, lastName, accessLevel, passwordHash },
    ADMIN_MESSAGES.emailTaken,
  );
};

export interface UpdatedUser {
  user: UserRow;
  /** Sessions the password change ended: the caller ends their live sockets once this commits. */
  endedSessions: string[];
}

/**
 * `passwordHash` is the hashed new password, or undefined to keep the old one. `actorSid` is the admin's
 * own session: changing their own password keeps it and ends their others.
 */
export async function updateUser(
  trx: Db,
  actor: Actor,
  actorSid: string | undefined,
  id: string,
  input: AdminUpdateUserRequest,
  passwordHash: string | undefined,
): Promise<UpdatedUser> {
  const target = await loadTarget(trx, id);
  if (input.accessLevel === 'user' && target.accessLevel === 'admin') {
    if (target.id === actor.id) throw invalid(ADMIN_MESSAGES.selfDemote);
    await assertAnotherAdminRemains(trx, target);
  }
  const changes: Partial<UserRow> = {};
  if (input.firstName !== undefined) changes.firstName = input.firstName;
  if (input.lastName !== undefined) changes.lastName = input.lastName;
  if (input.accessLevel !== undefined) changes.accessLevel = input.accessLevel;
  if (passwordHash) changes.passwordHash = passwordHash;
  const user = await usersRepo.update(trx, id, changes);
  // Only when another admin deleted the account between the read above and this write.
  if (!user) throw notFound(ADMIN_MESSAGES.notFound);
  if (!passwordHash) return { user, endedSessions: [] };
  // A password set by an admin signs the account out everywhere (but the admin's own current session) and
  // ends every link mailed before it.
  const keep = id === actor.id ? actorSid : undefined;
  const endedSessions = await sessionsRepo.destroyForUser(trx, id, keep);
  await tokensRepo.endAllFor(trx, user);
  return { user, endedSessions };
}
