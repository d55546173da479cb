// The entity rules of reconcile (reconcile.ts): how a card, use case, release or sprint version enters an
// open project's model. The higher version (updatedAt) wins and a deleted entity stays deleted, so a
// version applied twice or late changes nothing; a protected card (dragged, or with an own write on its
// way) keeps what the user sees and the newer version waits in `held` until settle().
import type { ChangeBody } from '../events';
import type { Card, OrderChange } from '../schemas/cards';
import type { Category } from '../schemas/categories';
import type { Release, Sprint } from '../schemas/releases';

export type Records<T> = Readonly<Record<number, T>>;
export type CardField = keyof Card;
export type EntityKind = 'cards' | 'categories' | 'releases' | 'sprints';

/** What the rules need of this tab: the card being dragged and the cards with own writes on their way. */
export interface Protection {
  /** The card the user is dragging right now: nothing moves it until the drop. */
  dragging: number | null;
  /** Cards with a write of this tab on its way, and the fields it writes: they keep the user's value. */
  editing: Readonly<Record<number, readonly CardField[]>>;
}

export interface ProjectData {
  /** The open project (null: none); versions of other projects of its folder are not its data. */
  projectId: number | null;
  cards: Records<Card>;
  categories: Records<Category>;
  releases: Records<Release>;
  /** The newest version of each protected card, put in by settle() once the protection ends. */
  held: Records<Card>;
  /** What was deleted ("cards:5"), so a late answer or event never brings it back. */
  deleted: Readonly<Record<string, true>>;
}

export const olderThan = (incoming: { updatedAt: string }, held: { updatedAt: string } | undefined) =>
  held !== undefined && Date.parse(incoming.updatedAt) < Date.parse(held.updatedAt);

/** A record changed by copying it once, on the first write. */
export class Draft<T> {
  private copy: Record<number, T> | null = null;
  constructor(private readonly base: Records<T>) {}
  get(id: number): T | undefined {
    return (this.copy ?? this.base)[id];
  }
  set(id: number, value: T) {
    (this.copy ??= { ...this.base })[id] = value;
  }
  delete(id: number) {
    if (this.get(id) === undefined) return;
    this.copy ??= { ...this.base };
    delete this.copy[id];
  }
  values(): T[] {
    return Object.values(this.copy ?? this.base);
  }
  get result(): Records<T> {
    return this.copy ?? this.base;
  }
}

/** The project data being changed by one call. */
export class DataDraft {
  readonly cards: Draft<Card>;
  readonly categories: Draft<Category>;
  readonly releases: Draft<Release>;
  readonly held: Draft<Card>;
  private deleted: Readonly<Record<string, true>>;
  constructor(private readonly base: ProjectData) {
    this.cards = new Draft(base.cards);
    this.categories = new Draft(base.categories);
    this.releases = new Draft(base.releases);
    this.held = new Draft(base.held);
    this.deleted = base.deleted;
  }
  get projectId() {
    return this.base.projectId;
  }
  isDeleted = (kind: EntityKind, id: number) => this.deleted[`${kind}:${id}`] === true;
  markDeleted(kind: EntityKind, id: number) {
    if (!this.isDeleted(kind, id)) this.deleted = { ...this.deleted, [`${kind}:${id}`]: true };
  }
  result(): ProjectData {
    const { cards, categories, releases, held, deleted } = this;
    return {
      projectId: this.base.projectId,
      cards: cards.result,
      categories: categories.result,
      releases: releases.result,
      held: held.result,
      deleted,
    };
  }
}

function copyField<K extends CardField>(to: Card, from: Card, field: K) {
  to[field] = from[field];
}

/** `incoming` with the user's values kept for the fields being written; itself when none differs. */
function keepEdited(incoming: Card, shown: Card, fields: readonly CardField[]): Card {
  const differing = fields.filter((field) => incoming[field] !== shown[field]);
  if (differing.length === 0) return incoming;
  const kept = { ...incoming };
  for (const field of differing) copyField(kept, shown, field);
  return kept;
}

const isField = (key: string, card: Card): key is CardField => key in card;
const sameValues = (a: Card, b: Card) => Object.keys(a).every((key) => isField(key, a) && a[key] === b[key]);

