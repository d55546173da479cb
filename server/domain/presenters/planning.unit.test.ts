// The hand-built presenters produce exactly what the response schemas in common/ describe.
import { describe, expect, it } from 'vitest';
import { NO_ESTIMATION } from '../../../common/estimation';
import { card } from '../../../common/schemas/cards';
import { category } from '../../../common/schemas/categories';
import { release } from '../../../common/schemas/releases';
import type { CardReadRow } from '../../db/repos/cards';
import { presentCard, presentCategory, presentRelease } from './planning';

const at = new Date('2026-11-21T10:00:00.000Z');
const row: CardReadRow = {
  id: 7,
  externalId: 'APP-007',
  title: 'T',
  description: null,
  status: 'ready',
  priority: 'wow',
  color: '#6B7280',
  notes: 'n',
  pinned: false,
  ...NO_ESTIMATION,
  estimate: '5',
  lift: 0.25,
  order: '12.5',
  projectId: 3,
  categoryId: 4,
  releaseId: null,
  sprintId: null,
  createdAt: at,
  updatedAt: at,
  version: 5,
  categoryName: 'Growth',
  categoryColor: '#FF0000',
  releaseName: null,
  releaseStartDate: null,
  releaseEndDate: null,
};

describe('presenters', () => {
  it('present a card as the schema says, with no extra keys', () => {
    const presented = presentCard({ ...row, secret: 'x' } as CardReadRow);
    expect(card.strict().parse(presented)).toEqual(presented);
    expect(presented).toMatchObject({
      order: '12.500',
      category: { name: 'Growth', color: '#FF0000' },
      release: null,
      createdAt: at.toISOString(),
    });
  });

  it('present every card with the same keys in the same order, whatever it holds (one V8 shape: shapes.ts)', () => {
    const other = presentCard({
      ...row,
      categoryId: null,
      categoryName: null,
      releaseId: 2,
      releaseName: 'Spring',
      releaseStartDate: '2027-01-01',
      releaseEndDate: '2027-02-28',
      estimate: null,
    });
    const keys = Object.keys(presentCard(row));
    expect(Object.keys(other)).toEqual(keys);
    expect(keys.slice(0, 3)).toEqual(['id', 'externalId', 'projectId']);
    expect(keys.slice(-5)).toEqual(['category', 'release', 'createdAt', 'updatedAt', 'version']);
    expect([...keys].sort()).toEqual(Object.keys(card.shape).sort());
  });

  it('present use cases and releases as the schemas say', () => {
    const cat = presentCategory({
      id: 1,
      name: 'A',
      color: '#FFFFFF',
      projectId: 3,
      createdAt: at,
      updatedAt: at,
      version: 1,
    });
    expect(category.strict().parse(cat)).toEqual(cat);
    const sprint = {
      id: 9,
      name: 'S',
      description: null,
      startDate: null,
      endDate: null,
      releaseId: 2,
      createdAt: at,
      updatedAt: at,
      version: 1,
    };
    const rel = presentRelease(
      {
        id: 2,
        name: 'R',
        description: null,
        startDate: '2026-01-01',
        endDate: null,
        roadmapVisible: true,
        projectId: 3,
        createdAt: at,
        updatedAt: at,
        version: 1,
      },
      [sprint, { ...sprint, id: 10, releaseId: 99 }],
    );
    expect(release.strict().parse(rel)).toEqual(rel);
    expect(rel.sprints.map((s) => s.id)).toEqual([9]);
  });
});
