// The rest of the policy test's table (server/domain/policies/policies.test.ts runs it): what a loaded thing
// carries beside its role, and which row a locked load locks.
import { expect } from 'vitest';
import { SHARE_MESSAGES } from '../../common/schemas/shares';
import type { Db } from '../db/connection';
import * as cardPolicy from '../domain/policies/cards';
import * as categoryPolicy from '../domain/policies/categories';
import * as clientPolicy from '../domain/policies/clients';
import * as projectPolicy from '../domain/policies/projects';
import * as releasePolicy from '../domain/policies/releases';
import * as roomLinkPolicy from '../domain/policies/roomLinks';
import * as sharePolicy from '../domain/policies/shares';
import type { PolicyWorld } from './policyWorld';

type Scope = { folderId: number; projectId: number };
type Row = readonly [table: string, id: number];

/** What a loaded thing carries: its scope (where its changes are published) and the fields beside it. */
const scopeRow = <T>(row: {
  thing: string;
  load: (w: PolicyWorld) => Promise<T>;
  scopeOf?: (thing: T) => Scope;
  scope?: (w: PolicyWorld) => Scope;
  fields?: (w: PolicyWorld) => Record<string, unknown>;
}) => ({
  thing: row.thing,
  async check(w: PolicyWorld) {
    const loaded = await row.load(w);
    if (row.scopeOf && row.scope) expect(row.scopeOf(loaded)).toEqual(row.scope(w));
    if (row.fields) expect(loaded).toMatchObject(row.fields(w));
  },
});
const projectScope = (w: PolicyWorld) => ({ folderId: w.folderId, projectId: w.projectId });

export const SCOPES = [
  scopeRow({
    thing: 'a card, its folder scope and owner',
    load: (w) => cardPolicy.load(w.db, w.actors.recipient, 'change', w.cardId),
    scopeOf: cardPolicy.scopeOf,
    scope: projectScope,
    fields: (w) => ({ folderOwnerId: w.actors.owner.id }),
  }),
  scopeRow({
    thing: 'a use case, its folder scope',
    load: (w) => categoryPolicy.load(w.db, w.actors.recipient, 'read', w.categoryId),
    scopeOf: categoryPolicy.scopeOf,
    scope: projectScope,
  }),
  scopeRow({
    thing: 'a release, its folder scope',
    load: (w) => releasePolicy.load(w.db, w.actors.recipient, 'change', w.releaseId),
    scopeOf: releasePolicy.scopeOf,
    scope: projectScope,
  }),
  scopeRow({
    thing: "a sprint, its release's project and folder scope",
    load: (w) => releasePolicy.loadSprint(w.db, w.actors.recipient, 'change', w.sprintId),
    scopeOf: releasePolicy.scopeOf,
    scope: projectScope,
    fields: (w) => ({ releaseId: w.releaseId }),
  }),
  scopeRow({
    thing: "a room link, its project and the project's folder",
    load: (w) => roomLinkPolicy.load(w.db, w.actors.owner, 'revoke', w.roomLinkId),
    fields: (w) => ({
      projectId: w.projectId,
      projectParentId: w.folderId,
      folderId: w.folderId,
      folderOwnerId: w.actors.owner.id,
    }),
  }),
  scopeRow({
    thing: "a child project, the folder's room and the project's projectors",
    load: (w) => projectPolicy.load(w.db, w.actors.recipient, 'read', w.projectId),
    scopeOf: projectPolicy.scopeOf,
    scope: projectScope,
  }),
  scopeRow({
    thing: "a folder, the folder's room and its own projectors",
    load: (w) => projectPolicy.load(w.db, w.actors.recipient, 'read', w.folderId),
    scopeOf: projectPolicy.scopeOf,
    scope: (w) => ({ folderId: w.folderId, projectId: w.folderId }),
  }),
];

/** `load(…, {lock: true})` locks `row` and none of `free` (expectLockedLoad). */
export const LOCKS: {
  locks: string;
  load: (w: PolicyWorld, db: Db, options: { lock?: boolean }) => Promise<unknown>;
  row: (w: PolicyWorld) => Row;
  free: (w: PolicyWorld) => Row[];
}[] = [
  {
    locks: 'the card, not its project',
    load: (w, db, options) => cardPolicy.load(db, w.actors.owner, 'change', w.cardId, options),
    row: (w) => ['cards', w.cardId],
    free: (w) => [
      ['projects', w.projectId],
      ['projects', w.folderId],
    ],
  },
  {
    locks: 'the use case, not its project',
    load: (w, db, options) => categoryPolicy.load(db, w.actors.recipient, 'change', w.categoryId, options),
    row: (w) => ['categories', w.categoryId],
    free: (w) => [['projects', w.projectId]],
  },
  {
    locks: 'the client, not its folders',
    load: (w, db, options) => clientPolicy.load(db, w.actors.owner, 'addFolder', w.clientId, options),
    row: (w) => ['clients', w.clientId],
    free: (w) => [
      ['projects', w.folderId],
      ['clients', w.otherClientId],
    ],
  },
  {
    locks: 'the release, not its project',
    load: (w, db, options) => releasePolicy.load(db, w.actors.owner, 'change', w.releaseId, options),
    row: (w) => ['releases', w.releaseId],
    free: (w) => [['projects', w.projectId]],
  },
  {
    locks: 'the sprint, not its release',
    load: (w, db, options) => releasePolicy.loadSprint(db, w.actors.recipient, 'change', w.sprintId, options),
    row: (w) => ['sprints', w.sprintId],
    free: (w) => [
      ['releases', w.releaseId],
      ['projects', w.projectId],
    ],
  },
  {
    locks: 'the share, not its folder',
    load: (w, db, options) => sharePolicy.load(db, w.actors.recipient, 'remove', w.recipientShareId, options),
    row: (w) => ['folder_shares', w.recipientShareId],
    free: (w) => [
      ['projects', w.folderId],
      ['folder_shares', w.colleagueShareId],
    ],
  },
  {
    locks: 'the child project (load), not its folder',
    load: (w, db, options) => projectPolicy.load(db, w.actors.recipient, 'edit', w.projectId, options),
    row: (w) => ['projects', w.projectId],
    free: (w) => [
      ['projects', w.folderId],
      ['clients', w.clientId],
    ],
  },
  {
    locks: 'the folder (loadFolder)',
    load: (w, db, options) =>
      projectPolicy.loadFolder(db, w.actors.owner, 'share', w.folderId, SHARE_MESSAGES.notAFolder, options),
    row: (w) => ['projects', w.folderId],
    free: (w) => [
      ['projects', w.projectId],
      ['clients', w.clientId],
    ],
  },
];
