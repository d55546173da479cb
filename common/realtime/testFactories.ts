// Read models and change events for the tests of the real-time rules (common/realtime, client/src/realtime):
// complete objects, so no test needs a cast to make an event.
import { change, type ChangeData, type ChangeEvent, type ChangeType } from '../events';
import type { Card } from '../schemas/cards';
import type { Category } from '../schemas/categories';
import type { Client } from '../schemas/clients';
import type { Project } from '../schemas/projects';
import type { Release, Sprint } from '../schemas/releases';

/** 10:00:0{second} on a fixed day: versions that sort as their numbers do. */
export const T = (second: number) => `2026-11-01T10:00:0${second}.000Z`;

export const card = (id: number, fields: Partial<Card> = {}): Card => ({
  id,
  externalId: `APP-${id}`,
  title: `Card ${id}`,
  description: null,
  status: 'backlog',
  priority: 'tbd',
  color: '#6B7280',
  notes: null,
  pinned: false,
  order: `${id}.000`,
  projectId: 1,
  categoryId: null,
  releaseId: null,
  sprintId: null,
  category: null,
  release: null,
  createdAt: T(0),
  updatedAt: T(0),
  version: 0,
  ...fields,
});
export const category = (id: number, fields: Partial<Category> = {}): Category => ({
  id,
  name: `Use case ${id}`,
  color: '#3B82F6',
  projectId: 1,
  createdAt: T(0),
  updatedAt: T(0),
  version: 0,
  ...fields,
});
export const sprint = (id: number, fields: Partial<Sprint> = {}): Sprint => ({
  id,
  releaseId: 3,
  name: `Sprint ${id}`,
  description: null,
  startDate: null,
  endDate: null,
  createdAt: T(0),
  updatedAt: T(0),
  version: 0,
  ...fields,
});
export const release = (id: number, fields: Partial<Release> = {}): Release => ({
  id,
  name: `R${id}`,
  description: null,
  startDate: null,
  endDate: null,
  roadmapVisible: true,
  projectId: 1,
  sprints: [],
  createdAt: T(0),
  updatedAt: T(0),
  version: 0,
  ...fields,
});
export const project = (id: number, fields: Partial<Project> = {}): Project => ({
  id,
  name: `P${id}`,
  description: null,
  prefix: 'APP',
  parentId: 10,
  clientId: 1,
  ownerId: 'owner',
  access: 'owner',
  createdAt: T(0),
  updatedAt: T(0),
  version: 0,
  ...fields,
});

export const client = (id: number, fields: Partial<Client> = {}): Client => ({
  id,
  name: `C${id}`,
  description: null,
  isSharedCompany: false,
  ownerId: 'owner',
  access: 'owner',
  createdAt: T(0),
  updatedAt: T(0),
  ...fields,
});

let seq = 0;

/** Someone else's change of folder 5 about project 1, numbered in the order made. */
export const event = <K extends ChangeType>(
  type: K,
  data: ChangeData[K],
  extra: { mutationId?: string; projectId?: number } = {},
): ChangeEvent => ({
  ...change({ folderId: 5, projectId: 1 }, type, data),
  seq: ++seq,
  actorId: 'ana',
  ...extra,
});
