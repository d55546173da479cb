// Requests and responses of /api/admin/users (spec sections 5 and 7).
import { z } from 'zod';
import { accessLevelField, emailField, newPasswordField, personName } from './fields';
import { plural } from '../plural';

export const adminCreateUserRequest = z.object({
  email: emailField,
  firstName: personName('First name'),
  lastName: personName('Last name'),
  accessLevel: accessLevelField.default('user'),
  password: newPasswordField,
});
export type AdminCreateUserRequest = z.infer<typeof adminCreateUserRequest>;

/** Every field optional; an empty newPassword means "keep the current one". */
export const adminUpdateUserRequest = z.object({
  firstName: personName('First name').optional(),
  lastName: personName('Last name').optional(),
  accessLevel: accessLevelField.optional(),
  newPassword: z.union([z.literal(''), newPasswordField]).optional(),
});
export type AdminUpdateUserRequest = z.infer<typeof adminUpdateUserRequest>;

export const adminUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  accessLevel: accessLevelField,
  emailVerified: z.boolean(),
  createdAt: z.string(),
  featureCount: z.number().int(),
  signsInWith: z.array(z.enum(['password', 'sso'])),
});
export type AdminUser = z.infer<typeof adminUser>;

/** A member of a shared folder: someone with an active share of it. */
const folderMember = z.object({ id: z.string(), name: z.string(), email: z.string() });

/** A folder the user owns that someone else has as an active share: deleting the account must decide its fate. */
const sharedFolder = z.object({
  id: z.number(),
  name: z.string(),
  clientName: z.string(),
  members: z.array(folderMember),
});
export type SharedFolder = z.infer<typeof sharedFolder>;

/** GET /api/admin/users/{id}/shared-folders */
export const sharedFolderList = z.object({ folders: z.array(sharedFolder) });
export type SharedFolderList = z.infer<typeof sharedFolderList>;

/** What happens to one shared folder of a deleted account: a member takes it over, or it goes to the trash. */
export type FolderDecision = { transferTo: string } | { trash: true };

const DECISION_SHAPE = 'Each folder needs either transferTo (a member) or trash: true';

const folderDecision = z
  .object(
    {
      transferTo: z.uuid({ error: 'transferTo must be a user id' }).optional(),
      trash: z.literal(true, { error: 'trash must be true' }).optional(),
    },
    { error: DECISION_SHAPE },
  )
  .refine((value) => (value.transferTo === undefined) !== (value.trash === undefined), DECISION_SHAPE)
  .transform((value): FolderDecision =>
    value.transferTo ? { transferTo: value.transferTo } : { trash: true },
  );

/** DELETE /api/admin/users/{id}: the fate of each shared folder, by folder id; no body when there is none. */
export const adminDeleteUserRequest = z.object({
  folders: z
    .record(z.string().regex(/^[1-9]\d{0,9}$/), folderDecision, {
      error: (issue) =>
        issue.code === 'invalid_key'
          ? 'Folder ids must be numbers'
          : 'folders must map folder ids to decisions',
    })
    .default({}),
});
export interface AdminDeleteUserRequest {
  folders?: Record<string, FolderDecision>;
}

export const ADMIN_MESSAGES = {
  forbidden: 'Admin access required',
  emailTaken: 'A user with this email already exists',
  selfDelete: 'You cannot delete your own account',
  selfDemote: 'You cannot remove your own admin access',
  lastAdmin: 'The last admin cannot be removed or demoted',
  notFound: 'User not found',
  undecided: (n: number) => `Choose what happens to ${plural(n, 'shared folder', 'shared folders')}`,
  notSharedFolder: (id: string) => `Folder ${id} is not a shared folder of this user`,
  notMember: (folder: string) => `Only a member of "${folder}" can take it over`,
  sharedMeanwhile: 'A folder of this user was just shared: choose again what happens to it',
} as const;
