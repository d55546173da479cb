// Releases and their sprints.
import { z } from 'zod';
import { dateField, idField, optionalText, timestamps, versioned } from './fields';

export const DATE_ORDER_MESSAGE = 'End date cannot be before start date';

export const releaseName = z
  .string({ error: 'Release name is required' })
  .trim()
  .min(1, 'Release name is required')
  .max(200, 'Release name must be at most 200 characters');
export const sprintName = z
  .string({ error: 'Sprint name is required' })
  .trim()
  .min(1, 'Sprint name is required')
  .max(200, 'Sprint name must be at most 200 characters');

export const datesInOrder = (value: { startDate?: string | null; endDate?: string | null }) =>
  !value.startDate || !value.endDate || value.endDate >= value.startDate;
export const dateOrderIssue = { message: DATE_ORDER_MESSAGE, path: ['endDate'] };

const releaseFields = {
  name: releaseName,
  description: optionalText('Description', 5000),
  startDate: dateField('Start date'),
  endDate: dateField('End date'),
};

export const createReleaseRequest = z
  .object({ ...releaseFields, roadmapVisible: z.boolean().optional(), projectId: idField('Project') })
  .refine(datesInOrder, dateOrderIssue);
/** Any subset: the roadmap toggle sends only roadmapVisible. Date order is checked against the stored release. */
export const updateReleaseRequest = z
  .object({
    ...releaseFields,
    name: releaseName.optional(),
    roadmapVisible: z.boolean({ error: 'roadmapVisible must be true or false' }).optional(),
  })
  .refine(datesInOrder, dateOrderIssue);
export type CreateReleaseRequest = z.infer<typeof createReleaseRequest>;

const sprintFields = {
  name: sprintName,
  description: optionalText('Description', 5000),
  startDate: dateField('Start date'),
  endDate: dateField('End date'),
};
export const createSprintRequest = z.object(sprintFields).refine(datesInOrder, dateOrderIssue);
export const updateSprintRequest = z
  .object({ ...sprintFields, name: sprintName.optional() })
  .refine(datesInOrder, dateOrderIssue);

const sprint = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  releaseId: z.number(),
  ...timestamps,
  ...versioned,
});
export type Sprint = z.infer<typeof sprint>;

export const release = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  roadmapVisible: z.boolean(),
  projectId: z.number(),
  sprints: z.array(sprint),
  ...timestamps,
  ...versioned,
});
export type Release = z.infer<typeof release>;

export const RELEASE_MESSAGES = {
  notFound: 'Release not found',
  sprintNotFound: 'Sprint not found',
} as const;
