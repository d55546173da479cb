// What change events do beyond the open project's things (reconcile.ts): the marks of someone else's card
// changes and the project card counts, the workspace lists (projects, clients) and the open project itself,
// or a projector's project name. Projects and clients keep the higher version too.
import type { ChangeEvent } from '../events';
import type { Client, CountMap } from '../schemas/clients';
import type { Project } from '../schemas/projects';
import { Draft, type Records } from './entities';

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

/** The part of reconcile's model and outcome these rules read and write. */
interface ListsModel {
  projectId: number | null;
  project: Project | null;
  cards: Records<{ projectId: number }>;
  confirmed: { cards: Records<{ projectId: number }> };
  remoteChanges: Records<RemoteChange>;
  workspace: WorkspaceLists | null;
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

/** Someone else's card change: the card's mark, and the project's card count. */
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
  if (event.type === 'card.deleted') count(model.confirmed.cards[event.data.id]?.projectId, -1);
  if (event.type === 'card.updated' || event.type === 'card.deleted')
    mark(event.data.id, event.type === 'card.deleted');
  if (event.type === 'cards.updated') for (const card of event.data) mark(card.id, false);
  outcome.model = { ...outcome.model, remoteChanges: marks.result };
}

/** Project, client and share events: the workspace lists, or the projector's project name. */
export function applyToLists<M extends ListsModel>(
  event: ChangeEvent,
  local: ListsLocal,
  outcome: ListsOutcome<M>,
) {
  const model = outcome.model;
  const lists = model.workspace;
  const replace = <T extends { id: number; access: string; version?: number }>(
    list: readonly T[],
    item: T,
  ) => {
    const index = list.findIndex((entry) => entry.id === item.id);
    if (index < 0) return null;
    const held = list[index]!;
    if (held.version !== undefined && item.version !== undefined && item.version <= held.version) return list;
    return list.map((entry, i) => (i === index ? { ...item, access: entry.access } : entry));
  };
  switch (event.type) {
    case 'project.created':
    case 'project.updated': {
      const project = event.data;
      const held = model.project;
      if (project.id === model.projectId && !(held && held.version >= project.version))
        outcome.model = {
          ...outcome.model,
          project: local.room ? held && { ...held, name: project.name, version: project.version } : project,
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
