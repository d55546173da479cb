// The client's reconcile (reconcile.ts) over Maps, for the server tests' live mirror: a reader with no
// writes of its own, so it must end where a fresh fetch does. It keeps reconcile's bookkeeping (confirmed
// versions and tombstones) between events, as the board does.
import type { ChangeEvent } from '../events';
import type { Card } from '../schemas/cards';
import type { Category } from '../schemas/categories';
import type { Release } from '../schemas/releases';
import { emptyModel, load, reconcileAll, type BoardModel, type Local } from '../realtime/reconcile';

export interface ProjectMaps {
  cards: Map<number, Card>;
  categories: Map<number, Category>;
  releases: Map<number, Release>;
}

const READER: Local = { ownMutations: new Set(), dragging: null, room: false, now: 0 };

/**
 * reconcile's model of each mirror, kept between its events. A mirror that reloads gets new maps (a fresh
 * fetch), so maps met here before still show what their model showed.
 */
const models = new WeakMap<ProjectMaps, BoardModel>();

/** Brings `map` from what `before` showed to what `after` shows, entry by entry (what changed only). */
function follow<T>(
  map: Map<number, T>,
  before: Readonly<Record<number, T>>,
  after: Readonly<Record<number, T>>,
) {
  if (before === after) return;
  for (const id in after) if (before[id] !== after[id]) map.set(Number(id), after[id]!);
  for (const id in before) if (!(id in after)) map.delete(Number(id));
}

/** The model for the maps: the one kept, or a fresh load of maps not met before (which then show it). */
function modelOf(maps: ProjectMaps, projectId: number): BoardModel {
  const held = models.get(maps);
  if (held && held.projectId === projectId) return held;
  const shown = {
    cards: Object.fromEntries(maps.cards),
    categories: Object.fromEntries(maps.categories),
    releases: Object.fromEntries(maps.releases),
  };
  const loaded = load(emptyModel(projectId), shown, READER);
  follow(maps.cards, shown.cards, loaded.cards);
  follow(maps.categories, shown.categories, loaded.categories);
  follow(maps.releases, shown.releases, loaded.releases);
  return loaded;
}

/** Applies due change events of the project's folder to the maps, in one go as the board does (reconcileAll). */
export function applyChanges(maps: ProjectMaps, projectId: number, events: readonly ChangeEvent[]): void {
  const before = modelOf(maps, projectId);
  const after = reconcileAll(before, events, READER);
  models.set(maps, after);
  follow(maps.cards, before.cards, after.cards);
  follow(maps.categories, before.categories, after.categories);
  follow(maps.releases, before.releases, after.releases);
}
