// The open project (valtio): its cards, use cases and releases, the live connection and who is here.
// Cards, use cases and releases are held as ref()s and replaced whole on every change, so a 10,000-card
// backlog is not deep-proxied and a card's object identity is its version (cheap memoisation). The card
// record itself is a ref too, replaced (copy on write) by every change: valtio then never snapshots its
// 10,000 keys, and a change costs one shallow copy (see editCards).
import { proxy, ref } from 'valtio';
import type { Collection, ProjectCollections } from '../../../common/realtime/applyChange';
import type { PresencePerson } from '../../../common/events';
import type { Card, Category, Project, Release } from '../api/workspace';

export type BoardStatus = 'idle' | 'loading' | 'ready' | 'error';
/** offline: no project open; connecting: first join; live; reconnecting: lost, catching up by itself. */
export type ConnectionState = 'offline' | 'connecting' | 'live' | 'reconnecting';

/** The last change someone else made to a card (the card dialog shows it instead of overwriting). */
export interface RemoteChange {
  actorId: string;
  at: number;
  deleted: boolean;
}

export interface BoardState {
  projectId: number | null;
  status: BoardStatus;
  project: Project | null;
  cards: Record<number, Card>;
  categories: Record<number, Category>;
  releases: Record<number, Release>;
  folderId: number | null;
  connection: ConnectionState;
  presence: PresencePerson[];
  remoteChanges: Record<number, RemoteChange>;
  /** Set when the folder's owner removed this user's access while the project was open. */
  revoked: boolean;
}

export const board = proxy<BoardState>({
  projectId: null,
  status: 'idle',
  project: null,
  cards: ref({}),
  categories: {},
  releases: {},
  folderId: null,
  connection: 'offline',
  presence: [],
  remoteChanges: {},
  revoked: false,
});

/** A plain record seen as a Map-like collection; values are stored as refs (replaced, never mutated). */
/** Changes cards through a draft: the record is copied once, on the first write, and swapped in by commit(). */
function cardDraft(): { collection: Collection<Card>; commit: () => void } {
  let next: Record<number, Card> | null = null;
  const writable = () => (next ??= { ...board.cards });
  return {
    collection: {
      get: (id) => (next ?? board.cards)[id],
      set: (id, card) => {
        writable()[id] = card;
      },
      delete: (id) => delete writable()[id],
      values: () => Object.values(next ?? board.cards),
    },
    commit: () => {
      if (next) board.cards = ref(next);
    },
  };
}

/** Several card writes as one change (one copy, one notification). */
export function editCards(edit: (cards: Collection<Card>) => void) {
  const draft = cardDraft();
  edit(draft.collection);
  draft.commit();
}

function recordCollection<T extends object>(record: Record<number, T>): Collection<T> {
  return {
    get: (id) => record[id],
    set: (id, value) => {
      record[id] = ref(value);
    },
    delete: (id) => delete record[id],
    values: () => Object.values(record),
  };
}

/** The open project as collections for applyChange; call commit() when done. */
export function boardCollections(): ProjectCollections & { commit: () => void } {
  const cards = cardDraft();
  return {
    cards: cards.collection,
    categories: recordCollection(board.categories),
    releases: recordCollection(board.releases),
    commit: cards.commit,
  };
}

const byIdPlain = <T extends { id: number }>(items: readonly T[]) => {
  const record: Record<number, T> = {};
  for (const item of items) record[item.id] = item;
  return record;
};

const byId = <T extends { id: number }>(items: readonly T[]) => {
  const record: Record<number, T> = {};
  for (const item of items) record[item.id] = ref(item);
  return record;
};

/** Replaces everything with a fresh fetch of GET /api/projects/{id}/data. */
export function setProjectData(data: {
  project: Project;
  cards: Card[];
  categories: Category[];
  releases: Release[];
}) {
  board.project = data.project;
  board.cards = ref(byIdPlain(data.cards));
  board.categories = byId(data.categories);
  board.releases = byId(data.releases);
  board.status = 'ready';
}

export function putCard(card: Card) {
  editCards((cards) => cards.set(card.id, card));
}
export function removeCard(id: number) {
  editCards((cards) => cards.delete(id));
}
export function putCategory(category: Category) {
  board.categories[category.id] = ref(category);
}
export function putRelease(release: Release) {
  board.releases[release.id] = ref(release);
}

export function resetBoard(projectId: number | null) {
  board.projectId = projectId;
  board.status = projectId === null ? 'idle' : 'loading';
  board.project = null;
  board.cards = ref({});
  board.categories = {};
  board.releases = {};
  board.folderId = null;
  board.presence = [];
  board.remoteChanges = {};
  board.revoked = false;
}
