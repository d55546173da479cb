// The policy tests' world: a fresh database holding one owner's workspace and the five people a policy must
// tell apart (owner, active share recipient, pending invitee, stranger, admin), plus exact-outcome helpers.
import { expect, it } from 'vitest';
import type { AccessRole } from '../../common/schemas/clients';
import { openDb, type Db } from '../db/connection';
import { DomainError, type DomainErrorKind } from '../domain/errors';
import type { Actor } from '../domain/policies/authorize';
import { createTestDatabase } from './testDatabase';
import { insertRow, insertUser } from './worldRows';

const ACTORS = ['owner', 'recipient', 'invitee', 'stranger', 'admin'] as const;
export type ActorName = (typeof ACTORS)[number];

export interface PolicyWorld {
  db: Db;
  actors: Record<ActorName, Actor>;
  /** A second active recipient of the folder, whose share the recipient may not remove. */
  colleague: Actor;
  /** The owner's client holding the shared folder; `otherClientId` is theirs too, with nothing shared. */
  clientId: number;
  otherClientId: number;
  folderId: number;
  projectId: number;
  cardId: number;
  categoryId: number;
  releaseId: number;
  sprintId: number;
  roomLinkId: number;
  /** A running meeting of the project that the recipient facilitates and takes part in. */
  meetingId: number;
  recipientShareId: number;
  colleagueShareId: number;
  inviteeShareId: number;
  /** An id no table uses. */
  missingId: number;
  close(): Promise<void>;
}

export async function buildPolicyWorld(): Promise<PolicyWorld> {
  const database = await createTestDatabase();
  const db = openDb(database.databaseUrl);
  const one = (table: string, values: Record<string, unknown>) => insertRow(db, table, values);
  const user = (label: string, accessLevel: 'admin' | 'user' = 'user', emailVerified = true) =>
    insertUser(db, label, 'policy.test', { accessLevel, emailVerified });

  const [owner, recipient, colleague, invitee, stranger, admin] = [
    await user('owner'),
    await user('recipient'),
    await user('colleague'),
    await user('invitee', 'user', false),
    await user('stranger'),
    await user('admin', 'admin'),
  ];
  const clientId = await one('clients', { name: 'Acme', ownerId: owner.id });
  const otherClientId = await one('clients', { name: 'Solo', ownerId: owner.id });
  const folderId = await one('projects', { name: 'Product', clientId, ownerId: owner.id });
  const projectId = await one('projects', {
    name: 'App',
    prefix: 'APP',
    parentId: folderId,
    clientId,
    ownerId: owner.id,
  });
  await one('projects', { name: 'Solo folder', clientId: otherClientId, ownerId: owner.id });
  // The stranger owns a workspace of their own: owning *something* must not open the owner's.
  const strangerClientId = await one('clients', { name: 'Elsewhere', ownerId: stranger.id });
  await one('projects', { name: 'Theirs', clientId: strangerClientId, ownerId: stranger.id });

  const share = (who: { id: string; email: string }, status: 'active' | 'pending') =>
    // The pending row names the invitee's account too, so only its status keeps them out.
    one('folder_shares', {
      folderId,
      sharedWithEmail: who.email,
      sharedWithUserId: who.id,
      sharedByUserId: owner.id,
      status,
    });
  const releaseId = await one('releases', { name: 'R1', projectId });
  const meetingId = await one('meetings', {
    projectId,
    folderId,
    facilitatorId: recipient.id,
    startSeq: 0,
    snapshot: '{}',
  });
  await db('meeting_participants').insert({ meetingId, userId: recipient.id });
  return {
    db,
    actors: { owner, recipient, invitee, stranger, admin },
    colleague,
    clientId,
    otherClientId,
    folderId,
    projectId,
    cardId: await one('cards', { externalId: 'APP-001', title: 'T', order: 1, projectId }),
    categoryId: await one('categories', { name: 'UC', projectId }),
    releaseId,
    sprintId: await one('sprints', { name: 'S1', releaseId }),
    roomLinkId: await one('room_links', { projectId, tokenHash: 'policy-link', createdByUserId: owner.id }),
    meetingId,
    recipientShareId: await share(recipient, 'active'),
    colleagueShareId: await share(colleague, 'active'),
    inviteeShareId: await share(invitee, 'pending'),
    missingId: 999_999,
    async close() {
      await db.destroy();
      await database.drop();
    },
  };
}

