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
  type: ChangeType;
  data: unknown;
}

export const changeEvent = z.object({
  seq: z.number().int(),
  folderId: z.number().int(),
  type: changeType,
  actorId: z.string(),
  mutationId: z.string().optional(),
  data: z.unknown(),
});
export type ChangeEvent = z.infer<typeof changeEvent>;
