// Real-time change events (decisions.md "Real-time protocol"): one contract for server and client.
import { z } from 'zod';

export const CHANGE_TYPES = [
  'card.created',
  'card.updated',
  'card.deleted',
  'cards.reordered',
  'category.created',
  'category.updated',
  'category.deleted',
  'release.created',
  'release.updated',
  'release.deleted',
  'sprint.created',
  'sprint.updated',
  'sprint.deleted',
  'project.created',
  'project.updated',
  'project.deleted',
  'share.created',
  'share.updated',
  'share.deleted',
  'client.updated',
] as const;
export const changeType = z.enum(CHANGE_TYPES);
export type ChangeType = z.infer<typeof changeType>;

/** What a command produces: the folder whose room hears it, and the read model (or {id} for deletes). */
export interface PendingChange {
  folderId: number;
  /** The project the change is about (for a folder's own events, the folder): routes it to projector rooms. */
  projectId?: number;
  type: ChangeType;
  data: unknown;
}

export const changeEvent = z.object({
  seq: z.number().int(),
  folderId: z.number().int(),
  /** The project it is about, when the change concerns one (projector rooms hear only theirs). */
  projectId: z.number().int().optional(),
  type: changeType,
  actorId: z.string(),
  mutationId: z.string().optional(),
  data: z.unknown(),
});
export type ChangeEvent = z.infer<typeof changeEvent>;

// ---- Socket.IO protocol (decisions.md "Real-time protocol") ----

export const SOCKET_EVENTS = {
  subscribe: 'project:subscribe',
  unsubscribe: 'project:unsubscribe',
  syncSince: 'sync:since',
  focus: 'presence:focus',
  change: 'change',
  presence: 'presence',
  revoked: 'access:revoked',
} as const;

const positiveId = z.number().int().positive().max(2_147_483_647);

export const subscribeRequest = z.object({ projectId: positiveId });
export type SubscribeAck = { ok: true; folderId: number; seq: number } | { ok: false; error: string };

export const syncRequest = z.object({ folderId: positiveId, seq: z.number().int().min(0) });
export type SyncAck =
  { ok: true; events: ChangeEvent[] } | { ok: true; refetch: true } | { ok: false; error: string };

export const focusRequest = z.object({ cardId: positiveId.nullable() });

export const presencePerson = z.object({
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

// ---- Projector room links (issue 7): a socket opened with `auth: {roomKey}` may only do this ----

export const ROOM_EVENTS = { join: 'room:join', revoked: 'room:revoked' } as const;

/** The watched project's data (as GET /api/projects/{id}/data answers it) and the folder seq it is current to. */
export type RoomJoinAck =
  | {
      ok: true;
      seq: number;
      project: { id: number; name: string };
      cards: unknown[];
      categories: unknown[];
      releases: unknown[];
    }
  | { ok: false; error: string };

/** Header a REST call may carry; its change events echo it so the caller matches its optimistic update. */
export const MUTATION_ID_HEADER = 'X-Mutation-Id';
