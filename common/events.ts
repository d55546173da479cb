// Real-time change events (docs/realtime.md): one contract for server and client, typed per change type.
import type { ScoringSetting } from './estimation';
import { z } from 'zod';

import type { Card, OrderChange } from './schemas/cards';
import type { Category } from './schemas/categories';
import type { Client } from './schemas/clients';
import type { Meeting, MeetingEnded } from './schemas/meetings';
import type { Project } from './schemas/projects';
import type { Release, Sprint } from './schemas/releases';
import type { EventCause } from './schemas/history';
import type { ImportRecord } from './schemas/imports';
import type { FolderShare } from './schemas/shares';

/** What a delete event carries: the id of what is gone. */
interface Deleted {
  id: number;
}

/**
 * Every change type and the data its event carries (docs/realtime.md): the entity's read model as the REST
 * API answers it (a list of them for a mass move), the order changes of a rank move, or {id} for a delete.
 */
export interface ChangeData {
  'card.created': Card;
  'card.updated': Card;
  'card.deleted': Deleted;
  'cards.reordered': OrderChange[];
  /**
   * Every card a use case's, release's or sprint's delete or restore moved out or back, whole, in one event
   * for everyone (issue 42): a list of the `card` schema (common/schemas/cards.ts), each at the event's seq.
   */
  'cards.updated': Card[];
  'category.created': Category;
  'category.updated': Category;
  'category.deleted': Deleted;
  'release.created': Release;
  'release.updated': Release;
  'release.deleted': Deleted;
  'sprint.created': Sprint;
  'sprint.updated': Sprint;
  'sprint.deleted': Deleted;
  'project.created': Project;
  'project.updated': Project;
  'project.deleted': Deleted;
  'share.created': FolderShare;
  'share.updated': FolderShare;
  /** The former recipient, so the real-time layer can cut them off at once. */
  'share.deleted': Deleted & { sharedWithUserId: string | null };
  'client.updated': Client;
  /** The whole running meeting, ballot values hidden until revealed (docs/meetings.md). */
  'meeting.updated': Meeting;
  'meeting.ended': MeetingEnded;
  /**
   * An import, after its cards' `card.created`s in the same burst; again (undoneAt null) when its
   * undo is restored from the trash. Not versioned: nothing on a board is drawn from it but History.
   */
  'import.created': ImportRecord;
  /** An import undone (moved to the trash), after its cards' `card.deleted`s; `undoneAt` set. */
  'import.deleted': ImportRecord;
}
export type ChangeType = keyof ChangeData;

/**
 * The change types whose data is a versioned read model (`each`: a list of them). Every one of them carries
 * `version` = the event's seq (docs/realtime.md "Versions"): the row's version is stamped to it in the same
 * statement that numbers the event, so a later commit always has a higher version. Deletes and ends carry
 * none: the event's seq is the tombstone's version.
 */
export const VERSIONED_CHANGES = {
  'card.created': 'one',
  'card.updated': 'one',
  'cards.reordered': 'each',
  'cards.updated': 'each',
  'category.created': 'one',
  'category.updated': 'one',
  'release.created': 'one',
  'release.updated': 'one',
  'sprint.created': 'one',
  'sprint.updated': 'one',
  'project.created': 'one',
  'project.updated': 'one',
  'share.created': 'one',
  'share.updated': 'one',
  'meeting.updated': 'one',
} as const satisfies Partial<Record<ChangeType, 'one' | 'each'>>;

/**
 * Sets the version of what a change carries to its seq, in place: a command's result shares these objects,
 * so its REST answer carries the same version as the event every screen hears. A `release.created`'s sprints
 * are written with it (a restore's, an import redo's: a new release has none), so they take its seq too —
 * above the seq of the delete that took them (docs/history.md).
 */
export function stampVersion(body: ChangeBody, seq: number): void {
  const how = (VERSIONED_CHANGES as Partial<Record<ChangeType, 'one' | 'each'>>)[body.type];
  if (how === 'one') (body.data as { version: number }).version = seq;
  else if (how === 'each') for (const item of body.data as { version: number }[]) item.version = seq;
  if (body.type === 'release.created') for (const sprint of body.data.sprints) sprint.version = seq;
}

/** One member per change type: switching on `type` narrows `data`. */
export type ChangeBody = { [T in ChangeType]: { type: T; data: ChangeData[T] } }[ChangeType];
export type ChangeBodyOf<T extends ChangeType> = Extract<ChangeBody, { type: T }>;

