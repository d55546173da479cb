// The one client reconcile (docs/realtime.md; Excalidraw's rules): what a change event, a REST answer, a
// refusal or an own optimistic write does to the open project (cards, use cases, releases with their
// sprints, the running meeting) and to the workspace lists, on the board and on a room projector. Pure: it
// returns the next model and what the caller must do about it. The model keeps the server's versions
// (`confirmed`, entities.ts) apart from this tab's writes on their way (`pending`, pending.ts); what screens
// show is always confirmed + pending, recomputed for each thing a call touched.
import type { ChangeEvent } from '../events';
import type { Project } from '../schemas/projects';
import {
  ConfirmedDraft,
  UNKNOWN_DELETE,
  emptyConfirmed,
  inOneGo,
  putCard,
  putCategory,
  putRelease,
  removeEntity,
  type Entities,
  type Records,
} from './entities';
import { showLists } from './listOps';
import {
  echoedThings,
  keysOf,
  settleEcho,
  withoutMutation,
  type Answer,
  type Mutation,
  type Thing,
} from './pending';
import { project, putBody, recount, type ProjectModel } from './recompute';
import {
  applyToLists,
  loadLists,
  noteRemote,
  openProject,
  putLists,
  type ConfirmedLists,
  type RemoteChange,
  type WorkspaceLists,
} from './workspaceLists';

export type { ConfirmedLists, RemoteChange, WorkspaceLists } from './workspaceLists';
export type { ProjectModel } from './recompute';
export { ops, type Answer, type Mutation, type Op } from './pending';

export interface BoardModel extends ProjectModel {
  project: Project | null;
  remoteChanges: Records<RemoteChange>;
  /** The server's workspace lists (null on a room projector: it has no workspace). */
  lists: ConfirmedLists | null;
  /** What screens show of them: the server's with the writes on their way (listOps.ts). */
  workspace: WorkspaceLists | null;
}

/** What only this tab knows. */
export interface Local {
  /** The mutation ids of this tab's writes: their events are echoes, not someone else's change. */
  ownMutations: ReadonlySet<string>;
  /** The card the user is dragging right now: what it shows stays until the drop. */
  dragging: number | null;
  /** A projector opened with a room link: read-only, hears only its project and knows it by name. */
  room: boolean;
  /** The time a remote-change mark carries. */
  now: number;
}

export interface Reconciled {
  model: BoardModel;
  /** The workspace lists cannot be patched from this event (a share, an unknown project): fetch them. */
  workspaceStale: boolean;
  /** The open project (or its folder) was deleted. */
  projectGone: boolean;
}

/** What one change event (in seq order, from the folder's room or the projector's) does to the model. */
export function reconcile(model: BoardModel, event: ChangeEvent, local: Local): Reconciled {
  const outcome: Reconciled = { model, workspaceStale: false, projectGone: false };
  if (local.room && event.projectId !== model.projectId) return outcome;
  const { mutationId } = event;
  const own = mutationId !== undefined && local.ownMutations.has(mutationId);
  if (!own && !local.room) noteRemote(event, model, local, outcome);
  if (model.projectId !== null) {
    const draft = new ConfirmedDraft(model.confirmed, model.deleted, model.projectId);
    putBody(draft, event, event.seq);
    let { pending } = model;
    const keys = draft.touched;
    // The echo of a card write made before another project opened: its answer settles it (and counts it).
    const elsewhere = event.type.startsWith('card') && event.projectId !== model.projectId;
    if (own && !elsewhere) {
      const { things, created } = echoedThings(event);
      const settled = settleEcho(pending, mutationId, things, created);
      pending = settled.pending;
      settled.keys.forEach((key) => keys.add(key));
    }
    const delta = draft.cards.sizeDelta;
    outcome.model = project(outcome.model, draft.result(), draft.deleted, pending, keys, local, delta);
  }
  applyToLists(event, local, outcome);
  outcome.model = showLists(outcome.model);
  return outcome;
}

/**
 * Due events in seq order, as `reconcile` one after another, in one go: what the first copies the rest write
 * in place (entities.ts `inOneGo`), so a burst of n events (an import's thousands of cards) costs one copy of
 * each record instead of one per event. `each` hears every event's outcome, with the model it was applied to,
 * before the next event changes anything.
 */
export function reconcileAll(
  model: BoardModel,
  events: readonly ChangeEvent[],
  local: Local,
  each?: (event: ChangeEvent, outcome: Reconciled, before: BoardModel) => void,
): BoardModel {
  return inOneGo(() =>
    events.reduce((before, event) => {
      const outcome = reconcile(before, event, local);
      each?.(event, outcome, before);
      return outcome.model;
    }, model),
  );
}

/** An own write begins: its ops show at once. */
export function begin<M extends ProjectModel>(
  model: M,
  mutation: Mutation,
  local: Pick<Local, 'dragging'>,
): M {
  const pending = [...model.pending, mutation];
  return shownLists(project(model, model.confirmed, model.deleted, pending, keysOf(mutation.ops), local));
}

