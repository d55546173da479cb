// Test helpers of the management dialogs: read models, store set-up and a routed fetch stub.
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import type { CurrentUser } from '../../../api/auth';
import type { Card } from '../../../../../common/schemas/cards';
import type { Category } from '../../../../../common/schemas/categories';
import type { Client } from '../../../../../common/schemas/clients';
import type { Project } from '../../../../../common/schemas/projects';
import type { Release } from '../../../../../common/schemas/releases';
import { board, resetBoard } from '../../../store/board';
import { listsChanges, setProjectData, setWorkspaceLists } from '../../../store/applyRemote';
import { dialogs, type DialogName } from '../../../store/dialogs';
import { workspace } from '../../../store/workspace';
import { jsonResponse } from '../../../test/renderPage';
import { clearToasts } from '../../../ui';
import * as make from '../../../../../common/test/factories';
import { DEFAULT_SCORING_SETTING } from '../../../../../common/estimation';

const stamp = { createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z', version: 0 };

/** The signed-in user, Ana (id 'me'). */
export const makeUser = (changes: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 'me',
  email: 'ana@example.test',
  firstName: 'Ana',
  lastName: 'Lopez',
  accessLevel: 'user',
  emailVerified: true,
  profileImageUrl: null,
  createdAt: stamp.createdAt,
  ...changes,
});

export const makeClient = (id: number, name: string, access: 'owner' | 'shared' = 'owner'): Client => ({
  id,
  name,
  description: null,
  isSharedCompany: false,
  ownerId: 'me',
  access,
  ...stamp,
});

export const makeFolder = (
  id: number,
  name: string,
  clientId = 1,
  access: 'owner' | 'shared' = 'owner',
): Project => ({
  id,
  name,
  description: null,
  prefix: null,
  parentId: null,
  clientId,
  ownerId: access === 'owner' ? 'me' : 'someone',
  access,
  ...DEFAULT_SCORING_SETTING,
  ...stamp,
});

export const makeProject = (
  id: number,
  name: string,
  parentId: number,
  prefix: string,
  clientId = 1,
): Project => ({
  ...makeFolder(id, name, clientId),
  prefix,
  parentId,
});

export const makeCategory = (id: number, name: string, color = '#3B82F6'): Category => ({
  id,
  name,
  color,
  projectId: 2,
  ...stamp,
});

export const makeRelease = (
  id: number,
  name: string,
  startDate: string | null,
  endDate: string | null,
): Release => ({
  id,
  name,
  description: null,
  startDate,
  endDate,
  roadmapVisible: true,
  projectId: 2,
  sprints: [],
  ...stamp,
});

/** Card `id` of project 2 ("Web"): WEB-00{id}. */
export const makeCard = (id: number, changes: Partial<Card> = {}): Card =>
  make.card(id, {
    externalId: `WEB-${String(id).padStart(3, '0')}`,
    order: String(id),
    projectId: 2,
    ...stamp,
    ...changes,
  });

/** Opens project 2 ("Web") in the board store with the given data. */
export function openBoard(data: { cards?: Card[]; categories?: Category[]; releases?: Release[] } = {}) {
  resetBoard(2);
  setProjectData({
    project: makeProject(2, 'Web', 1, 'WEB'),
    cards: data.cards ?? [],
    categories: data.categories ?? [],
    releases: data.releases ?? [],
  });
}

/** The workspace as a test starts it: the lists go in as a read of them would (reconcile writes them). */
export function setWorkspace(state: Partial<typeof workspace>) {
  const { clients = [], projects = [], clientProjectCounts = {}, cardCounts = {}, ...rest } = state;
  const { folderShareCounts = {}, ...others } = rest;
  Object.assign(workspace, { status: 'ready', selectedClientId: null, selectedProjectId: null, ...others });
  const lists = { clients, projects, clientProjectCounts, cardCounts, folderShareCounts };
  setWorkspaceLists(lists, listsChanges());
}

export function open(name: DialogName, releasesMode: 'list' | 'add' = 'list') {
  dialogs.releasesMode = releasesMode;
  dialogs.open = name;
}

/** After each test: the screen, the toasts, the stores and the fetch stub as they were before it. */
export function cleanUpAfterEach() {
  afterEach(() => {
    cleanup();
    clearToasts();
    resetStores();
    vi.unstubAllGlobals();
  });
}

export function resetStores() {
  dialogs.open = null;
  dialogs.sheet = null;
  resetBoard(null);
  board.status = 'idle';
  setWorkspace({});
}

type Handler = (body: unknown, url: string) => { status: number; body?: unknown } | Response;

/** A fetch stub answering `METHOD /path` from `routes`; every call is recorded. Unknown routes answer 404. */
export function routedFetch(routes: Record<string, Handler>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetchStub = async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    const handler = routes[`${method} ${url}`];
    if (!handler) return jsonResponse(404, { error: 'Not found' });
    const answer = handler(body, url);
    return answer instanceof Response ? answer : jsonResponse(answer.status, answer.body);
  };
  return { fetchStub, calls };
}
