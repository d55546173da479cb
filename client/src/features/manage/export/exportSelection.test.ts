// Export tree selection: client and folder boxes stand for their projects (all / some / none).
import { describe, expect, it } from 'vitest';
import type { Client } from '../../../../../common/schemas/clients';
import type { Project } from '../../../../../common/schemas/projects';
import {
  checkState,
  exportTree,
  projectIdsOfClient,
  projectIdsOfFolder,
  selectedLabel,
  toggleGroup,
  toggleOne,
} from './exportSelection';
import { DEFAULT_SCORING_SETTING } from '../../../../../common/estimation';

const stamp = { createdAt: '', updatedAt: '', version: 0 };
const client = (id: number, name: string): Client => ({
  id,
  name,
  description: null,
  isSharedCompany: false,
  ownerId: 'u',
  ...DEFAULT_SCORING_SETTING,

  access: 'owner',
  ...stamp,
});
const project = (id: number, name: string, clientId: number, parentId: number | null): Project => ({
  id,
  name,
  description: null,
  prefix: parentId ? 'P' : null,
  parentId,
  clientId,
  ownerId: 'u',
  ...DEFAULT_SCORING_SETTING,

  access: 'owner',
  ...stamp,
});

const clients = [client(2, 'Zeta'), client(1, 'Acme')];
const projects = [
  project(10, 'Product', 1, null),
  project(11, 'Web', 1, 10),
  project(12, 'App', 1, 10),
  project(20, 'Empty', 1, null),
  project(30, 'Ops', 2, null),
  project(31, 'Infra', 2, 30),
];

describe('export selection', () => {
  const tree = exportTree(clients, projects);

  it('builds client → folder → project by name', () => {
    expect(tree.map((c) => c.client.name)).toEqual(['Acme', 'Zeta']);
    expect(tree[0]!.folders.map((f) => f.folder.name)).toEqual(['Empty', 'Product']);
    expect(projectIdsOfClient(tree[0]!)).toEqual([12, 11]);
    expect(projectIdsOfFolder(tree[0]!.folders[0]!)).toEqual([]);
  });

  it('selects and clears a whole group, and counts the projects', () => {
    const acme = projectIdsOfClient(tree[0]!);
    let selected = toggleGroup(new Set(), acme);
    expect([...selected].sort()).toEqual([11, 12]);
    expect(checkState(acme, selected)).toBe('all');
    selected = toggleOne(selected, 11);
    expect(checkState(acme, selected)).toBe('some');
    // a partly selected group becomes fully selected first
    selected = toggleGroup(selected, acme);
    expect(checkState(acme, selected)).toBe('all');
    selected = toggleGroup(selected, projectIdsOfClient(tree[1]!));
    expect(selectedLabel(selected.size)).toBe('3 projects selected');
    selected = toggleGroup(selected, acme);
    expect(checkState(acme, selected)).toBe('none');
    expect([...selected]).toEqual([31]);
  });
});