/** Where a change is heard: its folder's room and, when it is about a project, that project's projectors. */
export interface ChangeScope {
  folderId: number;
  /** The project the change is about (for a folder's own events, the folder): routes it to projector rooms. */
  projectId?: number;
}

/** What a command produces: the scope and the typed body. The log adds seq, actor and mutation id. */
export type PendingChange = ChangeScope & ChangeBody;

/** A change as every socket hears it: numbered per folder, with who made it (and why: an undo, a redo). */
export type ChangeEvent = PendingChange & {
  seq: number;
  actorId: string;
  mutationId?: string;
  cause?: EventCause;
};

/** The one way to build a change: `change(scope, 'card.updated', card)` checks the data against the type. */
export function change<T extends ChangeType>(
  scope: ChangeScope,
  type: T,
  data: ChangeData[T],
): PendingChange & ChangeBodyOf<T> {
  const body = { type, data } as ChangeBodyOf<T>; // TypeScript cannot narrow a generic pair to its member.
  return {
    folderId: scope.folderId,
    ...(scope.projectId !== undefined ? { projectId: scope.projectId } : {}),
    ...body,
  };
}

/** True for the events of one type: narrows the event so its data needs no cast. */
export const isChange = <T extends ChangeType>(
  event: ChangeEvent,
  type: T,
): event is ChangeEvent & ChangeBodyOf<T> => event.type === type;

// ---- Socket.IO protocol (docs/decisions.md "Real-time protocol") ----

const positiveId = z.number().int().positive().max(2_147_483_647);

/** Where a client's copy of a folder stands: the last seq it applied there. */
export const syncRequest = z.object({ folderId: positiveId, seq: z.number().int().min(0) });
export type SyncRequest = z.infer<typeof syncRequest>;

/** What a folder's log gives a client catching up: every change after its seq, or "load again". */
export type Replay = { events: ChangeEvent[] } | { refetch: true };

/**
 * A client coming back (a reconnect) says where its copy stands (`since`): the answer carries the replay,
 * one round trip instead of a subscribe and a sync:since. A copy of another folder gets no replay.
 */
export const subscribeRequest = z.object({ projectId: positiveId, since: syncRequest.optional() });
export type SubscribeRequest = z.infer<typeof subscribeRequest>;
export type SubscribeAck =
  { ok: true; folderId: number; seq: number; replay?: Replay } | { ok: false; error: string };

export type SyncAck = ({ ok: true } & Replay) | { ok: false; error: string };

export const focusRequest = z.object({ cardId: positiveId.nullable() });

const presencePerson = z.object({
  userId: z.string(),
  name: z.string(),
  initials: z.string(),
  color: z.string(),
  cardId: z.number().nullable(),
});
export type PresencePerson = z.infer<typeof presencePerson>;
export const presenceMessage = z.object({ projectId: z.number(), people: z.array(presencePerson) });
export type PresenceMessage = z.infer<typeof presenceMessage>;

export type AccessRevoked = { folderId: number };

/**
 * Heard on a person's own channel (`user:{id}`) after a commit that changed which clients, folders or projects
 * they see: `shared` (a share to them turned active; the folder's name and who shared it, for the toast),
 * `unshared` (their share was removed), `changed` (a project of a folder they see was added, moved, renamed,
 * deleted or restored, or its client renamed). It carries no state: the screen reads its lists again.
 */
export type AccessChange =
  | { reason: 'shared'; folderId: number; folderName: string; by: string }
  | { reason: 'unshared' | 'changed'; folderId: number };

/** What a refused handshake's `connect_error` carries as its `data` when waiting mends it (a rate limit). */
export interface HandshakeRefusal {
  retryAfterSeconds: number;
}

// ---- Projector room links: a socket opened with `auth: {roomKey}` may only do this ----

/** The watched project's data (as GET /api/projects/{id}/data answers it) and the folder seq it is current to. */
export type RoomJoinAck =
  | {
      ok: true;
      seq: number;
      /** A room viewer gets the project's name and what its screens read of it: the deck and scoring model. */
      project: { id: number; name: string } & ScoringSetting;
      cards: Card[];
      categories: Category[];
      releases: Release[];
      /** The project's running meeting, or null. */
      meeting: Meeting | null;
    }
  | { ok: false; error: string };

/** Header a REST call may carry; its change events echo it so the caller matches its optimistic update. */
export const MUTATION_ID_HEADER = 'X-Mutation-Id';
