// Typed calls of /api/clients (docs/api/clients-projects.md). Writes take RequestOptions (a mutation id).
import type { z } from 'zod';
import type {
  Client,
  CountMap,
  createClientRequest,
  updateClientRequest,
} from '../../../common/schemas/clients';
import type { Project } from '../../../common/schemas/projects';
import { del, get, pathId, post, put, type RequestOptions } from './http';

// What a request may send: the input side of the schema the server parses it with (defaults may be left out).
type ClientCreate = z.input<typeof createClientRequest>;
type ClientUpdate = z.input<typeof updateClientRequest>;

export const clientsApi = {
  list: () => get<Client[]>('/api/clients'),
  projectCounts: () => get<CountMap>('/api/client-project-counts'),
  projects: (clientId: number) => get<Project[]>(`/api/clients/${pathId(clientId)}/projects`),
  create: (body: ClientCreate, o?: RequestOptions) => post<Client>('/api/clients', body, o),
  update: (clientId: number, body: ClientUpdate, o?: RequestOptions) =>
    put<Client>(`/api/clients/${pathId(clientId)}`, body, o),
  remove: (clientId: number, o?: RequestOptions) =>
    del<{ id: number }>(`/api/clients/${pathId(clientId)}`, o),
};
