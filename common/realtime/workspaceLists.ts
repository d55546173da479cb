// What change events and own writes' answers do beyond the open project's things (reconcile.ts): the marks
// of someone else's card changes, the server's workspace lists (projects, clients, their counts) as this tab
// knows them, and the open project itself (or a projector's project name). Projects and clients keep the
// higher version too. What screens show of the lists is computed from these and the writes on their way
// (listOps.ts).
import type { ChangeEvent } from '../events';
import type { Client, CountMap } from '../schemas/clients';
import type { Project } from '../schemas/projects';
import { Draft, type Records } from './entities';
import type { Answer } from './pending';

/** The last change someone else made to a card (the card dialog shows it instead of overwriting). */
export interface RemoteChange {
  actorId: string;
  at: number;
  deleted: boolean;
}

/** The signed-in user's lists and counts. */
export interface WorkspaceLists {
  projects: readonly Project[];
  clients: readonly Client[];
  cardCounts: Readonly<CountMap>;
  clientProjectCounts: Readonly<CountMap>;
  folderShareCounts: Readonly<CountMap>;
}

/**
 * The server's lists as this tab knows them. `changes` counts what changed the projects, clients or shares
 * since they were read: a read that began before one of those may predate it, so it is read again.
 */
export interface ConfirmedLists extends WorkspaceLists {
  changes: number;
}

/** The part of reconcile's model and outcome these rules read and write. */
export interface ListsModel {
  projectId: number | null;
  project: Project | null;
  cards: Records<{ projectId: number }>;
  remoteChanges: Records<RemoteChange>;
  /** The server's lists (null on a room projector: it has no workspace). */
  lists: ConfirmedLists | null;
}
interface ListsOutcome<M extends ListsModel> {
  model: M;
  workspaceStale: boolean;
  projectGone: boolean;
}
interface ListsLocal {
  room: boolean;
  now: number;
}

/** Someone else's card change: the card's mark. */
export function noteRemote<M extends ListsModel>(
  event: ChangeEvent,
  model: M,
  local: ListsLocal,
  outcome: ListsOutcome<M>,
) {
  const marks = new Draft(model.remoteChanges);
  const mark = (id: number, deleted: boolean) => {
    if (model.cards[id]) marks.set(id, { actorId: event.actorId, at: local.now, deleted });
  };
  if (event.type === 'card.updated' || event.type === 'card.deleted')
    mark(event.data.id, event.type === 'card.deleted');
  if (event.type === 'cards.updated') for (const card of event.data) mark(card.id, false);
  outcome.model = { ...outcome.model, remoteChanges: marks.result };
}

const without = <T extends { id: number }>(list: readonly T[], id: number) => list.filter((t) => t.id !== id);

/** A project or client version: replaces the held one when newer (keeping the caller's access), or joins. */
function put<T extends { id: number; access: string; version?: number }>(
  list: readonly T[],
  item: T,
  join: boolean,
): readonly T[] | null {
  const index = list.findIndex((entry) => entry.id === item.id);
  if (index < 0) return join ? [...list, item] : null;
  const held = list[index]!;
  if (held.version !== undefined && item.version !== undefined && item.version <= held.version) return list;
  return list.map((entry, i) => (i === index ? { ...item, access: entry.access } : entry));
}

const counted = (counts: Readonly<CountMap>, id: number, add: number) => ({
  ...counts,
  [id]: Math.max(0, (counts[id] ?? 0) + add),
});

/**
 * A version of the lists from an event (`event`: its project; `own`: this tab's) or an own write's answer.
 * The open project's card count follows its cards (recompute.ts) and an own write's its answer, so card
 * events count here only for other projects, and only someone else's. Null: the lists cannot be patched
 * from it (fetch them).
 */
