// Typed calls of /api/projects and the data load (docs/api/clients-projects.md).
import type { CountMap } from '../../../common/schemas/clients';
import type { Card } from '../../../common/schemas/cards';
import type {
  CreateProjectRequest,
  Project,
  ProjectData,
  UpdateProjectRequest,
} from '../../../common/schemas/projects';
import { del, get, post, put, type RequestOptions } from './http';

const id = (value: number) => encodeURIComponent(String(value));

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
