// Use cases (table `categories`; some messages say "module").
import { z } from 'zod';
import { DEFAULT_COLOR, hexColor, idField, versioned } from './fields';

export const categoryName = z
  .string({ error: 'Module name cannot be empty' })
  .trim()
  .min(1, 'Module name cannot be empty')
  .max(100, 'Module name must be at most 100 characters');

export const createCategoryRequest = z.object({
  name: categoryName,
  color: hexColor.default(DEFAULT_COLOR),
  projectId: idField('Project'),
});
export const updateCategoryRequest = z.object({ name: categoryName.optional(), color: hexColor.optional() });
export type CreateCategoryRequest = z.infer<typeof createCategoryRequest>;

export const category = z.object({
  id: z.number(),
  name: z.string(),
  color: z.string(),
  projectId: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ...versioned,
});
export type Category = z.infer<typeof category>;

export const CATEGORY_MESSAGES = {
  notFound: 'Use case not found',
  duplicate: 'A module with this name already exists',
  lastOne: 'You must have at least one use case',
} as const;
