// The store's adapter of reconcile (common/realtime/reconcile.ts): the board, the running meeting, this
// person's ballots, the workspace lists and reconcile's ledgers are its model; each call commits what changed
// — the only writer of what those screens show — and notes what the outcome asks (the lists to be read
// again, the open project gone). Change events, fresh loads, own writes (begin, settle, refuse) and drags all
// come through here, so they follow the same rules.
import { ref } from 'valtio';
import { isChange, type ChangeEvent } from '../../../common/events';
import {
  begin,
  load,
  loadWorkspace,
  reconcileAll,
  refresh,
  refuse,
  settle,
  type Answer,
  type BoardModel,
  type Mutation,
  type WorkspaceLists,
} from '../../../common/realtime/reconcile';
import type { Meeting } from '../../../common/schemas/meetings';
import type { Card } from '../../../common/schemas/cards';
import type { Category } from '../../../common/schemas/categories';
import type { Project } from '../../../common/schemas/projects';
import type { Release } from '../../../common/schemas/releases';
import { board, countChange, ledger, type GoneProject } from './board';
import { draggingCard, localState, setDragging } from './local';
import { loadMinutes } from './actions/meetingMinutes';
import { afterMeetingEnded, meetingState, noteMeetingChange } from './meeting';
import { session } from './session';
import { lists as listsLedger, workspace } from './workspace';

export type { GoneProject } from './board';

/** The stores as reconcile's model (read only: reconcile copies what it changes). */
const currentModel = (room = false): BoardModel => ({
  projectId: board.projectId,
  project: board.project,
  cards: board.cards,
  categories: board.categories,
  releases: board.releases,
  meetings: meetingState.meeting ? { [meetingState.meeting.id]: meetingState.meeting } : {},
  ballots: ledger.ballots,
  confirmed: ledger.confirmed,
  deleted: ledger.deleted,
  pending: ledger.pending,
  cardCount: ledger.cardCount,
  remoteChanges: board.remoteChanges,
  lists: room ? null : listsLedger.confirmed,
  workspace: room ? null : listsLedger.shown,
});

const refs = <T extends object>(record: Readonly<Record<number, T>>) => {
  const out: Record<number, T> = {};
  for (const [id, value] of Object.entries(record)) out[Number(id)] = ref(value);
  return out;
};

/** Writes back what reconcile replaced (unchanged parts keep their identity). */
function commit(before: BoardModel, after: BoardModel) {
  ledger.confirmed = after.confirmed;
  ledger.deleted = after.deleted;
  ledger.pending = after.pending;
  ledger.cardCount = after.cardCount;
  if (after.ballots !== before.ballots) {
    ledger.ballots = after.ballots;
    meetingState.myBallots = Object.fromEntries(Object.values(after.ballots).map((b) => [b.id, b.value]));
  }
  if (after.cards !== before.cards) board.cards = ref(after.cards);
  if (after.categories !== before.categories) board.categories = refs(after.categories);
  if (after.releases !== before.releases) board.releases = refs(after.releases);
  if (after.meetings !== before.meetings) {
    const meeting: Meeting | undefined = Object.values(after.meetings)[0];
    meetingState.meeting = meeting ? ref(meeting) : null;
    noteMeetingChange();
  }
  if (after.project !== before.project) board.project = after.project;
  if (after.remoteChanges !== before.remoteChanges) board.remoteChanges = after.remoteChanges;
  if (after.lists) listsLedger.confirmed = after.lists;
  const shown = after.workspace;
  const held = before.workspace;
  if (!shown || shown === held) return;
  listsLedger.shown = shown;
  if (shown.projects !== held?.projects) workspace.projects = [...shown.projects];
  if (shown.clients !== held?.clients) workspace.clients = [...shown.clients];
  if (shown.cardCounts !== held?.cardCounts) workspace.cardCounts = { ...shown.cardCounts };
  if (shown.clientProjectCounts !== held?.clientProjectCounts)
    workspace.clientProjectCounts = { ...shown.clientProjectCounts };
  if (shown.folderShareCounts !== held?.folderShareCounts)
    workspace.folderShareCounts = { ...shown.folderShareCounts };
}

function update(change: (model: BoardModel) => BoardModel) {
  const before = currentModel();
  commit(before, change(before));
}

