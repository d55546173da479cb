// The data load's answers (GET /api/projects/{id}/data), kept per project at its folder's seq. Every load
// still sends its one statement, which checks the caller's role and reads the seq; PostgreSQL builds the
// JSON arrays only when the seq moved past the kept ones (a write in the folder), so fifty people opening
// one project cost one build, and one gzip per role. Loads of a project that arrive while one is building
// wait for it. The answer's ETag names the process, project, seq and role: nothing it holds can change without
// a seq, in the database this process serves.
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { AccessRole } from '../../common/schemas/clients';
import type { Db } from '../db/connection';
import type { ProjectJson } from '../db/repos/projectJson';
import type { Actor } from '../domain/policies/authorize';
import * as projectPolicy from '../domain/policies/projects';
import { presentProject } from '../domain/presenters/workspace';

const gzip = promisify(zlib.gzip);

/**
 * Most characters of JSON kept over all projects, counting each project's arrays three times (the arrays,
 * and the answers of an owner and of a share recipient that hold them); the least recently loaded go first.
 */
const KEPT_CHARS_MAX = 48 * 1024 * 1024;

export interface DataAnswer {
  etag: string;
  json: string;
  /** The JSON gzipped, made on the first call and kept with it. */
  gzipped(): Promise<Buffer>;
}

interface Kept {
  seq: number;
  /** `"cards":…,"categories":…,"releases":…}`: the answer after its project. */
  arrays: string;
  /** The whole answer per role (the project says the caller's access). */
  answers: Map<AccessRole, DataAnswer>;
}

const arraysOf = ({ cards, categories, releases }: ProjectJson) =>
  `"cards":${cards},"categories":${categories},"releases":${releases}}`;

function answerOf(projectJson: string, kept: Kept, etag: string): DataAnswer {
  const json = `{"project":${projectJson},${kept.arrays}`;
  let packed: Promise<Buffer> | undefined;
  return { etag, json, gzipped: () => (packed ??= gzip(json, { level: 6 })) };
}

export function projectDataAnswers(db: Db, maxChars = KEPT_CHARS_MAX) {
  /**
   * This process's mark in its ETags. Another database — a test's next one on the same port, one made afresh, a
   * copy put back (with Cardplan stopped: docs/operations.md) — reaches the same project id and seq holding other
   * data, and must not confirm what a browser kept from the last. A new database always comes with a new
   * process; a browser that moves to another node loads the project once more.
   */
  const instance = randomBytes(6).toString('base64url');
  /** In least recently loaded order (a Map keeps insertion order; a load moves its project last). */
  const kept = new Map<number, Kept>();
  const building = new Map<number, Promise<unknown>>();
  let chars = 0;

  function keep(projectId: number, entry: Kept) {
    const old = kept.get(projectId);
    if (old) chars -= old.arrays.length * 3;
    kept.delete(projectId);
    kept.set(projectId, entry);
    chars += entry.arrays.length * 3;
    for (const [id, oldest] of kept) {
      if (chars <= maxChars || id === projectId) break;
      kept.delete(id);
      chars -= oldest.arrays.length * 3;
    }
  }

  return {
    /** The caller's answer: 404 or 403 as the policy says, else the project and its arrays at the seq now. */
    async load(actor: Actor, projectId: number): Promise<DataAnswer> {
      await building.get(projectId)?.catch(() => undefined);
      const held = kept.get(projectId);
      const loading = projectPolicy.loadWithData(db, actor, projectId, held?.seq ?? null);
      if (!building.has(projectId)) {
        building.set(projectId, loading);
        void loading
          .catch(() => undefined)
          .finally(() => building.get(projectId) === loading && building.delete(projectId));
      }
      const project = await loading;
      let entry = held;
      // No arrays: the seq is the held one's (the statement compared them).
      if (project.cards !== null && project.categories !== null && project.releases !== null) {
        entry = { seq: project.currentSeq, arrays: arraysOf(project as ProjectJson), answers: new Map() };
        if ((kept.get(projectId)?.seq ?? -1) < entry.seq) keep(projectId, entry);
      } else if (held) keep(projectId, held);
      if (!entry) throw new Error('the data load answered no arrays and none are held');
      let answer = entry.answers.get(project.role);
      if (!answer) {
        const etag = `W/"${instance}.${projectId}.${entry.seq}.${project.role}"`;
        answer = answerOf(JSON.stringify(presentProject(project, project.role)), entry, etag);
        entry.answers.set(project.role, answer);
      }
      return answer;
    },
  };
}
