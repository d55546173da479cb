// Typed calls of /api/projects and the data load (docs/api/clients-projects.md).
import type { CountMap } from '../../../common/schemas/clients';
import type { Card } from '../../../common/schemas/cards';
import type {
  CreateProjectRequest,
  Project,
  ProjectData,
  UpdateProjectRequest,
} from '../../../common/schemas/projects';
import { del, get, pathId, post, put, type RequestOptions } from './http';

export const projectsApi = {
  list: () => get<Project[]>('/api/projects'),
  get: (projectId: number) => get<Project>(`/api/projects/${pathId(projectId)}`),
  data: (projectId: number) => get<ProjectData>(`/api/projects/${pathId(projectId)}/data`),
  cards: (projectId: number) => get<Card[]>(`/api/projects/${pathId(projectId)}/cards`),
  cardCounts: () => get<CountMap>('/api/card-counts'),
  create: (body: CreateProjectRequest, o?: RequestOptions) => post<Project>('/api/projects', body, o),
  update: (projectId: number, body: UpdateProjectRequest, o?: RequestOptions) =>
    put<Project>(`/api/projects/${pathId(projectId)}`, body, o),
  remove: (projectId: number, o?: RequestOptions) =>
    del<{ id: number }>(`/api/projects/${pathId(projectId)}`, o),
};
