// The client's reconcile (reconcile.ts) over Maps, for the server tests' live mirror: a reader with no
// writes of its own, so it must end where a fresh fetch does. It keeps reconcile's bookkeeping (confirmed
// versions and tombstones) between events, as the board does.
import type { ChangeEvent } from '../events';
import type { Card } from '../schemas/cards';
import type { Category } from '../schemas/categories';
import type { Release } from '../schemas/releases';
import { emptyModel, load, reconcile, type BoardModel, type Local } from '../realtime/reconcile';

export interface ProjectMaps {
  cards: Map<number, Card>;
  categories: Map<number, Category>;
  releases: Map<number, Release>;
}

const READER: Local = { ownMutations: new Set(), dragging: null, room: false, now: 0 };

/** reconcile's model of each mirror, kept between its events (the maps are what the mirror shows). */
const models = new WeakMap<ProjectMaps, BoardModel>();

function refill<T>(map: Map<number, T>, record: Readonly<Record<number, T>>) {
  map.clear();
  for (const [id, value] of Object.entries(record)) map.set(Number(id), value);
}

/** The model for the maps as they are now: a fresh load when the mirror (re)loaded them since. */
function modelOf(maps: ProjectMaps, projectId: number): BoardModel {
  const held = models.get(maps);
  if (held && held.projectId === projectId && sameAs(held, maps)) return held;
  return load(
    emptyModel(projectId),
    {
      cards: Object.fromEntries(maps.cards),
      categories: Object.fromEntries(maps.categories),
      releases: Object.fromEntries(maps.releases),
    },
    READER,
  );
}

/** True when the maps still show what the model last showed (no reload replaced them). */
function sameAs(model: BoardModel, maps: ProjectMaps) {
  const same = <T>(map: Map<number, T>, record: Readonly<Record<number, T>>) =>
    map.size === Object.keys(record).length && [...map].every(([id, value]) => record[id] === value);
  return (
    same(maps.cards, model.cards) &&
    same(maps.categories, model.categories) &&
    same(maps.releases, model.releases)
  );
}

/** Applies one change event of the project's folder to the maps. */
export function applyChange(maps: ProjectMaps, projectId: number, event: ChangeEvent): void {
  const before = modelOf(maps, projectId);
  const after = reconcile(before, event, READER).model;
  models.set(maps, after);
  if (after.cards !== before.cards) refill(maps.cards, after.cards);
  if (after.categories !== before.categories) refill(maps.categories, after.categories);
  if (after.releases !== before.releases) refill(maps.releases, after.releases);
}
