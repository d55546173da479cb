// The store's adapter of reconcile (common/realtime/reconcile.ts): the board, the workspace lists and
// reconcile's ledger are its model; each call commits what changed and does what the outcome asks
// (refresh the lists, leave a deleted project). Change events, REST answers, drags and the end of own
// writes all come through here, so they follow the same rules.
import { ref } from 'valtio';
import type { ChangeBody, ChangeEvent } from '../../../common/events';
import {
  accept,
  holdConfirmed,
  reconcile,
  settle,
  type BoardModel,
} from '../../../common/realtime/reconcile';
import { toast } from '../ui';
import { board, ledger } from './board';
import { localState, protection, setDragging } from './local';
import { applyMeetingChange } from './meetingRemote';
import { session } from './session';
import { workspace } from './workspace';

/** Called for workspace changes this store cannot patch by itself (e.g. a share of another folder). */
let onWorkspaceStale: () => void = () => {};
/** Called when the open project disappears (deleted or moved away). */
let onProjectGone: () => void = () => {};

export function setRemoteHandlers(handlers: { workspaceStale: () => void; projectGone: () => void }) {
  onWorkspaceStale = handlers.workspaceStale;
  onProjectGone = handlers.projectGone;
}

/** The stores as reconcile's model (read only: reconcile copies what it changes). */
const currentModel = (room = false): BoardModel => ({
  projectId: board.projectId,
  project: board.project,
  cards: board.cards,
  categories: board.categories,
  releases: board.releases,
  held: ledger.held,
  deleted: ledger.deleted,
  remoteChanges: board.remoteChanges,
  workspace: room
    ? null
    : { projects: workspace.projects, clients: workspace.clients, cardCounts: workspace.cardCounts },
});

const refs = <T extends object>(record: Readonly<Record<number, T>>) => {
  const out: Record<number, T> = {};
  for (const [id, value] of Object.entries(record)) out[Number(id)] = ref(value);
  return out;
};

/** Writes back what reconcile replaced (unchanged parts keep their identity). */
function commit(before: BoardModel, after: BoardModel) {
  ledger.held = after.held;
  ledger.deleted = after.deleted;
  if (after.cards !== before.cards) board.cards = ref(after.cards);
  if (after.categories !== before.categories) board.categories = refs(after.categories);
  if (after.releases !== before.releases) board.releases = refs(after.releases);
  if (after.project !== before.project) board.project = after.project;
  if (after.remoteChanges !== before.remoteChanges) board.remoteChanges = after.remoteChanges;
  const lists = after.workspace;
  if (!lists || lists === before.workspace) return;
  if (lists.projects !== before.workspace?.projects) workspace.projects = [...lists.projects];
  if (lists.clients !== before.workspace?.clients) workspace.clients = [...lists.clients];
  if (lists.cardCounts !== before.workspace?.cardCounts) workspace.cardCounts = { ...lists.cardCounts };
}

/** Applies one due event of the open project's folder (in seq order, exactly once). */
export function applyRemoteEvent(event: ChangeEvent) {
  if (applyMeetingChange(event, session.user?.id ?? null)) return;
  const before = currentModel();
  const outcome = reconcile(before, event, localState(false));
  commit(before, outcome.model);
  if (outcome.workspaceStale) onWorkspaceStale();
  if (outcome.projectGone) {
    toast({ title: 'Project deleted', description: 'Someone deleted the project you had open.' });
    onProjectGone();
  }
}

/** Applies one event heard by a room projector; true when its project is gone. */
export function applyRoomEvent(event: ChangeEvent): boolean {
  if (applyMeetingChange(event, null)) return false;
  const before = currentModel(true);
  const outcome = reconcile(before, event, localState(true));
  commit(before, outcome.model);
  return outcome.projectGone;
}

function update(change: (model: BoardModel) => BoardModel) {
  const before = currentModel();
  commit(before, change(before));
}

/** A REST answer of this tab's own write, under the same rules as its echo. */
export const acceptAnswer = (answer: ChangeBody) => update((model) => accept(model, answer, protection()));

/** Puts in the versions held back for a drag or a write that has ended. */
export const settleHeld = () => update((model) => settle(model, protection()));

/** Keeps a card's confirmed version aside before an optimistic write (its rollback). */
export const holdConfirmedCard = (cardId: number) => update((model) => holdConfirmed(model, cardId));

/** The user picked up a card: nothing moves it until it is dropped. */
export const startDrag = (cardId: number) => setDragging(cardId);

/** The drag ended (dropped or cancelled): what arrived meanwhile goes in, before the drop applies. */
export function endDrag() {
  setDragging(null);
  settleHeld();
}