/**
 * Applies due events of the open project's folder (in seq order, each exactly once) in one go: a burst (an
 * import's thousands of cards) copies the board's records once, and the screen hears one change.
 */
export function applyRemoteEvents(events: readonly ChangeEvent[]) {
  const before = currentModel();
  const after = reconcileAll(before, events, localState(false), (event, outcome, eventBefore) => {
    countChange(event.projectId ?? event.folderId);
    if (isChange(event, 'meeting.ended') && afterMeetingEnded(event.data, session.user?.id ?? null))
      void loadMinutes(event.data.id);
    // What the lists cannot patch, and the open project going away, are for the workspace actions to follow
    // (store/actions/workspace.ts watches these).
    if (outcome.workspaceStale) workspace.outdated += 1;
    if (outcome.projectGone && isChange(event, 'project.deleted')) board.gone = goneOf(event, eventBefore);
  });
  commit(before, after);
}

function goneOf(event: GoneProject['event'], before: BoardModel): GoneProject {
  const lists = before.workspace?.projects ?? [];
  const project = before.project ?? lists.find((p) => p.id === before.projectId) ?? null;
  const own = event.mutationId !== undefined && localState(false).ownMutations.has(event.mutationId);
  return {
    event,
    projectId: before.projectId!,
    project,
    folder: lists.find((p) => p.id === project?.parentId) ?? null,
    people: [...board.presence],
    own,
  };
}

/** Applies the events a room projector heard, in one go; true when its project is gone. */
export function applyRoomEvents(events: readonly ChangeEvent[]): boolean {
  const before = currentModel(true);
  let gone = false;
  const after = reconcileAll(before, events, localState(true), (event, outcome) => {
    if (isChange(event, 'meeting.ended')) afterMeetingEnded(event.data, null);
    gone ||= outcome.projectGone;
  });
  commit(before, after);
  return gone;
}

const byId = <T extends { id: number }>(items: readonly T[]) => {
  const record: Record<number, T> = {};
  for (const item of items) record[item.id] = item;
  return record;
};

/** A fresh GET /api/projects/{id}/data (or a projector's room:join): the confirmed versions start again. */
export function setProjectData(data: {
  project: Project;
  cards: Card[];
  categories: Category[];
  releases: Release[];
}) {
  board.project = data.project;
  const loaded = {
    cards: byId(data.cards),
    categories: byId(data.categories),
    releases: byId(data.releases),
  };
  update((model) => load(model, loaded, localState(false)));
  board.status = 'ready';
}

/**
 * A fresh read of the workspace lists, begun when `changesBefore` (listsChanges()) held; false when it may
 * predate a change made since (read again).
 */
export function setWorkspaceLists(read: WorkspaceLists, changesBefore: number): boolean {
  const before = currentModel();
  const after = loadWorkspace(before, read, changesBefore);
  if (after) commit(before, after);
  return after !== null;
}

/** What the workspace lists' reads compare: how often the projects, clients or shares changed here. */
export const listsChanges = () => listsLedger.confirmed?.changes ?? 0;

/** An own write begins: its ops show at once. */
export const beginMutation = (mutation: Mutation) =>
  update((model) => begin(model, mutation, localState(false)));

/** An own write was answered: the versions it answered go in, its ops go. */
export const settleMutation = (mutationId: string, answers: readonly Answer[]) =>
  update((model) => settle(model, mutationId, answers, localState(false)));

/** An own write was refused: its ops go; `gone` is what the server says no longer exists. */
export const refuseMutation = (mutationId: string, gone: Parameters<typeof refuse>[2]) =>
  update((model) => refuse(model, mutationId, gone, localState(false)));

/** A REST read's versions (no write of this tab): under the same rules as an answer. */
export const acceptVersions = (answers: readonly Answer[]) => settleMutation('', answers);

/** The user picked up a card: nothing moves it until it is dropped. */
export const startDrag = (cardId: number) => setDragging(cardId);

/** The drag ended (dropped or cancelled): what arrived meanwhile shows, before the drop applies. */
export function endDrag() {
  const cardId = draggingCard();
  setDragging(null);
  if (cardId !== null) update((model) => refresh(model, [`cards:${cardId}`], localState(false)));
}
