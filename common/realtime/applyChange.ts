// How a change event updates one open project's cards, use cases and releases (docs/realtime.md):
// idempotent, and never back to an older version of an entity (updatedAt). Used by the client store and
// by the server tests' live mirror, so both read the protocol the same way.
import type { ChangeEvent } from '../events';
import type { Card, OrderChange } from '../schemas/cards';
import type { Category } from '../schemas/categories';
import type { Release, Sprint } from '../schemas/releases';

/** What a Map offers; the client store adapts its plain records to it. */
export interface Collection<T> {
  get(id: number): T | undefined;
  set(id: number, value: T): void;
  delete(id: number): unknown;
  values(): Iterable<T>;
}

export interface ProjectCollections {
  cards: Collection<Card>;
  categories: Collection<Category>;
  releases: Collection<Release>;
}

type Versioned = { id: number; updatedAt: string };
export const olderThan = (incoming: { updatedAt: string }, held: { updatedAt: string } | undefined) =>
  held !== undefined && Date.parse(incoming.updatedAt) < Date.parse(held.updatedAt);

function upsert<T extends Versioned>(collection: Collection<T>, item: T) {
  if (!olderThan(item, collection.get(item.id))) collection.set(item.id, item);
}

/** Applies one change event of the project's folder; events of the folder's other projects are ignored. */
export function applyChange(model: ProjectCollections, projectId: number, event: ChangeEvent): void {
  // The event's type says which read model `data` is (docs/realtime.md); each branch reads its own fields.
  const data = event.data as Versioned & { projectId?: number; releaseId?: number };
  const [entity, action] = event.type.split('.');
  const lists: Record<string, Collection<Versioned & { projectId: number }>> = {
    card: model.cards,
    category: model.categories,
    release: model.releases,
  };
  const list = lists[entity!];
  if (list && action === 'deleted') list.delete(data.id);
  else if (list && data.projectId === projectId) upsert(list, data as Versioned & { projectId: number });
  else if (event.type === 'cards.reordered') {
    for (const change of event.data as OrderChange[]) {
      const card = model.cards.get(change.id);
      if (card && !olderThan(change, card)) model.cards.set(card.id, { ...card, ...change });
    }
  } else if (entity === 'sprint') {
    for (const release of [...model.releases.values()]) {
      const held = release.sprints.find((s) => s.id === data.id);
      if (action !== 'deleted' && (data.releaseId !== release.id || olderThan(data, held))) continue;
      if (action === 'deleted' && !held) continue;
      const sprints = release.sprints.filter((s) => s.id !== data.id);
      if (action !== 'deleted') sprints.push(data as Sprint);
      model.releases.set(release.id, { ...release, sprints });
    }
  }
}
