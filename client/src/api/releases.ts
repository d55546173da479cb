// Typed calls of /api/releases and their sprints (docs/api/releases.md).
import type { z } from 'zod';
import type {
  createReleaseRequest,
  createSprintRequest,
  Release,
  Sprint,
  updateReleaseRequest,
  updateSprintRequest,
} from '../../../common/schemas/releases';
import { del, get, pathId, post, put, type RequestOptions } from './http';

type ReleaseCreate = z.input<typeof createReleaseRequest>;
/** The fields of a release the manage screens edit (a subset of any of them may be sent). */
export type ReleaseInput = z.input<typeof updateReleaseRequest>;
type SprintCreate = z.input<typeof createSprintRequest>;
/** The fields of a sprint the manage screens edit. */
export type SprintInput = z.input<typeof updateSprintRequest>;

export const releasesApi = {
  list: (projectId: number) => get<Release[]>(`/api/projects/${pathId(projectId)}/releases`),
  create: (body: ReleaseCreate, o?: RequestOptions) => post<Release>('/api/releases', body, o),
  update: (releaseId: number, body: ReleaseInput, o?: RequestOptions) =>
    put<Release>(`/api/releases/${pathId(releaseId)}`, body, o),
  remove: (releaseId: number, o?: RequestOptions) =>
    del<{ id: number }>(`/api/releases/${pathId(releaseId)}`, o),
  createSprint: (releaseId: number, body: SprintCreate, o?: RequestOptions) =>
    post<Sprint>(`/api/releases/${pathId(releaseId)}/sprints`, body, o),
  updateSprint: (sprintId: number, body: SprintInput, o?: RequestOptions) =>
    put<Sprint>(`/api/sprints/${pathId(sprintId)}`, body, o),
  removeSprint: (sprintId: number, o?: RequestOptions) =>
    del<{ id: number }>(`/api/sprints/${pathId(sprintId)}`, o),
};
