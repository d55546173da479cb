// The one client reconcile (docs/realtime.md; Excalidraw's rules): what a change event does to the open
// project and the workspace lists, on the board and on a room projector. Pure: it returns the next model
// and what the caller must do about it. The higher version wins, duplicates and late arrivals change
// nothing, the echo of an own create replaces its placeholder, and the card the user is dragging (or the
// fields of a card with an own write on its way) keep the user's value until settle().
import type { ChangeBody, ChangeEvent } from '../events';
import type { Client, CountMap } from '../schemas/clients';
import type { Project } from '../schemas/projects';
import {
  applyToProject,
  DataDraft,
  Draft,
  settleHeld,
  type ProjectData,
  type Protection,
  type Records,
} from './projectRules';

export { olderThan, type CardField, type ProjectData, type Protection } from './projectRules';

/** The last change someone else made to a card (the card dialog shows it instead of overwriting). */
export interface RemoteChange {
  actorId: string;
  at: number;
  deleted: boolean;
}

/** The signed-in user's lists and counts that events patch. */
export interface WorkspaceLists {
  projects: readonly Project[];
  clients: readonly Client[];
  cardCounts: Readonly<CountMap>;
}

export interface BoardModel extends ProjectData {
  project: Project | null;
  remoteChanges: Records<RemoteChange>;
  /** null on a room projector: it has no workspace. */
  workspace: WorkspaceLists | null;
}

/** An optimistic create's placeholder, shown under a temporary (negative) id until its answer or echo. */
export interface PendingCreate {
  collection: 'cards' | 'categories' | 'releases';
  tempId: number;
  /** A bulk add's further placeholders, in card order: each echo of it replaces the first one left. */
  nextTempIds?: readonly number[];
}

/** What only this tab knows. */
export interface Local extends Protection {
  /** The mutation ids of this tab's writes: their events are echoes, not someone else's change. */
  ownMutations: ReadonlySet<string>;
  /** Own creates waiting for their answer, by mutation id. */
  pendingCreates: ReadonlyMap<string, PendingCreate>;
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

const withData = (model: BoardModel, draft: DataDraft): BoardModel => ({ ...model, ...draft.result() });

function dropPlaceholder(draft: DataDraft, pending: PendingCreate | undefined) {
  if (!pending) return;
  const placeholders = draft[pending.collection];
  const first = [pending.tempId, ...(pending.nextTempIds ?? [])].find((id) => placeholders.get(id));
  if (first !== undefined) placeholders.delete(first);
}

/** Someone else's card change: the card's mark, and the project's card count. */
function noteRemote(event: ChangeEvent, model: BoardModel, local: Local, outcome: Reconciled) {
  const marks = new Draft(model.remoteChanges);
  const mark = (id: number, deleted: boolean) => {
    if (model.cards[id]) marks.set(id, { actorId: event.actorId, at: local.now, deleted });
  };
  const count = (projectId: number | undefined, delta: number) => {
    const lists = outcome.model.workspace;
    if (!lists) return;
    if (projectId === undefined) return void (outcome.workspaceStale = true);
    const cardCounts = {
      ...lists.cardCounts,
      [projectId]: Math.max(0, (lists.cardCounts[projectId] ?? 0) + delta),
    };
    outcome.model = { ...outcome.model, workspace: { ...lists, cardCounts } };
  };
  if (event.type === 'card.created') count(event.data.projectId, 1);
  if (event.type === 'card.deleted') count(model.cards[event.data.id]?.projectId, -1);
  if (event.type === 'card.updated' || event.type === 'card.deleted')
    mark(event.data.id, event.type === 'card.deleted');
  outcome.model = { ...outcome.model, remoteChanges: marks.result };
}

/** Project, client and share events: the workspace lists, or the projector's project name. */
function applyToLists(event: ChangeEvent, local: Local, outcome: Reconciled) {
  const model = outcome.model;
  const lists = model.workspace;
  const replace = <T extends { id: number; access: string }>(list: readonly T[], item: T) => {
    const index = list.findIndex((entry) => entry.id === item.id);
    if (index < 0) return null;
    return list.map((entry, i) => (i === index ? { ...item, access: entry.access } : entry));
  };
  switch (event.type) {
    case 'project.created':
    case 'project.updated': {
      const project = event.data;
      if (project.id === model.projectId)
        outcome.model = {
          ...outcome.model,
          project: local.room ? model.project && { ...model.project, name: project.name } : project,
        };
      if (!lists) return;
      const projects = replace(lists.projects, project);
      if (projects) outcome.model = { ...outcome.model, workspace: { ...lists, projects } };
      else outcome.workspaceStale = true;
      return;
    }
    case 'project.deleted': {
      const { id } = event.data;
      // A projector hears only its own project's deletes.
      if (local.room || id === model.projectId || id === model.project?.parentId) outcome.projectGone = true;
      if (!lists) return;
      const projects = lists.projects.filter((p) => p.id !== id && p.parentId !== id);
      outcome.model = { ...outcome.model, workspace: { ...lists, projects } };
      return;
    }
    case 'client.updated': {
      const clients = lists && replace(lists.clients, event.data);
      if (lists && clients) outcome.model = { ...outcome.model, workspace: { ...lists, clients } };
      return;
    }
    case 'share.created':
    case 'share.updated':
    case 'share.deleted':
      if (lists) outcome.workspaceStale = true;
      return;
    default:
  }
}

/** What one change event (in seq order, from the folder's room or the projector's) does to the model. */
export function reconcile(model: BoardModel, event: ChangeEvent, local: Local): Reconciled {
  const outcome: Reconciled = { model, workspaceStale: false, projectGone: false };
  if (local.room && event.projectId !== model.projectId) return outcome;
  const { mutationId } = event;
  const own = mutationId !== undefined && local.ownMutations.has(mutationId);
  const draft = new DataDraft(model);
  if (own && event.type.endsWith('.created')) dropPlaceholder(draft, local.pendingCreates.get(mutationId));
  if (!own && !local.room) noteRemote(event, model, local, outcome);
  if (model.projectId !== null) applyToProject(draft, event, local);
  outcome.model = withData(outcome.model, draft);
  applyToLists(event, local, outcome);
  return outcome;
}

/** A REST answer to this tab's own write: the same entity rules as its echo (the action did the rest). */
export function accept(model: BoardModel, answer: ChangeBody, local: Protection): BoardModel {
  const draft = new DataDraft(model);
  applyToProject(draft, answer, local);
  return withData(model, draft);
}

/** After a drag or an own write ends: the versions held back for it go in. */
export function settle(model: BoardModel, local: Protection): BoardModel {
  const draft = new DataDraft(model);
  settleHeld(draft, local);
  return withData(model, draft);
}

/**
 * Before an optimistic write of a card: its confirmed version is held, so settle() puts it back if the
 * write fails (or a newer version that arrives meanwhile replaces it).
 */
export function holdConfirmed(model: BoardModel, cardId: number): BoardModel {
  const confirmed = model.cards[cardId];
  if (!confirmed || model.held[cardId]) return model;
  return { ...model, held: { ...model.held, [cardId]: confirmed } };
}
