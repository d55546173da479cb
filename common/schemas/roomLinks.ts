// Room links: a read-only projector link to one project, made and revoked by the folder's owner.
import { z } from 'zod';

export const roomLink = z.object({
  id: z.number(),
  projectId: z.number(),
  projectName: z.string(),
  createdAt: z.string(),
  createdBy: z.object({ name: z.string() }),
});
export type RoomLink = z.infer<typeof roomLink>;

/** The answer to a create: the only time the link (with its key) is shown; the server keeps a hash. */
export type CreatedRoomLink = RoomLink & { url: string };

/** The projector page reads the key from the URL fragment (never sent to the server with the page). */
export const roomLinkPath = (projectId: number, key: string) => `/present/${projectId}#key=${key}`;

export const ROOM_LINK_MESSAGES = {
  notFound: 'Room link not found',
  ownerOnly: 'Only the owner of this folder can manage projector links',
  invalid: 'This link is not valid',
} as const;
