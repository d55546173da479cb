// The export tree (client → folder → project) and its selection rules: a client or folder box stands for
// every project under it, checked when all are, mixed when some are.
import { plural } from '../../../../../common/plural';
import type { Client } from '../../../../../common/schemas/clients';
import type { Project } from '../../../../../common/schemas/projects';
import { foldersOf } from '../../../store/workspace';

export interface ExportFolder {
  folder: Project;
  projects: Project[];
}

export interface ExportClient {
  client: Client;
  folders: ExportFolder[];
}

export type CheckState = 'all' | 'some' | 'none';

export function exportTree(clients: readonly Client[], projects: readonly Project[]): ExportClient[] {
  return [...clients]
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }))
    .map((client) => ({ client, folders: foldersOf(projects, client.id) }));
}

export const projectIdsOfFolder = (folder: ExportFolder) => folder.projects.map((p) => p.id);
export const projectIdsOfClient = (client: ExportClient) => client.folders.flatMap(projectIdsOfFolder);

export function checkState(ids: readonly number[], selected: ReadonlySet<number>): CheckState {
  let count = 0;
  for (const id of ids) if (selected.has(id)) count += 1;
  if (count === 0) return 'none';
  return count === ids.length ? 'all' : 'some';
}

/** Selects all of `ids`, or clears them when they are all selected already. */
export function toggleGroup(selected: ReadonlySet<number>, ids: readonly number[]): Set<number> {
  const next = new Set(selected);
  const on = checkState(ids, selected) !== 'all';
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

export function toggleOne(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

export const selectedLabel = (count: number) => `${plural(count, 'project')} selected`;
