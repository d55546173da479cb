// Feature cards: requests, the read model, and the ranking calls.
import { z } from 'zod';
import { hexColor, idField, optionalText, timestamps } from './fields';

export const CARD_STATUSES = ['backlog', 'in-progress', 'ready', 'deployed'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];
export const CARD_STATUS_LABELS: Record<CardStatus, string> = {
  backlog: 'Backlog',
  'in-progress': 'Working',
  ready: 'Ready',
  deployed: 'Accepted',
};

/** Impact ("priority" in the API), in board order. */
export const IMPACTS = ['basics', 'treat', 'wow', 'ask', 'rush', 'fix', 'tbd'] as const;
export type Impact = (typeof IMPACTS)[number];

export const statusField = z.enum(CARD_STATUSES, {
  error: `Status must be one of ${CARD_STATUSES.join(', ')}`,
});
export const impactField = z.enum(IMPACTS, { error: `Impact must be one of ${IMPACTS.join(', ')}` });

/** Largest |order| numeric(15,3) holds. */
export const ORDER_LIMIT = 999_999_999_999;

/** `order` arrives as a number or a decimal string; it is stored with 3 decimals. */
export const orderField = z
  .union([
    z.number({ error: 'Order must be a number' }),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/, 'Order must be a number'),
  ])
  .transform((value) => Number(value))
  .refine((value) => Number.isFinite(value) && Math.abs(value) <= ORDER_LIMIT, 'Order is out of range');

/** "No use case" arrives as null, '', 'unsorted', 'uncategorized' or 'none' (docs/decisions.md 5). */
export const NO_CATEGORY = ['', 'unsorted', 'uncategorized', 'none'] as const;
/** "No release" (Future) arrives as null, '', 'unscheduled', 'future' or 'none'. */
export const NO_RELEASE = ['', 'unscheduled', 'future', 'none'] as const;

const reference = (label: string, noneWords: readonly string[]) =>
  z
    .union([idField(label), z.null(), z.enum(noneWords as [string, ...string[]])], {
      error: `${label} must be an id or none`,
    })
    .transform((value) => (typeof value === 'number' ? value : null));

export const categoryRef = reference('Use case', NO_CATEGORY);
export const releaseRef = reference('Release', NO_RELEASE);
export const sprintRef = reference('Sprint', ['', 'none']);

const title = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(500, 'Title must be at most 500 characters');

const editableFields = {
  title,
  description: optionalText('Description', 20_000),
  status: statusField,
  priority: impactField,
  color: hexColor,
  notes: optionalText('Notes', 20_000),
  pinned: z.boolean({ error: 'Pinned must be true or false' }),
  order: orderField,
  categoryId: categoryRef,
  releaseId: releaseRef,
  sprintId: sprintRef,
};

/** The server allocates externalId; an order left out places the card last in rank. */
export const createCardRequest = z.object({
  ...editableFields,
  description: editableFields.description,
  status: statusField.default('backlog'),
  priority: impactField.default('tbd'),
  color: hexColor.optional(),
  notes: editableFields.notes,
  pinned: editableFields.pinned.optional(),
  order: orderField.optional(),
  categoryId: categoryRef.optional(),
  releaseId: releaseRef.optional(),
  sprintId: sprintRef.optional(),
  projectId: idField('Project'),
});
export type CreateCardRequest = z.infer<typeof createCardRequest>;

/** PUT and PATCH: any subset of the editable fields. */
export const updateCardRequest = z.object(editableFields).partial();
export type UpdateCardRequest = z.infer<typeof updateCardRequest>;

export const card = z.object({
  id: z.number(),
  externalId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: statusField,
  priority: impactField,
  color: z.string(),
  notes: z.string().nullable(),
  pinned: z.boolean(),
  /** decimal(15,3) as a string, e.g. "12.500" */
  order: z.string(),
  projectId: z.number(),
  categoryId: z.number().nullable(),
  releaseId: z.number().nullable(),
  sprintId: z.number().nullable(),
  category: z.object({ name: z.string(), color: z.string() }).nullable(),
  release: z
    .object({ name: z.string(), startDate: z.string().nullable(), endDate: z.string().nullable() })
    .nullable(),
  ...timestamps,
});
export type Card = z.infer<typeof card>;

export const GROUP_BYS = ['none', 'status', 'priority', 'category', 'release'] as const;
export const groupByField = z.enum(GROUP_BYS, { error: `groupBy must be one of ${GROUP_BYS.join(', ')}` });
export type GroupBy = z.infer<typeof groupByField>;

/**
 * The value of a group: a status or impact, a category/release id, or "none" for the Unsorted / Future
 * group (null, '', 'unsorted', 'uncategorized', 'future', 'unscheduled', 'none'). Ids may come as strings.
 */
export const groupValueField = z
  .union([z.number(), z.string().max(100), z.null()], {
    error: 'groupValue must be a status, impact, id or none',
  })
  .optional();

export const reorderRequest = z.object({
  direction: z.enum(['up', 'down'], { error: 'direction must be up or down' }),
  groupBy: groupByField.default('none'),
  groupValue: groupValueField,
  moveToTop: z.boolean().optional(),
});
export type ReorderRequest = z.infer<typeof reorderRequest>;

export const repositionRequest = z.object({
  targetCardId: idField('Target card'),
  position: z.enum(['above', 'below'], { error: 'position must be above or below' }),
  groupBy: groupByField.default('none'),
  groupValue: groupValueField,
});
export type RepositionRequest = z.infer<typeof repositionRequest>;

export const moveToGroupRequest = z.object({
  groupBy: groupByField,
  groupValue: groupValueField,
  releaseId: releaseRef.optional(),
  categoryId: categoryRef.optional(),
  status: statusField.optional(),
  priority: impactField.optional(),
});
export type MoveToGroupRequest = z.infer<typeof moveToGroupRequest>;

export const rankComplexity = z.object({ needsCleanup: z.boolean() });
export type RankComplexity = z.infer<typeof rankComplexity>;
/** The cards whose order changed: the data of a `cards.reordered` event. */
export const orderChange = z.object({ id: z.number(), order: z.string(), updatedAt: z.string() });
export type OrderChange = z.infer<typeof orderChange>;

export const CARD_MESSAGES = {
  notFound: 'Card not found',
  categoryNotInProject: 'Use case not found in this project',
  releaseNotInProject: 'Release not found in this project',
  sprintNotInRelease: 'Sprint not found in this release',
  targetNotInGroup: 'The target card is not in that group',
  cardNotInGroup: 'The card is not in that group',
  nothingToMove: 'Give a groupValue or a field to change',
  groupConflict: (field: string) => `groupValue and ${field} disagree`,
  notAProject: 'Cards belong to projects, not folders',
} as const;
