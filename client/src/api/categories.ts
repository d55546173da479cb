// Typed calls of /api/categories: a project's use cases (docs/api/use-cases.md).
import type { z } from 'zod';
import type {
  Category,
  createCategoryRequest,
  updateCategoryRequest,
} from '../../../common/schemas/categories';
import { del, get, pathId, post, put, type RequestOptions } from './http';

type CategoryCreate = z.input<typeof createCategoryRequest>;
type CategoryUpdate = z.input<typeof updateCategoryRequest>;

export const categoriesApi = {
  list: (projectId: number) => get<Category[]>(`/api/projects/${pathId(projectId)}/categories`),
  create: (body: CategoryCreate, o?: RequestOptions) => post<Category>('/api/categories', body, o),
  update: (categoryId: number, body: CategoryUpdate, o?: RequestOptions) =>
    put<Category>(`/api/categories/${pathId(categoryId)}`, body, o),
  remove: (categoryId: number, o?: RequestOptions) =>
    del<{ id: number }>(`/api/categories/${pathId(categoryId)}`, o),
};
