// What a change event does to the stores: the open project's data (common/realtime/applyChange), the
// workspace lists and counts, and the "someone else changed this card" marks the card dialog reads.
import { applyChange } from '../../../common/realtime/applyChange';
import type { ChangeEvent } from '../../../common/events';
import type { Client, Project } from '../api/workspace';
import { toast } from '../ui';
import { board, boardCollections, removeCard } from './board';
import { isOwnMutation, pendingCreates } from './mutations';
import { workspace } from './workspace';

/** Called for workspace changes this store cannot patch by itself (e.g. a share of another folder). */
let onWorkspaceStale: () => void = () => {};
/** Called when the open project disappears (deleted or moved away). */
let onProjectGone: () => void = () => {};

export function setRemoteHandlers(handlers: { workspaceStale: () => void; projectGone: () => void }) {
  onWorkspaceStale = handlers.workspaceStale;
  onProjectGone = handlers.projectGone;
}

function bumpCount(projectId: number | undefined, delta: number) {
  if (projectId === undefined) return onWorkspaceStale();
  workspace.cardCounts[projectId] = Math.max(0, (workspace.cardCounts[projectId] ?? 0) + delta);
}

function applyWorkspaceChange(event: ChangeEvent) {
  const data = event.data as { id: number };
  switch (event.type) {
    case 'project.created':
    case 'project.updated': {
      const project = data as Project;
      const index = workspace.projects.findIndex((p) => p.id === project.id);
      if (index >= 0) workspace.projects[index] = { ...project, access: workspace.projects[index]!.access };
      else onWorkspaceStale();
      if (project.id === board.projectId) board.project = project;
      return;
    }
    case 'project.deleted':
      workspace.projects = workspace.projects.filter((p) => p.id !== data.id && p.parentId !== data.id);
      if (data.id === board.projectId || data.id === board.project?.parentId) {
        toast({ title: 'Project deleted', description: 'Someone deleted the project you had open.' });
        onProjectGone();
      }
      return;
    case 'client.updated': {
      const client = data as Client;
      const index = workspace.clients.findIndex((c) => c.id === client.id);
      if (index >= 0) workspace.clients[index] = { ...client, access: workspace.clients[index]!.access };
      return;
    }
    case 'share.created':
    case 'share.updated':
    case 'share.deleted':
      onWorkspaceStale();
      return;
    default:
  }
}

/** Applies one due event (in seq order, exactly once). */
export function applyRemoteEvent(event: ChangeEvent) {
  const own = isOwnMutation(event.mutationId);
  const data = event.data as { id: number; projectId?: number };
  // The echo of an own create may beat its REST answer: the saved entity replaces the placeholder.
  const pending = own && event.type.endsWith('.created') ? pendingCreates.get(event.mutationId!) : undefined;
  if (pending?.collection === 'cards') removeCard(pending.tempId);
  else if (pending) delete board[pending.collection][pending.tempId];

  if (!own && (event.type === 'card.created' || event.type === 'card.deleted')) {
    const projectId = event.type === 'card.created' ? data.projectId : board.cards[data.id]?.projectId;
    bumpCount(projectId, event.type === 'card.created' ? 1 : -1);
  }
  if (!own && (event.type === 'card.updated' || event.type === 'card.deleted') && board.cards[data.id]) {
    board.remoteChanges[data.id] = {
      actorId: event.actorId,
      at: Date.now(),
      deleted: event.type === 'card.deleted',
    };
  }
  if (board.projectId !== null) {
    const collections = boardCollections();
    applyChange(collections, board.projectId, event);
    collections.commit();
  }
  applyWorkspaceChange(event);
}
