// Typed calls of the admin user-management API (spec 7, docs/api/accounts.md "Admin").
import type {
  AdminCreateUserRequest,
  AdminDeleteUserRequest,
  AdminUpdateUserRequest,
  AdminUser,
  FolderDecision,
  SharedFolder,
  SharedFolderList,
} from '../../../common/schemas/admin';
import { get, pathId, post, put, request } from './http';

export type { AdminUser, FolderDecision, SharedFolder };

const user = (id: string) => `/api/admin/users/${pathId(id)}`;

export const adminApi = {
  listUsers: () => get<AdminUser[]>('/api/admin/users'),
  createUser: (body: AdminCreateUserRequest) => post<AdminUser>('/api/admin/users', body),
  updateUser: (id: string, body: AdminUpdateUserRequest) => put<AdminUser>(user(id), body),
  /** The folders the user owns that others have as active shares: a delete must decide each one's fate. */
  sharedFolders: (id: string) => get<SharedFolderList>(`${user(id)}/shared-folders`),
  /** The body only when there are decisions to send: a plain delete stays a bodiless DELETE. */
  deleteUser: (id: string, body?: AdminDeleteUserRequest) => request<{ ok: true }>('DELETE', user(id), body),
};
