// Requests and responses of /api/admin/users (spec sections 5 and 7).
import { z } from 'zod';
import { accessLevelField, emailField, newPasswordField, personName } from './fields';

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
});
export type AdminUser = z.infer<typeof adminUser>;

export const ADMIN_MESSAGES = {
  forbidden: 'Admin access required',
  emailTaken: 'A user with this email already exists',
  selfDelete: 'You cannot delete your own account',
  selfDemote: 'You cannot remove your own admin access',
  lastAdmin: 'The last admin cannot be removed or demoted',
  notFound: 'User not found',
} as const;
