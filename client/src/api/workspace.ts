// Typed calls of the workspace API (spec 7; docs/api/*.md). Writes take RequestOptions so a store action
// can tag them with its mutation id and recognise the echo of its own change on the socket.
import type { z } from 'zod';
import type {
  BulkCreateCardsRequest,
  BulkCreateCardsResponse,
  Card,
  CreateCardRequest,
  GroupBy,
  OrderChange,
  repositionRequest,
  UpdateCardRequest,
} from '../../../common/schemas/cards';
import type {
  Category,
  createCategoryRequest,
  updateCategoryRequest,
} from '../../../common/schemas/categories';
import type {
  Client,
  CountMap,
  createClientRequest,
  updateClientRequest,
} from '../../../common/schemas/clients';
import type { CreateProjectRequest, Project, UpdateProjectRequest } from '../../../common/schemas/projects';
import type {
  createReleaseRequest,
  createSprintRequest,
  Release,
  Sprint,
  updateReleaseRequest,
  updateSprintRequest,
} from '../../../common/schemas/releases';
import type { FolderShare } from '../../../common/schemas/shares';
import { del, get, getOrNull, patch, post, put, type RequestOptions } from './http';

export type { Card, Category, Client, CountMap, FolderShare, OrderChange, Project, Release, Sprint };

/** GET /api/projects/{id}/data */
export interface ProjectData {
  project: Project;
  cards: Card[];
  categories: Category[];
  releases: Release[];
}

// What a request may send: the input side of the schema the server parses it with (defaults may be left out).
type ClientCreate = z.input<typeof createClientRequest>;
type ClientUpdate = z.input<typeof updateClientRequest>;
type CategoryCreate = z.input<typeof createCategoryRequest>;
type CategoryUpdate = z.input<typeof updateCategoryRequest>;
type ReleaseCreate = z.input<typeof createReleaseRequest>;
/** The fields of a release the manage screens edit (a subset of any of them may be sent). */
export type ReleaseInput = z.input<typeof updateReleaseRequest>;
type SprintCreate = z.input<typeof createSprintRequest>;
/** The fields of a sprint the manage screens edit. */
export type SprintInput = z.input<typeof updateSprintRequest>;
type RepositionBody = z.input<typeof repositionRequest>;

/** The card's group in a grouped backlog: the groupBy and the group's value (id, status, impact or null). */
export interface GroupRef {
  groupBy: GroupBy;
  groupValue?: string | number | null;
}

const id = (value: number) => encodeURIComponent(String(value));

export const clientsApi = {
  list: () => get<Client[]>('/api/clients'),
  projectCounts: () => get<CountMap>('/api/client-project-counts'),
  projects: (clientId: number) => get<Project[]>(`/api/clients/${id(clientId)}/projects`),
  create: (body: ClientCreate, o?: RequestOptions) => post<Client>('/api/clients', body, o),
  update: (clientId: number, body: ClientUpdate, o?: RequestOptions) =>
    put<Client>(`/api/clients/${id(clientId)}`, body, o),
  remove: (clientId: number, o?: RequestOptions) => del<{ id: number }>(`/api/clients/${id(clientId)}`, o),
};

export const projectsApi = {
  list: () => get<Project[]>('/api/projects'),
  get: (projectId: number) => get<Project>(`/api/projects/${id(projectId)}`),
  data: (projectId: number) => get<ProjectData>(`/api/projects/${id(projectId)}/data`),
  cards: (projectId: number) => get<Card[]>(`/api/projects/${id(projectId)}/cards`),
  cardCounts: () => get<CountMap>('/api/card-counts'),
  create: (body: CreateProjectRequest, o?: RequestOptions) => post<Project>('/api/projects', body, o),
  update: (projectId: number, body: UpdateProjectRequest, o?: RequestOptions) =>
    put<Project>(`/api/projects/${id(projectId)}`, body, o),
  remove: (projectId: number, o?: RequestOptions) => del<{ id: number }>(`/api/projects/${id(projectId)}`, o),
};

export const sharesApi = {
  /** 401 gives an empty map (spec 7). */
  counts: async () => (await getOrNull<CountMap>('/api/folder-share-counts')) ?? {},
  list: (folderId: number) => get<FolderShare[]>(`/api/folders/${id(folderId)}/shares`),
  share: (folderId: number, email: string, o?: RequestOptions) =>
    post<FolderShare>(`/api/folders/${id(folderId)}/share`, { email }, o),
  remove: (shareId: number, o?: RequestOptions) =>
    del<{ id: number }>(`/api/folder-shares/${id(shareId)}`, o),
};

export const cardsApi = {
  get: (cardId: number) => get<Card>(`/api/cards/${id(cardId)}`),
  create: (body: CreateCardRequest, o?: RequestOptions) => post<Card>('/api/cards', body, o),
  bulkCreate: (body: BulkCreateCardsRequest, o?: RequestOptions) =>
    post<BulkCreateCardsResponse>('/api/cards/bulk', body, o),
  update: (cardId: number, body: UpdateCardRequest, o?: RequestOptions) =>
    patch<Card>(`/api/cards/${id(cardId)}`, body, o),
  remove: (cardId: number, o?: RequestOptions) => del<{ id: number }>(`/api/cards/${id(cardId)}`, o),
  reposition: (cardId: number, body: RepositionBody, o?: RequestOptions) =>
    post<OrderChange[]>(`/api/cards/${id(cardId)}/reposition`, body, o),
  moveToGroup: (cardId: number, body: GroupRef & UpdateCardRequest, o?: RequestOptions) =>
    post<Card>(`/api/cards/${id(cardId)}/move-to-group`, body, o),
  rankComplexity: (projectId: number) =>
    get<{ needsCleanup: boolean }>(`/api/projects/${id(projectId)}/cards/rank-complexity`),
  recalculateRanks: (projectId: number, o?: RequestOptions) =>
    post<OrderChange[]>(`/api/projects/${id(projectId)}/cards/recalculate-ranks`, undefined, o),
};

export const categoriesApi = {
  list: (projectId: number) => get<Category[]>(`/api/projects/${id(projectId)}/categories`),
  create: (body: CategoryCreate, o?: RequestOptions) => post<Category>('/api/categories', body, o),
  update: (categoryId: number, body: CategoryUpdate, o?: RequestOptions) =>
    put<Category>(`/api/categories/${id(categoryId)}`, body, o),
  remove: (categoryId: number, o?: RequestOptions) =>
    del<{ id: number }>(`/api/categories/${id(categoryId)}`, o),
};

export const releasesApi = {
  list: (projectId: number) => get<Release[]>(`/api/projects/${id(projectId)}/releases`),
  create: (body: ReleaseCreate, o?: RequestOptions) => post<Release>('/api/releases', body, o),
  update: (releaseId: number, body: ReleaseInput, o?: RequestOptions) =>
    put<Release>(`/api/releases/${id(releaseId)}`, body, o),
  remove: (releaseId: number, o?: RequestOptions) => del<{ id: number }>(`/api/releases/${id(releaseId)}`, o),
  createSprint: (releaseId: number, body: SprintCreate, o?: RequestOptions) =>
    post<Sprint>(`/api/releases/${id(releaseId)}/sprints`, body, o),
  updateSprint: (sprintId: number, body: SprintInput, o?: RequestOptions) =>
    put<Sprint>(`/api/sprints/${id(sprintId)}`, body, o),
  removeSprint: (sprintId: number, o?: RequestOptions) =>
    del<{ id: number }>(`/api/sprints/${id(sprintId)}`, o),
};
