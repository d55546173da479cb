// SQL for releases and sprints.
import type { Db } from '../connection';

export interface ReleaseRow {
  id: number;
  name: string;
  description: string | null;
  startDate: string | null;
  endDate: string | null;
  roadmapVisible: boolean;
  projectId: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface SprintRow {
  id: number;
  name: string;
  description: string | null;
  startDate: string | null;
  endDate: string | null;
  releaseId: number;
  createdAt: Date;
  updatedAt: Date;
}

export const releasesRepo = {
  /** By start date; releases without one last (as if 2099-12-31), then by name. */
  listForProject: (db: Db, projectId: number): Promise<ReleaseRow[]> =>
    db('releases').where({ projectId }).orderByRaw(`COALESCE("startDate", '2099-12-31'), lower(name), id`),

  sprintsForReleases: (db: Db, releaseIds: number[]): Promise<SprintRow[]> =>
    releaseIds.length
      ? db('sprints').whereIn('releaseId', releaseIds).orderByRaw(`COALESCE("startDate", '2099-12-31'), id`)
      : Promise.resolve([]),

  findById: (db: Db, id: number) => db<ReleaseRow>('releases').where({ id }).first(),
  findSprintById: (db: Db, id: number) => db<SprintRow>('sprints').where({ id }).first(),
};
