// The one client reconcile (docs/realtime.md; Excalidraw's rules): what a change event, a REST answer, a
// refusal or an own optimistic write does to the open project (cards, use cases, releases with their
// sprints, the running meeting) and to the workspace lists, on the board and on a room projector. Pure: it
// returns the next model and what the caller must do about it. The model keeps the server's versions
// (`confirmed`, entities.ts) apart from this tab's writes on their way (`pending`, pending.ts); what screens
// show is always confirmed + pending, recomputed for each thing a call touched.
import type { ChangeBody, ChangeEvent } from '../events';
import type { Project } from '../schemas/projects';
import {
  ConfirmedDraft,
  Draft,
  UNKNOWN_DELETE,
  emptyConfirmed,
  putCard,
  putCategory,
  putMeeting,
  putOrder,
  putRelease,
  putSprint,
  removeEntity,
  type Confirmed,
  type Entities,
  type Records,
  type Tombstones,
} from './entities';
import {
  echoedThings,
  keysOf,
  settleEcho,
  shown,
  withoutMutation,
  type Mutation,
  type Thing,
} from './pending';
import { applyToLists, noteRemote, type RemoteChange, type WorkspaceLists } from './workspaceLists';

export type { RemoteChange } from './workspaceLists';

export { ops, type Mutation, type Op } from './pending';

/** The open project's data: what screens show, and the two halves it is computed from. */
export interface ProjectModel extends Entities {
  /** The open project (null: none); things of other projects of its folder are not its data. */
  projectId: number | null;
  confirmed: Confirmed;
  /** What was deleted, at which version: nothing older brings it back. */
  deleted: Tombstones;
  /** This tab's writes on their way, in the order made. */
  pending: readonly Mutation[];
}

export interface BoardModel extends ProjectModel {
  project: Project | null;
  remoteChanges: Records<RemoteChange>;
  /** null on a room projector: it has no workspace. */
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

/** A version of the project's things, from an event (`seq`) or a REST answer (a delete's seq unknown). */
function putBody(draft: ConfirmedDraft, body: ChangeBody, seq = UNKNOWN_DELETE) {
  switch (body.type) {
    case 'card.created':
    case 'card.updated':
      return putCard(draft, body.data);
    case 'cards.updated':
      return body.data.forEach((card) => putCard(draft, card));
    case 'cards.reordered':
      return body.data.forEach((change) => putOrder(draft, change));
    case 'category.created':
    case 'category.updated':
      return putCategory(draft, body.data);
    case 'release.created':
    case 'release.updated':
      return putRelease(draft, body.data);
    case 'sprint.created':
    case 'sprint.updated':
      return putSprint(draft, body.data);
    case 'meeting.updated':
      return putMeeting(draft, body.data);
    case 'card.deleted':
      return removeEntity(draft, 'cards', body.data.id, seq);
    case 'category.deleted':
      return removeEntity(draft, 'categories', body.data.id, seq);
    case 'release.deleted':
      return removeEntity(draft, 'releases', body.data.id, seq);
    case 'sprint.deleted':
      return removeEntity(draft, 'sprints', body.data.id, seq);
    case 'meeting.ended':
      return removeEntity(draft, 'meetings', body.data.id, seq);
    default:
  }
}

type ShownKind = keyof Entities;

/** Recomputes what screens show of each key (`kind:id`) from the confirmed versions and the pending writes. */
function project<M extends ProjectModel>(
  model: M,
  confirmed: Confirmed,
  deleted: Tombstones,
  pending: readonly Mutation[],
  keys: Iterable<string>,
  local: Pick<Local, 'dragging'>,
): M {
  const drafts = {
    cards: new Draft(model.cards),
    categories: new Draft(model.categories),
    releases: new Draft(model.releases),
    meetings: new Draft(model.meetings),
  };
  for (const key of keys) {
    const [kind, raw] = key.split(':') as [ShownKind, string];
    const id = Number(raw);
    // The card being dragged keeps what the user sees until the drop (then refresh() looks again).
    if (kind === 'cards' && id === local.dragging && model.cards[id]) continue;
    const value = shown(confirmed, pending, kind, id);
    const draft = drafts[kind] as Draft<object>;
    if (value === undefined) draft.delete(id);
    else draft.set(id, value);
  }
  return {
    ...model,
    confirmed,
    deleted,
    pending,
    cards: drafts.cards.result,
    categories: drafts.categories.result,
    releases: drafts.releases.result,
    meetings: drafts.meetings.result,
  };
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
    if (own) {
      const { things, created } = echoedThings(event);
      const settled = settleEcho(pending, mutationId, things, created);
      pending = settled.pending;
      settled.keys.forEach((key) => keys.add(key));
    }
    outcome.model = project(outcome.model, draft.result(), draft.deleted, pending, keys, local);
  }
  applyToLists(event, local, outcome);
  return outcome;
}

/** An own write begins: its ops show at once. */
export function begin<M extends ProjectModel>(
  model: M,
  mutation: Mutation,
  local: Pick<Local, 'dragging'>,
): M {
  const pending = [...model.pending, mutation];
  return project(model, model.confirmed, model.deleted, pending, keysOf(mutation.ops), local);
}

/** An own write ends: `change` writes the confirmed versions, its ops go, and what both touched is shown again. */
function finish<M extends ProjectModel>(
  model: M,
  mutationId: string,
  local: Pick<Local, 'dragging'>,
  change: (draft: ConfirmedDraft) => void,
): M {
  const draft = new ConfirmedDraft(model.confirmed, model.deleted, model.projectId);
  change(draft);
  const { pending, keys } = withoutMutation(model.pending, mutationId);
  draft.touched.forEach((key) => keys.add(key));
  return project(model, draft.result(), draft.deleted, pending, keys, local);
}

/**
 * An own write was answered: the versions it answered go in (under the same rules as its echo; a delete's
 * seq is not known yet, so it stays deleted until its echo says when) and its ops go.
 */
export function settle<M extends ProjectModel>(
  model: M,
  mutationId: string,
  answers: readonly ChangeBody[],
  local: Pick<Local, 'dragging'>,
): M {
  return finish(model, mutationId, local, (draft) => answers.forEach((body) => putBody(draft, body)));
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
  return finish(model, mutationId, local, (draft) =>
    gone.forEach(({ kind, id }) => removeEntity(draft, kind, id, UNKNOWN_DELETE)),
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
  confirmed: emptyConfirmed(),
  deleted: {},
  pending: [],
  remoteChanges: {},
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
    { ...emptyConfirmed(), meetings: model.confirmed.meetings },
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
  return project(
    base,
    confirmed,
    draft.deleted,
    model.pending,
    keysOf(model.pending.flatMap((m) => m.ops)),
    local,
  );
}
