// The release and sprint policy against real rows: every action × owner / recipient / pending invitee /
// stranger / admin, for a release (`load`) and a sprint (`loadSprint`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELEASE_MESSAGES } from '../../../common/schemas/releases';
import {
  buildPolicyWorld,
  expectLockedLoad,
  expectOutcome,
  OWNER,
  outcomes,
  refused,
  SHARED,
  testMatrix,
  type ActorRow,
  type Expected,
  type PolicyWorld,
} from '../../test/policyWorld';
import * as releasePolicy from './releases';

let w: PolicyWorld;
beforeAll(async () => {
  w = await buildPolicyWorld();
});
afterAll(() => w?.close());

const membersOnly = (notFound: Expected): Record<releasePolicy.ReleaseAction, ActorRow> => ({
  read: outcomes(OWNER, SHARED, notFound),
  change: outcomes(OWNER, SHARED, notFound),
});
const RELEASE_NOT_FOUND = refused('notFound', RELEASE_MESSAGES.notFound);
const SPRINT_NOT_FOUND = refused('notFound', RELEASE_MESSAGES.sprintNotFound);

describe('release policy', () => {
  const matrix = membersOnly(RELEASE_NOT_FOUND);

  testMatrix(() => w, matrix, {
    id: () => w.releaseId,
    load: (actor, action, id) => releasePolicy.load(w.db, actor, action, id),
    can: { rule: releasePolicy.can, via: 'read' },
  });

  it('a release that does not exist is "Release not found", even for the owner', async () => {
    await expectOutcome(
      releasePolicy.load(w.db, w.actors.owner, 'read', w.missingId),
      w.missingId,
      RELEASE_NOT_FOUND,
    );
  });

  it('carries its folder scope', async () => {
    const release = await releasePolicy.load(w.db, w.actors.recipient, 'change', w.releaseId);
    expect(releasePolicy.scopeOf(release)).toEqual({ folderId: w.folderId, projectId: w.projectId });
  });

  it('lock: true loads the same row and locks the release, not its project', async () => {
    await expectLockedLoad(
      w.db,
      (db, options) => releasePolicy.load(db, w.actors.owner, 'change', w.releaseId, options),
      ['releases', w.releaseId],
      [['projects', w.projectId]],
    );
  });
});

describe('sprint policy', () => {
  const matrix = membersOnly(SPRINT_NOT_FOUND);

  testMatrix(() => w, matrix, {
    id: () => w.sprintId,
    load: (actor, action, id) => releasePolicy.loadSprint(w.db, actor, action, id),
    can: { rule: releasePolicy.can, via: 'read' },
  });

  it('a sprint that does not exist is "Sprint not found", even for the owner', async () => {
    await expectOutcome(
      releasePolicy.loadSprint(w.db, w.actors.owner, 'read', w.missingId),
      w.missingId,
      SPRINT_NOT_FOUND,
    );
  });

  it("carries its release's project and folder scope", async () => {
    const sprint = await releasePolicy.loadSprint(w.db, w.actors.recipient, 'change', w.sprintId);
    expect(sprint.releaseId).toBe(w.releaseId);
    expect(releasePolicy.scopeOf(sprint)).toEqual({ folderId: w.folderId, projectId: w.projectId });
  });

  it('lock: true loads the same row and locks the sprint, not its release', async () => {
    await expectLockedLoad(
      w.db,
      (db, options) => releasePolicy.loadSprint(db, w.actors.recipient, 'change', w.sprintId, options),
      ['sprints', w.sprintId],
      [
        ['releases', w.releaseId],
        ['projects', w.projectId],
      ],
    );
  });
});
