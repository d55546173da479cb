// The server's versions of an open project's things as this screen knows them (reconcile's "confirmed"
// half): a version enters when it is higher than the one held and nothing newer deleted the thing. Versions
// are folder event seqs (docs/realtime.md "Versions"), so they follow commit order whichever way a version
// arrives: an event (in seq order), a REST answer (any time) or a fresh load.
import type { Card, OrderChange } from '../schemas/cards';
import type { Category } from '../schemas/categories';
import type { Meeting, VoteValue } from '../schemas/meetings';
import type { Release, Sprint } from '../schemas/releases';

export type Records<T> = Readonly<Record<number, T>>;

/** This person's own ballot in a vote of the running meeting (`id`: the vote's). Never shown to others. */
export interface Ballot {
  id: number;
  value: VoteValue;
}

/**
 * The things of an open project a screen holds (a release holds its sprints; a project has at most one
 * meeting; ballots are this person's own, by vote).
 */
export interface Entities {
  cards: Records<Card>;
  categories: Records<Category>;
  releases: Records<Release>;
  meetings: Records<Meeting>;
  ballots: Records<Ballot>;
}

/** The server's versions, and the rank moves newer than their card's last whole version. */
export interface Confirmed extends Entities {
  /**
   * A rank move carries only the order. An own move's answer may arrive before an event older than it
   * about the same card, so the move's order is kept beside the card under its own version: the card's
   * other fields still take that older event, and the order stays the move's.
   */
  orders: Records<OrderChange>;
}

/** One thing's key (`cards:12`): tombstones, what a draft touched, the pending ops, the client's write order. */
export const thingKey = (kind: string, id: number): string => `${kind}:${id}`;

/** What can be deleted, and so tombstoned (keyed by thingKey). */
export type TombKind = 'cards' | 'categories' | 'releases' | 'sprints' | 'meetings';
export type Tombstones = Readonly<Record<string, number>>;

/** The version of a delete this screen knows happened but not yet at which seq (a 204 or a 404 answer). */
export const UNKNOWN_DELETE = Number.POSITIVE_INFINITY;

const emptyEntities = (): Entities => ({
  cards: {},
  categories: {},
  releases: {},
  meetings: {},
  ballots: {},
});
export const emptyConfirmed = (): Confirmed => ({ ...emptyEntities(), orders: {} });

/**
 * The records copied during a run of calls (`inOneGo`): nothing outside the run has seen them, so the run's
 * later writes go into them in place. Outside a run every draft copies on its first write.
 */
let ownCopies: WeakSet<object> | null = null;

/**
 * Runs `run` with the records it copies writable in place by its later drafts: a burst of n events applied
 * one after another copies each record once, not once per event (a 10,000-card import heard by an open
 * board). `run` must not keep a model of its own midway: only what it returns is whole.
 */
export function inOneGo<T>(run: () => T): T {
  if (ownCopies) return run();
  ownCopies = new WeakSet();
  try {
    return run();
  } finally {
    ownCopies = null;
  }
}

function copyOf<T extends object>(record: T): T {
  const copy = { ...record };
  ownCopies?.add(copy);
  return copy;
}

/** The record itself when this run copied it (writable in place), else null. */
const ownCopy = <T extends object>(record: T): T | null => (ownCopies?.has(record) ? record : null);

/** A record changed by copying it once, on the first write (or in place, in a run that copied it). */
export class Draft<T> {
  private copy: Record<number, T> | null;
  /** Things this draft added less those it removed. */
  sizeDelta = 0;
  constructor(private readonly base: Records<T>) {
    this.copy = ownCopy(base as Record<number, T>);
  }
  get(id: number): T | undefined {
    return (this.copy ?? this.base)[id];
  }
  set(id: number, value: T) {
    const held = this.get(id);
    if (held === value) return;
    if (held === undefined) this.sizeDelta += 1;
    (this.copy ??= copyOf(this.base))[id] = value;
  }
  delete(id: number) {
    if (this.get(id) === undefined) return;
    this.sizeDelta -= 1;
    this.copy ??= copyOf(this.base);
    delete this.copy[id];
  }
  values(): T[] {
    return Object.values(this.copy ?? this.base);
  }
  get result(): Records<T> {
    return this.copy ?? this.base;
  }
}

/** The confirmed half being changed by one call; `touched` says which things screens must look at again. */
export class ConfirmedDraft {
  readonly cards: Draft<Card>;
  readonly categories: Draft<Category>;
  readonly releases: Draft<Release>;
  readonly meetings: Draft<Meeting>;
  readonly ballots: Draft<Ballot>;
  readonly orders: Draft<OrderChange>;
  private tombs: Tombstones;
  readonly touched = new Set<string>();

  constructor(
    base: Confirmed,
    deleted: Tombstones,
    readonly projectId: number | null,
  ) {
    this.cards = new Draft(base.cards);
    this.categories = new Draft(base.categories);
    this.releases = new Draft(base.releases);
    this.meetings = new Draft(base.meetings);
    this.ballots = new Draft(base.ballots);
    this.orders = new Draft(base.orders);
    this.tombs = deleted;
  }

  touch(kind: keyof Entities, id: number) {
    this.touched.add(thingKey(kind, id));
  }

  /** True when a delete at this version or later is known: nothing of `version` brings the thing back. */
  buried(kind: TombKind, id: number, version: number) {
    const tomb = this.tombs[thingKey(kind, id)];
    return tomb !== undefined && tomb >= version;
  }

