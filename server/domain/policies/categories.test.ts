// The use-case policy against real rows: every action × owner / recipient / pending invitee / stranger / admin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_MESSAGES } from '../../../common/schemas/categories';
import {
  buildPolicyWorld,
  expectLockedLoad,
  expectOutcome,
  outcomes,
  OWNER,
  refused,
  SHARED,
  testMatrix,
  type ActorRow,
  type PolicyWorld,
} from '../../test/policyWorld';
import * as categoryPolicy from './categories';

let w: PolicyWorld;
beforeAll(async () => {
  w = await buildPolicyWorld();
});
afterAll(() => w?.close());

const NOT_FOUND = refused('notFound', CATEGORY_MESSAGES.notFound);
const matrix = {
  read: outcomes(OWNER, SHARED, NOT_FOUND),
  change: outcomes(OWNER, SHARED, NOT_FOUND),
} satisfies Record<categoryPolicy.CategoryAction, ActorRow>;

describe('use case policy', () => {
  testMatrix(() => w, matrix, {
    id: () => w.categoryId,
    load: (actor, action, id) => categoryPolicy.load(w.db, actor, action, id),
    can: { rule: categoryPolicy.can, via: 'read' },
  });

  it('a use case that does not exist is "Use case not found", even for the owner', async () => {
    await expectOutcome(
      categoryPolicy.load(w.db, w.actors.owner, 'change', w.missingId),
      w.missingId,
      NOT_FOUND,
    );
  });

  it('carries its folder scope', async () => {
    const category = await categoryPolicy.load(w.db, w.actors.recipient, 'read', w.categoryId);
    expect(categoryPolicy.scopeOf(category)).toEqual({ folderId: w.folderId, projectId: w.projectId });
  });

  it('lock: true loads the same row and locks the use case, not its project', async () => {
    await expectLockedLoad(
      w.db,
      (db, options) => categoryPolicy.load(db, w.actors.recipient, 'change', w.categoryId, options),
      ['categories', w.categoryId],
      [['projects', w.projectId]],
    );
  });
});
