// Feature cards: requests, the read model, and the ranking calls.
import { z } from 'zod';
import {
  CARD_FIELDS,
  cardFieldAnswers,
  cardFieldSchemas,
  cardTitle,
  impactField,
  statusField,
  type CardStatus,
  type Impact,
} from '../cardFields';
import { idField, timestamps, versioned } from './fields';

// The values of a card's fields live in the registry (common/cardFields); these names stay for their readers.
export {
  CARD_STATUSES,
  CARD_STATUS_LABELS,
  IMPACTS,
  NO_CATEGORY,
  NO_RELEASE,
  ORDER_LIMIT,
  type CardStatus,
  type Impact,
} from '../cardFields';

const categoryRef = CARD_FIELDS.category.schema;
const releaseRef = CARD_FIELDS.release.schema;
const sprintRef = CARD_FIELDS.sprint.schema;

const editableFields = cardFieldSchemas();

/** What a card created without them gets (quick add and bulk add send nothing else). */
export const CARD_DEFAULTS = { status: 'backlog', priority: 'tbd' } as const satisfies {
  status: CardStatus;
  priority: Impact;
};

/**
 * The server allocates externalId; every field but the title may be left out (status and impact then take
 * CARD_DEFAULTS); an order left out places the card last in rank.
 */
export const createCardRequest = z
  .object(editableFields)
  .partial()
  .extend({
    title: editableFields.title,
    status: statusField.default(CARD_DEFAULTS.status),
    priority: impactField.default(CARD_DEFAULTS.priority),
    projectId: idField('Project'),
  });
export type CreateCardRequest = z.infer<typeof createCardRequest>;

/** Most titles one bulk add may send; the Bulk Add dialog sends a longer list in requests of this size. */
export const BULK_ADD_MAX = 100;

/**
 * Bulk add: one card per title, in this order, with the quick-add defaults, last in rank. The titles are
 * checked like a single create's (trimmed, 1–500 characters): a blank one is refused, not skipped, so the
 * request adds exactly what it lists or nothing (the dialog drops empty lines and commas before sending).
 */
export const bulkCreateCardsRequest = z.object({
  projectId: idField('Project'),
  titles: z
    .array(cardTitle, { error: 'Titles must be a list of titles' })
    .min(1, 'Give at least one title')
    .max(BULK_ADD_MAX, `At most ${BULK_ADD_MAX} titles per request`),
});
export type BulkCreateCardsRequest = z.infer<typeof bulkCreateCardsRequest>;

/** PUT and PATCH: any subset of the editable fields. */
export const updateCardRequest = z.object(editableFields).partial();
export type UpdateCardRequest = z.infer<typeof updateCardRequest>;

export const card = z.object({
  id: z.number(),
  externalId: z.string(),
  ...cardFieldAnswers(),
  projectId: z.number(),
  category: z.object({ name: z.string(), color: z.string() }).nullable(),
  release: z
    .object({ name: z.string(), startDate: z.string().nullable(), endDate: z.string().nullable() })
    .nullable(),
  ...timestamps,
  ...versioned,
});
export type Card = z.infer<typeof card>;

/** POST /api/cards/bulk answers the new cards in the order of the titles. */
export const bulkCreateCardsResponse = z.object({ cards: z.array(card) });
export type BulkCreateCardsResponse = z.infer<typeof bulkCreateCardsResponse>;

export const GROUP_BYS = ['none', 'status', 'priority', 'category', 'release', 'sprint'] as const;
export const groupByField = z.enum(GROUP_BYS, { error: `groupBy must be one of ${GROUP_BYS.join(', ')}` });
export type GroupBy = z.infer<typeof groupByField>;

/**
 * The value of a group: a status or impact, a category/release/sprint id, or "none" for the Unsorted /
 * Future / No sprint group (null, '', 'unsorted', 'uncategorized', 'future', 'unscheduled', 'none'). Ids may come as strings.
 */
const groupValueField = z
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

export const repositionRequest = z.object({
  targetCardId: idField('Target card'),
  position: z.enum(['above', 'below'], { error: 'position must be above or below' }),
  groupBy: groupByField.default('none'),
  groupValue: groupValueField,
});

export const moveToGroupRequest = z.object({
  groupBy: groupByField,
  groupValue: groupValueField,
  releaseId: releaseRef.optional(),
  sprintId: sprintRef.optional(),
  categoryId: categoryRef.optional(),
  status: statusField.optional(),
  priority: impactField.optional(),
});
export type MoveToGroupRequest = z.infer<typeof moveToGroupRequest>;

export const rankComplexity = z.object({ needsCleanup: z.boolean() });
export type RankComplexity = z.infer<typeof rankComplexity>;
/** The cards whose order changed: the data of a `cards.reordered` event. */
export const orderChange = z.object({
  id: z.number(),
  order: z.string(),
  updatedAt: z.string(),
  ...versioned,
});
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