/** What a load must give one actor: the thing with this role, or a DomainError of this kind and message. */
export type Expected = { role: AccessRole } | { kind: DomainErrorKind; message: string };

export const OWNER: Expected = { role: 'owner' };
export const SHARED: Expected = { role: 'shared' };
export const refused = (kind: DomainErrorKind, message: string): Expected => ({ kind, message });
/** One action's outcomes: the owner's, the recipient's, and the one the three non-members share. */
export type ActorRow = Record<ActorName, Expected>;
export const outcomes = (owner: Expected, recipient: Expected, others: Expected): ActorRow => ({
  owner,
  recipient,
  invitee: others,
  stranger: others,
  admin: others,
});
export const allows = (expected: Expected) => 'role' in expected;

/** A matrix of action → actor → outcome, as rows for `it.each`. */
export function cases<A extends string>(matrix: Record<A, ActorRow>) {
  return (Object.keys(matrix) as A[]).flatMap((action) =>
    ACTORS.map((actor) => ({ action, actor, expected: matrix[action][actor] })),
  );
}

/** Rows whose actor can read the thing, so `can(actor, action, thing)` applies. */
export const members = (row: { actor: ActorName }) => row.actor === 'owner' || row.actor === 'recipient';

/** The load resolves to thing `id` with the expected role, or rejects with exactly the expected DomainError. */
export async function expectOutcome(
  load: Promise<{ id: number; role: AccessRole }>,
  id: number,
  expected: Expected,
) {
  const outcome = await load.then(
    (thing) => ({ id: thing.id, role: thing.role }),
    (error: unknown) => (error instanceof DomainError ? { kind: error.kind, message: error.message } : error),
  );
  expect(outcome).toEqual('role' in expected ? { id, role: expected.role } : expected);
}

export interface MatrixSubject<A extends string, T> {
  /** The thing's id, read when the tests run (after the world is built). */
  id: () => number;
  load: (actor: Actor, action: A, id: number) => Promise<T>;
  /** The policy's `can`, asked of the thing as each member loads it for action `via`. */
  can?: { rule: (actor: Actor, action: A, thing: T) => boolean; via: A };
}

/** A test per action × actor that `load` gives exactly the expected outcome, and for members that `can` agrees. */
export function testMatrix<A extends string, T extends { id: number; role: AccessRole }>(
  world: () => PolicyWorld,
  matrix: Record<A, ActorRow>,
  subject: MatrixSubject<A, T>,
) {
  it.each(cases(matrix))('$action by $actor', async ({ action, actor, expected }) => {
    await expectOutcome(subject.load(world().actors[actor], action, subject.id()), subject.id(), expected);
  });
  const { can } = subject;
  if (!can) return;
  it.each(cases(matrix).filter(members))(
    'can($actor, $action) agrees',
    async ({ action, actor, expected }) => {
      const who = world().actors[actor];
      const thing = await subject.load(who, can.via, subject.id());
      expect(can.rule(who, action, thing)).toBe(allows(expected));
    },
  );
}

type Row = readonly [table: string, id: number];

/** Whether another connection finds the row locked (FOR UPDATE NOWAIT: lock_not_available). */
async function isLocked(db: Db, [table, id]: Row): Promise<boolean> {
  try {
    await db.raw('SELECT id FROM ?? WHERE id = ? FOR UPDATE NOWAIT', [table, id]);
    return false;
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === '55P03') return true;
    throw error;
  }
}

/**
 * `load(trx, {lock: true})` inside a transaction gives the same row as an unlocked load and holds a lock on
 * `row` alone (not on `free`, e.g. its folder), released at commit.
 */
export async function expectLockedLoad<T>(
  db: Db,
  load: (db: Db, options: { lock?: boolean }) => Promise<T>,
  row: Row,
  free: Row[] = [],
) {
  const plain = await load(db, {});
  await db.transaction(async (trx) => {
    expect(await load(trx, {})).toEqual(plain);
    expect(await isLocked(db, row), 'a load without lock locks nothing').toBe(false);
  });
  await db.transaction(async (trx) => {
    expect(await load(trx, { lock: true })).toEqual(plain);
    expect(await isLocked(db, row), `${row[0]} ${row[1]} is locked`).toBe(true);
    for (const other of free)
      expect(await isLocked(db, other), `${other[0]} ${other[1]} is free`).toBe(false);
  });
  expect(await isLocked(db, row)).toBe(false);
}
