// Admins create, edit and delete accounts; there is always at least one admin left (spec sections 5–7).
import {
  ADMIN_MESSAGES,
  type AdminCreateUserRequest,
  type AdminUpdateUserRequest,
} from '../../../../common/schemas/admin';
import type { Db } from '../../../db/connection';
import { sessionsRepo } from '../../../db/repos/sessions';
import { usersRepo, type UserRow } from '../../../db/repos/users';
import type { CommandOutcome } from '../../changes';
import { conflict, invalid, notFound } from '../../errors';
import type { Actor } from '../../policies/authorize';
import { createAccount } from './createAccount';

/** Locks the admin rows so two concurrent demotions/deletions cannot both pass the last-admin check. */
async function assertAnotherAdminRemains(trx: Db, target: UserRow) {
  if (target.accessLevel !== 'admin') return;
  const admins = await usersRepo.lockAdmins(trx);
  if (admins.length <= 1) throw conflict(ADMIN_MESSAGES.lastAdmin);
}

async function loadTarget(trx: Db, id: string): Promise<UserRow> {
  const target = await usersRepo.findById(trx, id);
  if (!target) throw notFound(ADMIN_MESSAGES.notFound);
  return target;
}

/** The password arrives hashed: hashing is slow, and must not hold the transaction open. */
export const createUser = (
  trx: Db,
  input: Omit<AdminCreateUserRequest, 'password'>,
  passwordHash: string,
): Promise<CommandOutcome<UserRow>> => {
  const { email, firstName, lastName, accessLevel } = input;
  return createAccount(
    trx,
    { email, firstName, lastName, accessLevel, passwordHash },
    ADMIN_MESSAGES.emailTaken,
  );
};

export interface UpdatedUser {
  user: UserRow;
  /** The account's sessions were dropped: the caller ends its live sockets once this commits. */
  signedOut: boolean;
}

/** `passwordHash` is the hashed new password, or undefined to keep the old one. */
export async function updateUser(
  trx: Db,
  actor: Actor,
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
  // A password set by an admin signs the account out of its other sessions.
  const signedOut = Boolean(passwordHash) && id !== actor.id;
  if (signedOut) await sessionsRepo.destroyForUser(trx, id);
  return { user, signedOut };
}

/** Sessions, tokens, owned clients/folders/projects and shares go with the account (ON DELETE CASCADE). */
export async function deleteUser(trx: Db, actor: Actor, id: string): Promise<void> {
  if (id === actor.id) throw invalid(ADMIN_MESSAGES.selfDelete);
  const target = await loadTarget(trx, id);
  await assertAnotherAdminRemains(trx, target);
  await usersRepo.delete(trx, id);
}
