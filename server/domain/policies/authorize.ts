// The shape every policy shares: who is asking, the two questions every rule is built from, and the one
// check that turns a loaded thing and a rule into "go", 404 (cannot see it) or 403 (sees it, may not).
import type { AccessRole } from '../../../common/schemas/clients';
import type { Role } from '../../db/repos/folderScope';
import { forbidden, notFound } from '../errors';

/** Whoever asks: a signed-in user (REST or socket). Admins get no extra data access (docs/decisions.md "Access model"). */
export interface Actor {
  id: string;
}

/** A thing loaded with the caller's role on it. */
export interface WithRole {
  role: Role;
}

/** A thing the caller may read: their role is known. */
export type Readable<T extends WithRole> = T & { role: AccessRole };

/** A rule: may this actor do this to that thing? */
export type Rule<T> = (actor: Actor, thing: Readable<T & WithRole>) => boolean;

/**
 * Whether the caller's role on the thing is one of `roles`: a rule decided by role alone keeps its roles as
 * data, so a statement that checks the same rule in SQL (a card create's, db/repos/cardCreate.ts) is given
 * that list, never a copy of it.
 */
export const roleIn = (roles: readonly AccessRole[], thing: WithRole): boolean =>
  thing.role !== null && roles.includes(thing.role);

/** The roles of a member of a folder (or client): its owner, or an active share's recipient. */
export const MEMBER_ROLES: readonly AccessRole[] = ['owner', 'shared'];

/** Owner or active share recipient of the thing's folder (or client). */
export const isMember = (_actor: Actor, thing: WithRole) => roleIn(MEMBER_ROLES, thing);
/** Owner of the thing's folder (or client). */
export const isOwner = (_actor: Actor, thing: WithRole) => thing.role === 'owner';

export interface RefusalMessages {
  /** For a thing that does not exist or that the actor cannot read: the two look the same. */
  notFound: string;
  /** For a thing the actor can read but may not do this to. */
  forbidden?: string;
}

/** The thing, if the rule allows the actor; else 404 (cannot read it) or 403 (may read, may not do this). */
export function authorize<T extends WithRole>(
  actor: Actor,
  thing: T | undefined,
  rule: Rule<T>,
  messages: RefusalMessages,
): Readable<T> {
  if (!thing || thing.role === null) throw notFound(messages.notFound);
  const readable = thing as Readable<T>; // role checked just above
  if (!rule(actor, readable)) throw forbidden(messages.forbidden);
  return readable;
}