export function putLists(
  lists: ConfirmedLists,
  body: Answer,
  at: { openProjectId: number | null; event?: { projectId: number | undefined; own: boolean } },
): ConfirmedLists | null {
  const { event } = at;
  const changed = (part: Partial<WorkspaceLists>) => ({ ...lists, ...part, changes: lists.changes + 1 });
  const count = (projectId: number | undefined, add: number) => {
    if (projectId === undefined) return null;
    if (projectId === at.openProjectId || event?.own) return lists;
    return { ...lists, cardCounts: counted(lists.cardCounts, projectId, add) };
  };
  switch (body.type) {
    case 'card.created':
      return count(body.data.projectId, 1);
    case 'card.deleted':
      return event ? count(event.projectId, -1) : lists;
    case 'cards.counted':
      return count(body.data.projectId, body.data.add);
    case 'project.created':
    case 'project.updated': {
      const projects = put(lists.projects, body.data, !event || event.own);
      return projects === lists.projects ? lists : projects && changed({ projects });
    }
    case 'project.deleted': {
      const { id } = body.data;
      return changed({ projects: lists.projects.filter((p) => p.id !== id && p.parentId !== id) });
    }
    case 'client.created':
    case 'client.updated': {
      const clients = put(lists.clients, body.data, !event || event.own);
      return clients === null || clients === lists.clients ? lists : changed({ clients });
    }
    case 'client.deleted':
      return changed({ clients: without(lists.clients, body.data.id) });
    case 'shares.counted': {
      const { folderId, add } = body.data;
      return changed({ folderShareCounts: counted(lists.folderShareCounts, folderId, add) });
    }
    case 'share.created':
    case 'share.updated':
    case 'share.deleted':
      return event ? null : lists;
    default:
      return lists;
  }
}

/** What a projector keeps of a project change: what a room viewer may know of it (roomSockets' join answer). */
const roomView = (project: Project) => ({
  name: project.name,
  version: project.version,
  deck: project.deck,
  customDeck: project.customDeck,
  scoringModel: project.scoringModel,
});

/**
 * The open project as a version of it says, when newer than the one held (an event's, or the answer to one's
 * own write); a projector keeps only what a room viewer may know of it.
 */
export function openProject<M extends Pick<ListsModel, 'projectId' | 'project'>>(
  model: M,
  project: Project,
  room = false,
): M {
  const held = model.project;
  if (project.id !== model.projectId || (held && held.version >= project.version)) return model;
  return { ...model, project: room ? held && { ...held, ...roomView(project) } : project };
}

/** Project, client, share and card events: the server's lists, and the open project or projector's name. */
export function applyToLists<M extends ListsModel>(
  event: ChangeEvent,
  local: ListsLocal & { ownMutations: ReadonlySet<string> },
  outcome: ListsOutcome<M>,
) {
  const model = outcome.model;
  if (event.type === 'project.created' || event.type === 'project.updated')
    outcome.model = openProject(outcome.model, event.data, local.room);
  if (event.type === 'project.deleted') {
    const { id } = event.data;
    // A projector hears only its own project's deletes.
    if (local.room || id === model.projectId || id === model.project?.parentId) outcome.projectGone = true;
  }
  if (!model.lists) return;
  const own = event.mutationId !== undefined && local.ownMutations.has(event.mutationId);
  const at = { openProjectId: model.projectId, event: { projectId: event.projectId, own } };
  const lists = putLists(model.lists, event, at);
  if (lists === null) outcome.workspaceStale = true;
  else if (lists !== model.lists) outcome.model = { ...outcome.model, lists };
}

/**
 * A fresh read of the lists (begun when `changes` was `changesBefore`): they become the server's lists, but
 * the open project's card count stays the one its cards give (`openCount`). Stale (null) when something
 * changed the projects, clients or shares after the read began: read again.
 */
export function loadLists(
  held: ConfirmedLists | null,
  read: WorkspaceLists,
  changesBefore: number,
  open: { projectId: number | null; count: number | null },
): ConfirmedLists | null {
  const changes = held?.changes ?? 0;
  if (changes !== changesBefore) return null;
  const kept = open.projectId !== null && held ? held.cardCounts[open.projectId] : undefined;
  const cardCounts =
    open.count !== null && kept !== undefined
      ? { ...read.cardCounts, [open.projectId!]: kept }
      : read.cardCounts;
  return { ...read, cardCounts, changes };
}
