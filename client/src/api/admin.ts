// Typed calls of the admin user-management API (spec 7, README "Admin").
import type {
  AdminCreateUserRequest,
  AdminUpdateUserRequest,
  AdminUser,
} from '../../../common/schemas/admin';
import { del, get, post, put } from './http';

export type { AdminUser };

export const adminApi = {
  listUsers: () => get<AdminUser[]>('/api/admin/users'),
  createUser: (body: AdminCreateUserRequest) => post<AdminUser>('/api/admin/users', body),
  updateUser: (id: string, body: AdminUpdateUserRequest) =>
    put<AdminUser>(`/api/admin/users/${encodeURIComponent(id)}`, body),
  deleteUser: (id: string) => del<{ ok: true }>(`/api/admin/users/${encodeURIComponent(id)}`),
};
