// Users as they leave the server: parsed through the response schemas so no column leaks.
import { currentUser, type CurrentUser } from '../../../common/schemas/auth';
import { adminUser, type AdminUser } from '../../../common/schemas/admin';
import type { UserRow } from '../../db/repos/users';

export const presentCurrentUser = (row: UserRow): CurrentUser =>
  currentUser.parse({ ...row, createdAt: row.createdAt.toISOString() });

/** How a person signs in: a password, the company's provider (docs/sso.md), both, or neither yet. */
const signsInWith = (row: UserRow & { hasSso?: boolean }) => [
  ...(row.passwordHash ? ['password'] : []),
  ...(row.hasSso ? ['sso'] : []),
];

export const presentAdminUser = (row: UserRow & { featureCount?: number; hasSso?: boolean }): AdminUser =>
  adminUser.parse({
    ...row,
    createdAt: row.createdAt.toISOString(),
    featureCount: Number(row.featureCount ?? 0),
    signsInWith: signsInWith(row),
  });
