// Folder shares: the request and the read model of spec section 3.
import { z } from 'zod';
import { emailField, timestamps, versioned } from './fields';

export const shareFolderRequest = z.object({ email: emailField });

const SHARE_STATUSES = ['pending', 'active'] as const;

export const folderShare = z.object({
  id: z.number(),
  folderId: z.number(),
  sharedWithEmail: z.string(),
  sharedWithUserId: z.string().nullable(),
  sharedByUserId: z.string(),
  status: z.enum(SHARE_STATUSES),
  sharedWithUser: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable() }).nullable(),
  /** Only on the first entry of a folder's list. */
  folderOwner: z
    .object({ email: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable() })
    .optional(),
  ...timestamps,
  ...versioned,
});
export type FolderShare = z.infer<typeof folderShare>;

export const SHARE_MESSAGES = {
  notFound: 'Share not found',
  notAFolder: 'Only folders can be shared',
  self: 'You cannot share a folder with yourself',
  ownerOnly: 'Only the owner of this folder can share it or remove its shares',
} as const;