  /** Records a delete; a known seq replaces an unknown one, and a later delete an earlier one. */
  bury(kind: TombKind, id: number, version: number) {
    const key = thingKey(kind, id);
    const tomb = this.tombs[key];
    if (tomb !== undefined) {
      if (version === UNKNOWN_DELETE) return; // already known to be deleted
      if (tomb !== UNKNOWN_DELETE && tomb >= version) return;
    }
    const held = this.tombs as Record<string, number>;
    const tombs = ownCopy(held) ?? copyOf(held);
    tombs[key] = version;
    this.tombs = tombs;
  }

  get deleted(): Tombstones {
    return this.tombs;
  }

  result(): Confirmed {
    return {
      cards: this.cards.result,
      categories: this.categories.result,
      releases: this.releases.result,
      meetings: this.meetings.result,
      ballots: this.ballots.result,
      orders: this.orders.result,
    };
  }
}

const newer = (incoming: { version: number }, held: { version: number } | undefined) =>
  held === undefined || incoming.version > held.version;

/** A whole card version of the open project. */
export function putCard(draft: ConfirmedDraft, card: Card) {
  if (card.projectId !== draft.projectId || draft.buried('cards', card.id, card.version)) return;
  if (!newer(card, draft.cards.get(card.id))) return;
  draft.cards.set(card.id, card);
  const order = draft.orders.get(card.id);
  if (order && order.version <= card.version) draft.orders.delete(card.id);
  draft.touch('cards', card.id);
}

/** A rank move's order of a held card, under the move's own version. */
export function putOrder(draft: ConfirmedDraft, change: OrderChange) {
  const card = draft.cards.get(change.id);
  if (!card || draft.buried('cards', change.id, change.version)) return;
  if (!newer(change, card) || !newer(change, draft.orders.get(change.id))) return;
  draft.orders.set(change.id, change);
  draft.touch('cards', change.id);
}

/** The card as confirmed: its last whole version with a newer rank move on top. */
export function confirmedCard(confirmed: Pick<Confirmed, 'cards' | 'orders'>, id: number): Card | undefined {
  const card = confirmed.cards[id];
  const order = confirmed.orders[id];
  if (!card || !order || order.version <= card.version) return card;
  return { ...card, order: order.order, updatedAt: order.updatedAt, version: order.version };
}

export function putCategory(draft: ConfirmedDraft, category: Category) {
  if (category.projectId !== draft.projectId) return;
  if (draft.buried('categories', category.id, category.version)) return;
  if (!newer(category, draft.categories.get(category.id))) return;
  draft.categories.set(category.id, category);
  draft.touch('categories', category.id);
}

/**
 * A release with its sprints. Each sprint keeps its own version: one held newer than the release's copy
 * stays, one created after the release's version stays though the copy lacks it, and a deleted one never
 * comes back with it.
 */
export function putRelease(draft: ConfirmedDraft, release: Release) {
  if (release.projectId !== draft.projectId) return;
  if (draft.buried('releases', release.id, release.version)) return;
  const held = draft.releases.get(release.id);
  if (!newer(release, held)) return;
  const heldSprints = new Map((held?.sprints ?? []).map((sprint) => [sprint.id, sprint]));
  const sprints: Sprint[] = [];
  for (const sprint of release.sprints) {
    if (draft.buried('sprints', sprint.id, sprint.version)) continue;
    const mine = heldSprints.get(sprint.id);
    sprints.push(mine && mine.version > sprint.version ? mine : sprint);
    heldSprints.delete(sprint.id);
  }
  for (const sprint of heldSprints.values()) if (sprint.version > release.version) sprints.push(sprint);
  draft.releases.set(release.id, { ...release, sprints });
  draft.touch('releases', release.id);
}

/** A sprint version: it replaces the held one in its release's list (or joins it). */
export function putSprint(draft: ConfirmedDraft, sprint: Sprint) {
  if (draft.buried('sprints', sprint.id, sprint.version)) return;
  const release = draft.releases.get(sprint.releaseId);
  if (!release) return;
  const held = release.sprints.find((s) => s.id === sprint.id);
  if (!newer(sprint, held)) return;
  const sprints = [...release.sprints.filter((s) => s.id !== sprint.id), sprint];
  draft.releases.set(release.id, { ...release, sprints });
  draft.touch('releases', release.id);
}

export function putMeeting(draft: ConfirmedDraft, meeting: Meeting) {
  if (meeting.projectId !== draft.projectId || draft.buried('meetings', meeting.id, meeting.version)) return;
  if (!newer(meeting, draft.meetings.get(meeting.id))) return;
  // One running meeting per project: a newer one replaces one whose end this screen missed.
  for (const other of draft.meetings.values())
    if (other.id !== meeting.id) removeEntity(draft, 'meetings', other.id, other.version);
  draft.meetings.set(meeting.id, meeting);
  draft.touch('meetings', meeting.id);
}

/** A delete (or an end) at `version`: the thing goes, and nothing older brings it back. */
export function removeEntity(draft: ConfirmedDraft, kind: TombKind, id: number, version: number) {
  draft.bury(kind, id, version);
  if (kind === 'sprints') {
    for (const release of draft.releases.values()) {
      if (!release.sprints.some((s) => s.id === id)) continue;
      draft.releases.set(release.id, { ...release, sprints: release.sprints.filter((s) => s.id !== id) });
      draft.touch('releases', release.id);
    }
    return;
  }
  draft[kind].delete(id);
  if (kind === 'cards') draft.orders.delete(id);
  draft.touch(kind, id);
}

/** This person's ballot as the server kept it (ballots carry no version: only own answers bring them). */
export function putBallot(draft: ConfirmedDraft, ballot: Ballot) {
  draft.ballots.set(ballot.id, ballot);
  draft.touch('ballots', ballot.id);
}
