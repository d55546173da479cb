// Cards, use cases, releases and sprints as they leave the server, parsed through the response schemas.
import { card, type Card } from '../../../common/schemas/cards';
import { category, type Category } from '../../../common/schemas/categories';
import { release, sprint, type Release, type Sprint } from '../../../common/schemas/releases';
import type { CardReadRow } from '../../db/repos/cards';
import type { CategoryRow } from '../../db/repos/categories';
import type { ReleaseRow, SprintRow } from '../../db/repos/releases';
import { iso } from './time';

export function presentCard(row: CardReadRow): Card {
  return card.parse({
    ...row,
    order: Number(row.order).toFixed(3),
    category:
      row.categoryId !== null && row.categoryName !== null
        ? { name: row.categoryName, color: row.categoryColor }
        : null,
    release:
      row.releaseId !== null && row.releaseName !== null
        ? { name: row.releaseName, startDate: row.releaseStartDate, endDate: row.releaseEndDate }
        : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  });
}

export const presentCategory = (row: CategoryRow): Category =>
  category.parse({ ...row, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) });

export const presentSprint = (row: SprintRow): Sprint =>
  sprint.parse({ ...row, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) });

export const presentRelease = (row: ReleaseRow, sprints: SprintRow[]): Release =>
  release.parse({
    ...row,
    sprints: sprints.filter((s) => s.releaseId === row.id).map(presentSprint),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  });