/** A version of a card (from an event or a REST answer) under the card rules. */
export function putCard(draft: DataDraft, incoming: Card, local: Protection) {
  const { id } = incoming;
  const shown = draft.cards.get(id);
  const waiting = draft.held.get(id);
  if (draft.isDeleted('cards', id) || olderThan(incoming, shown) || olderThan(incoming, waiting)) return;
  if (shown && local.dragging === id) return draft.held.set(id, incoming);
  const kept = shown ? keepEdited(incoming, shown, local.editing[id] ?? []) : incoming;
  if (kept === incoming) draft.held.delete(id);
  else draft.held.set(id, incoming);
  // The same values again (a settle while the write is still on its way) keep the card's identity.
  if (!shown || !sameValues(kept, shown)) draft.cards.set(id, kept);
}

/** A rank change: on top of the newest version known, the one held back if any. */
function putOrder(draft: DataDraft, change: OrderChange, local: Protection) {
  const base = draft.held.get(change.id) ?? draft.cards.get(change.id);
  if (base) putCard(draft, { ...base, ...change }, local);
}

function putVersion<T extends { id: number; updatedAt: string }>(
  draft: DataDraft,
  kind: 'categories' | 'releases',
  list: Draft<T>,
  item: T,
) {
  if (!draft.isDeleted(kind, item.id) && !olderThan(item, list.get(item.id))) list.set(item.id, item);
}

function remove(draft: DataDraft, kind: 'cards' | 'categories' | 'releases', id: number) {
  draft.markDeleted(kind, id);
  draft[kind].delete(id);
  if (kind === 'cards') draft.held.delete(id);
}

/** A sprint lives in its release's list: a new version replaces it there, a delete takes it out. */
function putSprint(draft: DataDraft, sprint: Sprint | { id: number; deleted: true }) {
  if ('deleted' in sprint) draft.markDeleted('sprints', sprint.id);
  else if (draft.isDeleted('sprints', sprint.id)) return;
  for (const release of draft.releases.values()) {
    const held = release.sprints.find((s) => s.id === sprint.id);
    if ('deleted' in sprint ? !held : sprint.releaseId !== release.id || olderThan(sprint, held)) continue;
    const sprints = release.sprints.filter((s) => s.id !== sprint.id);
    if (!('deleted' in sprint)) sprints.push(sprint);
    draft.releases.set(release.id, { ...release, sprints });
  }
}

/** Applies one change body to the project data (events of the folder's other projects change nothing). */
export function applyToProject(draft: DataDraft, body: ChangeBody, local: Protection) {
  const ours = (item: { projectId: number }) => item.projectId === draft.projectId;
  switch (body.type) {
    case 'card.created':
    case 'card.updated':
      if (ours(body.data)) putCard(draft, body.data, local);
      break;
    case 'cards.reordered':
      for (const change of body.data) putOrder(draft, change, local);
      break;
    case 'category.created':
    case 'category.updated':
      if (ours(body.data)) putVersion(draft, 'categories', draft.categories, body.data);
      break;
    case 'release.created':
    case 'release.updated':
      if (ours(body.data)) putVersion(draft, 'releases', draft.releases, body.data);
      break;
    case 'card.deleted':
      remove(draft, 'cards', body.data.id);
      break;
    case 'category.deleted':
      remove(draft, 'categories', body.data.id);
      break;
    case 'release.deleted':
      remove(draft, 'releases', body.data.id);
      break;
    case 'sprint.created':
    case 'sprint.updated':
      putSprint(draft, body.data);
      break;
    case 'sprint.deleted':
      putSprint(draft, { id: body.data.id, deleted: true });
      break;
    default:
  }
}

/** Puts in every held-back version whose card is no longer dragged (the card rules decide again). */
export function settleHeld(draft: DataDraft, local: Protection) {
  for (const waiting of draft.held.values()) {
    if (local.dragging === waiting.id) continue;
    draft.held.delete(waiting.id);
    // A card taken off the board meanwhile (an own delete on its way) stays off.
    if (draft.cards.get(waiting.id)) putCard(draft, waiting, local);
  }
}