/** An own write ends: `change` writes the confirmed versions, its ops go, and what both touched is shown again. */
function finish<M extends ProjectModel>(
  model: M,
  mutationId: string,
  local: Pick<Local, 'dragging'>,
  change: (draft: ConfirmedDraft, lists: (put: (lists: ConfirmedLists) => ConfirmedLists) => void) => void,
): M {
  const draft = new ConfirmedDraft(model.confirmed, model.deleted, model.projectId);
  let next = model;
  change(draft, (put) => {
    const held = (next as { lists?: ConfirmedLists | null }).lists;
    if (held) next = { ...next, lists: put(held) };
  });
  const { pending, keys } = withoutMutation(model.pending, mutationId);
  draft.touched.forEach((key) => keys.add(key));
  return shownLists(
    project(next, draft.result(), draft.deleted, pending, keys, local, draft.cards.sizeDelta),
  );
}

/** The shown workspace lists again, on a model that has them. */
const shownLists = <M extends ProjectModel>(model: M): M =>
  'lists' in model ? (showLists(model as M & BoardModel) as M) : model;

/**
 * An own write was answered: the versions it answered go in (under the same rules as its echo; a delete's
 * seq is not known yet, so it stays deleted until its echo says when) and its ops go.
 */
export function settle<M extends ProjectModel>(
  model: M,
  mutationId: string,
  answers: readonly Answer[],
  local: Pick<Local, 'dragging'>,
): M {
  const openProjectId = model.projectId;
  const settled = finish(model, mutationId, local, (draft, lists) =>
    answers.forEach((body) => {
      putBody(draft, body);
      lists((held) => putLists(held, body, { openProjectId }) ?? held);
    }),
  );
  // The open project's own settings (name, deck, scoring model) from the answer, as its echo would give them.
  if (!('project' in settled)) return settled;
  return answers.reduce(
    (next, body) =>
      body.type === 'project.created' || body.type === 'project.updated'
        ? openProject(next as M & BoardModel, body.data)
        : next,
    settled,
  );
}

/**
 * An own write was refused: its ops go, so each thing shows its newest confirmed version again. `gone`: what
 * the server says no longer exists (a 404), which stays deleted.
 */
export function refuse<M extends ProjectModel>(
  model: M,
  mutationId: string,
  gone: readonly Thing[],
  local: Pick<Local, 'dragging'>,
): M {
  const openProjectId = model.projectId;
  return finish(model, mutationId, local, (draft, lists) =>
    gone.forEach(({ kind, id }) => {
      if (kind === 'projects')
        lists((held) => putLists(held, { type: 'project.deleted', data: { id } }, { openProjectId })!);
      else if (kind === 'clients')
        lists((held) => putLists(held, { type: 'client.deleted', data: { id } }, { openProjectId })!);
      else if (kind !== 'ballots' && kind !== 'folderShareCounts')
        removeEntity(draft, kind, id, UNKNOWN_DELETE);
    }),
  );
}

/** Looks again at the given things (`kind:id`), e.g. the card whose drag just ended. */
export const refresh = <M extends ProjectModel>(
  model: M,
  keys: Iterable<string>,
  local: Pick<Local, 'dragging'>,
) => project(model, model.confirmed, model.deleted, model.pending, keys, local);

/** A model of `projectId` that has loaded nothing yet (fields: what the caller has besides). */
export const emptyModel = (projectId: number | null, fields: Partial<BoardModel> = {}): BoardModel => ({
  projectId,
  project: null,
  cards: {},
  categories: {},
  releases: {},
  meetings: {},
  ballots: {},
  confirmed: emptyConfirmed(),
  deleted: {},
  pending: [],
  cardCount: null,
  remoteChanges: {},
  lists: null,
  workspace: null,
  ...fields,
});

/**
 * A fresh load of the project: it becomes the confirmed half (the things it lacks are gone), and the writes
 * still on their way stay shown on top of it. What is known deleted stays deleted.
 */
export function load<M extends ProjectModel>(
  model: M,
  data: Pick<Entities, 'cards' | 'categories' | 'releases'>,
  local: Pick<Local, 'dragging'>,
): M {
  const draft = new ConfirmedDraft(
    { ...emptyConfirmed(), meetings: model.confirmed.meetings, ballots: model.confirmed.ballots },
    model.deleted,
    model.projectId,
  );
  for (const card of Object.values(data.cards)) putCard(draft, card);
  for (const category of Object.values(data.categories)) putCategory(draft, category);
  for (const release of Object.values(data.releases)) putRelease(draft, release);
  const confirmed = draft.result();
  const base: M = {
    ...model,
    cards: confirmed.cards,
    categories: confirmed.categories,
    releases: confirmed.releases,
  };
  const keys = keysOf(model.pending.flatMap((m) => m.ops));
  return shownLists(recount(project(base, confirmed, draft.deleted, model.pending, keys, local)));
}

/**
 * A fresh read of the workspace lists, begun when the lists' `changes` were `changesBefore`; null when
 * something changed them since (the read may predate it: read again).
 */
export function loadWorkspace(
  model: BoardModel,
  read: WorkspaceLists,
  changesBefore: number,
): BoardModel | null {
  const open = { projectId: model.projectId, count: model.cardCount };
  const lists = loadLists(model.lists, read, changesBefore, open);
  return lists && showLists({ ...model, lists });
}
