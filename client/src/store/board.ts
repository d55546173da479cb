// The open project (valtio): its cards, use cases and releases, the live connection and who is here.
// Cards, use cases and releases are held as ref()s and replaced whole on every change, so a 10,000-card
// backlog is not deep-proxied and a card's object identity is its version (cheap memoisation). The card
// record itself is a ref too, replaced (copy on write) by every change: valtio then never snapshots its
// 10,000 keys, and a change costs one shallow copy (see editCards).
import { proxy, ref } from 'valtio';
import type { PresencePerson } from '../../../common/events';
import { olderThan, type ProjectData, type RemoteChange } from '../../../common/realtime/reconcile';
import type { Card, Category, Project, Release } from '../api/workspace';
import { setDragging } from './local';

export type { RemoteChange };

export type BoardStatus = 'idle' | 'loading' | 'ready' | 'error';
/** offline: no project open; connecting: first join; live; reconnecting: lost, catching up by itself. */
export type ConnectionState = 'offline' | 'connecting' | 'live' | 'reconnecting';

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

/** Reconcile's bookkeeping that no screen shows: versions held back, and what was deleted. */
export const ledger: Pick<ProjectData, 'held' | 'deleted'> = { held: {}, deleted: {} };

/** Several card writes as one change (one copy, one notification). */
export function editCards(edit: (cards: Record<number, Card>) => void) {
  const next = { ...board.cards };
  edit(next);
  board.cards = ref(next);
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
  clearLedger();
}

function clearLedger() {
  ledger.held = {};
  ledger.deleted = {};
}

export function putCard(card: Card) {
  editCards((cards) => void (cards[card.id] = card));
}
export function removeCard(id: number) {
  if (board.cards[id]) editCards((cards) => delete cards[id]);
}
/** Puts a use case unless a newer version is held (an echo on the socket may beat the REST answer). */
export function putCategory(category: Category) {
  if (!olderThan(category, board.categories[category.id])) board.categories[category.id] = ref(category);
}
/** Puts a release unless a newer version is held (an echo on the socket may beat the REST answer). */
export function putRelease(release: Release) {
  if (!olderThan(release, board.releases[release.id])) board.releases[release.id] = ref(release);
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
  clearLedger();
  setDragging(null);
}
