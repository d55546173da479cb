// The open project (valtio): its cards, use cases and releases, the live connection and who is here.
// Cards, use cases and releases are held as ref()s and replaced whole on every change, so a 10,000-card
// backlog is not deep-proxied and a card's object identity is its version (cheap memoisation). The card
// record itself is a ref too, replaced (copy on write) by every change: valtio then never snapshots its
// 10,000 keys, and a change costs one shallow copy (reconcile's Draft).
import { proxy, ref } from 'valtio';
import type { ChangeBodyOf, ChangeEvent, PresencePerson } from '../../../common/events';
import { emptyConfirmed } from '../../../common/realtime/entities';
import { keepListOps } from '../../../common/realtime/listOps';
import type { ProjectModel, RemoteChange } from '../../../common/realtime/reconcile';
import type { Card } from '../../../common/schemas/cards';
import type { Category } from '../../../common/schemas/categories';
import type { Project } from '../../../common/schemas/projects';
import type { Release } from '../../../common/schemas/releases';
import { setDragging } from './local';

export type { RemoteChange };

type BoardStatus = 'idle' | 'loading' | 'ready' | 'error';
/** offline: no project open; connecting: first join; live; reconnecting: lost, catching up by itself. */
type ConnectionState = 'offline' | 'connecting' | 'live' | 'reconnecting';

/**
 * The open project, gone from its folder: the `project.deleted` that took it (its own, or its folder's), the
 * project and folder as the lists held them, and who was here (their names).
 */
export interface GoneProject {
  event: ChangeEvent & ChangeBodyOf<'project.deleted'>;
  projectId: number;
  project: Project | null;
  folder: Project | null;
  people: readonly PresencePerson[];
  /** This tab's own delete (its echo): the delete's own toast says what happened. */
  own: boolean;
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
  /**
   * Remote events applied, per project they were about (a folder's own events: the folder): the screens that
   * read more than the store holds (activity, trash) refetch when their count moves.
   */
  changeCounts: Record<number, number>;
  /** Set when the open project went away (store/actions/workspace.ts leaves it). */
  gone: GoneProject | null;
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
  changeCounts: {},
  gone: null,
});

/**
 * Reconcile's bookkeeping that no screen shows (common/realtime/reconcile.ts): the server's versions, what
 * was deleted, and this tab's writes on their way. Screens read `board`, which is computed from these.
 */
export const ledger: Pick<ProjectModel, 'confirmed' | 'deleted' | 'pending' | 'ballots' | 'cardCount'> = {
  confirmed: emptyConfirmed(),
  deleted: {},
  pending: [],
  ballots: {},
  cardCount: null,
};

/** Another project opens: its things start again; writes to the workspace lists on their way stay. */
function clearLedger() {
  ledger.confirmed = emptyConfirmed();
  ledger.deleted = {};
  ledger.pending = keepListOps(ledger.pending);
  ledger.ballots = {};
  ledger.cardCount = null;
}

/** This person's ballots start again (another meeting, or none). */
export function clearBallots() {
  ledger.confirmed = { ...ledger.confirmed, ballots: {} };
  ledger.pending = ledger.pending.map((m) => ({ ...m, ops: m.ops.filter((op) => op.kind !== 'ballots') }));
  ledger.ballots = {};
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
  board.changeCounts = {};
  board.gone = null;
  clearLedger();
  setDragging(null);
}

/** Counts one applied remote event about `id` (a project, or a folder for its own events). */
export function countChange(id: number) {
  board.changeCounts[id] = (board.changeCounts[id] ?? 0) + 1;
}
