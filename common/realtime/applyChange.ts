// The client's reconcile (reconcile.ts) over Maps, for the server tests' live mirror: a reader with no
// local state of its own (no drags, no writes), so it must end where a fresh fetch does.
import type { ChangeEvent } from '../events';
import type { Card } from '../schemas/cards';
import type { Category } from '../schemas/categories';
import type { Release } from '../schemas/releases';
import { reconcile, type BoardModel, type Local } from './reconcile';

export interface ProjectMaps {
  cards: Map<number, Card>;
  categories: Map<number, Category>;
  releases: Map<number, Release>;
}

const READER: Local = {
  ownMutations: new Set(),
  pendingCreates: new Map(),
  dragging: null,
  editing: {},
  room: false,
  now: 0,
};

function refill<T>(map: Map<number, T>, record: Readonly<Record<number, T>>) {
  map.clear();
  for (const [id, value] of Object.entries(record)) map.set(Number(id), value);
}

/** Applies one change event of the project's folder to the maps. */
export function applyChange(model: ProjectMaps, projectId: number, event: ChangeEvent): void {
  const before: BoardModel = {
    projectId,
    project: null,
    cards: Object.fromEntries(model.cards),
    categories: Object.fromEntries(model.categories),
    releases: Object.fromEntries(model.releases),
    held: {},
    deleted: {},
    remoteChanges: {},
    workspace: null,
  };
  const after = reconcile(before, event, READER).model;
  if (after.cards !== before.cards) refill(model.cards, after.cards);
  if (after.categories !== before.categories) refill(model.categories, after.categories);
  if (after.releases !== before.releases) refill(model.releases, after.releases);
}
