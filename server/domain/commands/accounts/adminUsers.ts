// Admins create and edit accounts (deleting one: deleteUser.ts); there is always at least one admin left
// (spec sections 5–7).
import {
  ADMIN_MESSAGES,
  adminUpdateUserRequest,
  type AdminCreateUserRequest,
  type AdminUpdateUserRequest,
} from '../../../../common/schemas/admin';
import type { Db } from '../../../db/connection';
import { sessionsRepo } from '../../../db/repos/sessions';
import { tokensRepo } from '../../../db/repos/tokens';
import { usersRepo, type UserRow } from '../../../db/repos/users';
import type { CommandOutcome } from '../../changes';
import { readBody, type CommandBody } from '../../commandBody';
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
export async function createUser(
  trx: Db,
  input: Omit<AdminCreateUserRequest, 'password'>,
  passwordHash: string,
): Promise<CommandOutcome<UserRow>> {
  const { email, firstName, lastName, accessLevel } = input;
  const account = { email, firstName, lastName, accessLevel, passwordHash };
  return { result: await createAccount(trx, account, ADMIN_MESSAGES.emailTaken), changes: [] };
}

export interface UpdatedUser {
  user: UserRow;
  /** Sessions the password change ended: the caller ends their live sockets once this commits. */
  endedSessions: string[];
}

/**
 * An admin's edit of an account, read with readBody: its new password is hashed before the transaction (from
 * a valid body), the edit refused only once the account is found (404 before 400).
 */
export const readUserUpdate = (body: unknown) => readBody(adminUpdateUserRequest, body);

export interface UserUpdate {
  id: string;
  request: CommandBody<AdminUpdateUserRequest>;
  /** The hashed new password, or undefined to keep the old one. */
  passwordHash: string | undefined;
  /** The admin's own session: changing their own password keeps it and ends their others. */
  actorSid: string | undefined;
}

export async function updateUser(
  trx: Db,
  actor: Actor,
  { id, request, passwordHash, actorSid }: UserUpdate,
): Promise<CommandOutcome<UpdatedUser>> {
  const target = await loadTarget(trx, id);
  const input = request.valid();
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
  if (!passwordHash) return { result: { user, endedSessions: [] }, changes: [] };
  // A password set by an admin signs the account out everywhere (but the admin's own current session) and
  // ends every link mailed before it.
  const keep = id === actor.id ? actorSid : undefined;
  const endedSessions = await sessionsRepo.destroyForUser(trx, id, keep);
  await tokensRepo.endAllFor(trx, user);
  return { result: { user, endedSessions }, changes: [] };
}
