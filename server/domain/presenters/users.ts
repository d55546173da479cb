// Users as they leave the server: parsed through the response schemas so no column leaks.
import { currentUser, type CurrentUser } from '../../../common/schemas/auth';
import { adminUser, type AdminUser } from '../../../common/schemas/admin';
import type { UserRow } from '../../db/repos/users';

export const presentCurrentUser = (row: UserRow): CurrentUser =>
  currentUser.parse({ ...row, createdAt: row.createdAt.toISOString() });

export const presentAdminUser = (row: UserRow & { featureCount?: number }): AdminUser =>
  adminUser.parse({
    ...row,
    createdAt: row.createdAt.toISOString(),
    featureCount: Number(row.featureCount ?? 0),
  });
