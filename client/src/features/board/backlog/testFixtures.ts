// Test data for the backlog's component tests: a project with use cases, releases and cards in the board
// store, the view store back at its defaults, and a layout size so the virtualiser renders rows in happy-dom.
import type { Card } from '../../../../../common/schemas/cards';
import type { Category } from '../../../../../common/schemas/categories';
import type { Release } from '../../../../../common/schemas/releases';
import { DEFAULT_SORT } from '../../../../../common/board/sorting';
import { resetBoard } from '../../../store/board';
import { setProjectData } from '../../../store/applyRemote';
import { closeDialog } from '../../../store/dialogs';
import { clearFilters, clearSelection, view } from '../../../store/view';
import * as make from '../../../../../common/test/factories';
import { DEFAULT_SCORING_SETTING, type ScoringSetting } from '../../../../../common/estimation';

const STAMP = '2025-03-04T10:00:00.000Z';

/** Card `id` of project 2 as the backlog tests know it: APP-00{id}, empty texts. */
export const makeCard = (id: number, fields: Partial<Card> = {}): Card =>
  make.card(id, {
    externalId: `APP-${String(id).padStart(3, '0')}`,
    description: '',
    notes: '',
    projectId: 2,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...fields,
  });

export const billing: Category = {
  id: 7,
  name: 'Billing',
  color: '#22C55E',
  projectId: 2,
  createdAt: STAMP,
  updatedAt: STAMP,
  version: 0,
};
export const mobile: Category = {
  id: 8,
  name: 'Mobile',
  color: '#FFFFFF',
  projectId: 2,
  createdAt: STAMP,
  updatedAt: STAMP,
  version: 0,
};
export const launch: Release = {
  id: 3,
  name: 'v1 Launch',
  description: null,
  startDate: '2025-01-01',
  endDate: null,
  roadmapVisible: true,
  projectId: 2,
  sprints: [],
  createdAt: STAMP,
  updatedAt: STAMP,
  version: 0,
};

export function loadProject(
  cards: Card[],
  categories: Category[] = [billing, mobile],
  releases: Release[] = [launch],
  scoring: ScoringSetting = DEFAULT_SCORING_SETTING,
) {
  resetBoard(2);
  setProjectData({
    project: {
      id: 2,
      name: 'App',
      description: null,
      prefix: 'APP',
      parentId: 1,
      clientId: 1,
      ownerId: 'u1',
      ...scoring,
      access: 'owner',
      createdAt: STAMP,
      updatedAt: STAMP,
      version: 0,
    },
    cards,
    categories,
    releases,
  });
}

export function resetView() {
  clearFilters();
  clearSelection();
  view.sort = { ...DEFAULT_SORT };
  view.customRanking = false;
  closeDialog();
}

/** happy-dom lays nothing out; give every element a size so the virtualiser shows rows. */
export function fakeLayout(width = 1200, height = 800) {
  const proto = HTMLElement.prototype;
  const saved = ['clientWidth', 'clientHeight'].map(
    (key) => [key, Object.getOwnPropertyDescriptor(proto, key)] as const,
  );
  Object.defineProperty(proto, 'clientWidth', { configurable: true, get: () => width });
  Object.defineProperty(proto, 'clientHeight', { configurable: true, get: () => height });
  return () => {
    for (const [key, descriptor] of saved) {
      if (descriptor) Object.defineProperty(proto, key, descriptor);
      else delete (proto as unknown as Record<string, unknown>)[key];
    }
  };
}
