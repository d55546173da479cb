// Cards, use cases, releases and sprints as they leave the server. Each field is picked by name (no column
// leaks), typed against the response schemas in common/; presenters.test.ts checks the output parses.
import { cardFieldList, type CardFieldWire } from '../../../common/cardFields';
import type { Card } from '../../../common/schemas/cards';
import type { Category } from '../../../common/schemas/categories';
import type { Release, Sprint } from '../../../common/schemas/releases';
import type { CardReadRow, CardRow } from '../../db/repos/cards';
import type { CategoryRow } from '../../db/repos/categories';
import type { ReleaseRow, SprintRow } from '../../db/repos/releases';
import { templateOf } from '../../shapes';
import { iso } from './time';

/** decimal(15,3) as a string with exactly three decimals, whatever the driver returned */
export const formatOrder = (order: string | number) => Number(order).toFixed(3);

/** Each field of the registry with its wire name, and how its column reads (a rank: formatOrder). */
let fieldsOnce: { wire: keyof CardRow; rank: boolean }[] | undefined;
const cardFields = () =>
  (fieldsOnce ??= cardFieldList().map(([, field]) => ({
    wire: field.wire as keyof CardRow,
    rank: field.rank === true,
  })));

/** A Card's keys that are not the registry's (its type checks each is here): before its fields or after them. */
const OWN_KEYS = {
  id: 'first',
  externalId: 'first',
  projectId: 'first',
  category: 'last',
  release: 'last',
  createdAt: 'last',
  updatedAt: 'last',
  version: 'last',
} as const satisfies Record<Exclude<keyof Card, CardFieldWire>, 'first' | 'last'>;
const ownKeys = (place: 'first' | 'last') =>
  Object.entries(OWN_KEYS).flatMap(([key, at]) => (at === place ? [key] : []));

/** Every key of a Card, in its order: each card is a copy of it (server/shapes.ts says why). */
let cardTemplateOnce: Record<string, undefined> | undefined;
const cardTemplate = () =>
  (cardTemplateOnce ??= templateOf([
    ...ownKeys('first'),
    ...cardFields().map(({ wire }) => wire),
    ...ownKeys('last'),
  ]));

// Built by hand rather than zod-parsed: a project's data load presents hundreds of cards per request. The
// fields are the registry's (docs/architecture.md "Adding a card field"): no line here for one.
export function presentCard(row: CardReadRow): Card {
  const own: Omit<Card, CardFieldWire> = {
    id: row.id,
    externalId: row.externalId,
    projectId: row.projectId,
    category:
      row.categoryId !== null && row.categoryName !== null
        ? { name: row.categoryName, color: row.categoryColor! }
        : null,
    release:
      row.releaseId !== null && row.releaseName !== null
        ? { name: row.releaseName, startDate: row.releaseStartDate, endDate: row.releaseEndDate }
        : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    version: row.version,
  };
  const card: Record<string, unknown> = Object.assign({ ...cardTemplate() }, own);
  for (const { wire, rank } of cardFields()) card[wire] = rank ? formatOrder(row.order) : row[wire];
  return card as Card;
}

export const presentCategory = (row: CategoryRow): Category => ({
  id: row.id,
  name: row.name,
  color: row.color,
  projectId: row.projectId,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
  version: row.version,
});

export const presentSprint = (row: SprintRow): Sprint => ({
  id: row.id,
  name: row.name,
  description: row.description,
  startDate: row.startDate,
  endDate: row.endDate,
  releaseId: row.releaseId,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
  version: row.version,
});

export const presentRelease = (row: ReleaseRow, sprints: SprintRow[]): Release => ({
  id: row.id,
  name: row.name,
  description: row.description,
  startDate: row.startDate,
  endDate: row.endDate,
  roadmapVisible: row.roadmapVisible,
  projectId: row.projectId,
  sprints: sprints.filter((s) => s.releaseId === row.id).map(presentSprint),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
  version: row.version,
});
