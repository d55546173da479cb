// The folder and project policy against real rows: every action × owner / recipient / pending invitee /
// stranger / admin, on a folder and on a child project, through `load`, `loadChild` and `loadFolder`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_MESSAGES } from '../../../common/schemas/cards';
import { PROJECT_MESSAGES } from '../../../common/schemas/projects';
import { ROOM_LINK_MESSAGES } from '../../../common/schemas/roomLinks';
import { SHARE_MESSAGES } from '../../../common/schemas/shares';
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
import type { Actor } from './authorize';
import * as projectPolicy from './projects';

type Matrix = Record<projectPolicy.ProjectAction, ActorRow>;

let w: PolicyWorld;
beforeAll(async () => {
  w = await buildPolicyWorld();
});
afterAll(() => w?.close());

const NOT_FOUND = refused('notFound', PROJECT_MESSAGES.notFound);
const FOLDER_OWNER_ONLY = refused('forbidden', PROJECT_MESSAGES.folderOwnerOnly);
const SHARE_OWNER_ONLY = refused('forbidden', SHARE_MESSAGES.ownerOnly);
const LINKS_OWNER_ONLY = refused('forbidden', ROOM_LINK_MESSAGES.ownerOnly);
const NOT_A_PROJECT = refused('notFound', CARD_MESSAGES.notAProject);
const NOT_A_FOLDER = refused('invalid', SHARE_MESSAGES.notAFolder);

/** The folder itself (rename, delete, share, projector links, moving projects in or out) is its owner's. */
const onFolder: Matrix = {
  read: outcomes(OWNER, SHARED, NOT_FOUND),
  changeInside: outcomes(OWNER, SHARED, NOT_FOUND),
  edit: outcomes(OWNER, FOLDER_OWNER_ONLY, NOT_FOUND),
  delete: outcomes(OWNER, FOLDER_OWNER_ONLY, NOT_FOUND),
  share: outcomes(OWNER, SHARE_OWNER_ONLY, NOT_FOUND),
  move: outcomes(OWNER, FOLDER_OWNER_ONLY, NOT_FOUND),
  manageRoomLinks: outcomes(OWNER, LINKS_OWNER_ONLY, NOT_FOUND),
};
/** A project inside it is everyone's who is a member, except its projector links and moving it to another folder. */
const onProject: Matrix = {
  read: outcomes(OWNER, SHARED, NOT_FOUND),
  changeInside: outcomes(OWNER, SHARED, NOT_FOUND),
  edit: outcomes(OWNER, SHARED, NOT_FOUND),
  delete: outcomes(OWNER, SHARED, NOT_FOUND),
  share: outcomes(OWNER, SHARE_OWNER_ONLY, NOT_FOUND),
  move: outcomes(OWNER, FOLDER_OWNER_ONLY, NOT_FOUND),
  manageRoomLinks: outcomes(OWNER, LINKS_OWNER_ONLY, NOT_FOUND),
};
/** loadChild on a folder: a folder is "not a project" (404) for every member, before any 403. */
const childOnFolder: Matrix = {
  read: outcomes(NOT_A_PROJECT, NOT_A_PROJECT, NOT_FOUND),
  changeInside: outcomes(NOT_A_PROJECT, NOT_A_PROJECT, NOT_FOUND),
  edit: outcomes(NOT_A_PROJECT, NOT_A_PROJECT, NOT_FOUND),
  delete: outcomes(NOT_A_PROJECT, NOT_A_PROJECT, NOT_FOUND),
  share: outcomes(NOT_A_PROJECT, NOT_A_PROJECT, NOT_FOUND),
  move: outcomes(NOT_A_PROJECT, NOT_A_PROJECT, NOT_FOUND),
  manageRoomLinks: outcomes(NOT_A_PROJECT, NOT_A_PROJECT, NOT_FOUND),
};
/** loadFolder on a child project: the caller's mistake (400) comes before any 403. */
const folderOnProject: Matrix = {
  read: outcomes(NOT_A_FOLDER, NOT_A_FOLDER, NOT_FOUND),
  changeInside: outcomes(NOT_A_FOLDER, NOT_A_FOLDER, NOT_FOUND),
  edit: outcomes(NOT_A_FOLDER, NOT_A_FOLDER, NOT_FOUND),
  delete: outcomes(NOT_A_FOLDER, NOT_A_FOLDER, NOT_FOUND),
  share: outcomes(NOT_A_FOLDER, NOT_A_FOLDER, NOT_FOUND),
  move: outcomes(NOT_A_FOLDER, NOT_A_FOLDER, NOT_FOUND),
  manageRoomLinks: outcomes(NOT_A_FOLDER, NOT_A_FOLDER, NOT_FOUND),
};

const load = (actor: Actor, action: projectPolicy.ProjectAction, id: number) =>
  projectPolicy.load(w.db, actor, action, id);
const can = { rule: projectPolicy.can, via: 'read' } as const;

describe('project policy: load on the folder', () => {
  testMatrix(() => w, onFolder, {
    id: () => w.folderId,
    load,
    can,
  });
});

describe('project policy: load on a child project', () => {
  testMatrix(() => w, onProject, {
    id: () => w.projectId,
    load,
    can,
  });
});

describe('project policy: load', () => {
  it('answers a non-member, and a missing id, with the 404 message it is given', async () => {
    const options = { notFound: SHARE_MESSAGES.notFound };
    const shareNotFound = refused('notFound', SHARE_MESSAGES.notFound);
    for (const who of [w.actors.invitee, w.actors.stranger, w.actors.admin]) {
      await expectOutcome(
        projectPolicy.load(w.db, who, 'read', w.folderId, options),
        w.folderId,
        shareNotFound,
      );
    }
    await expectOutcome(
      projectPolicy.load(w.db, w.actors.owner, 'read', w.missingId, options),
      w.missingId,
      shareNotFound,
    );
  });

  it("scopes a change to the folder's room and the project's projectors", async () => {
    const project = await projectPolicy.load(w.db, w.actors.recipient, 'read', w.projectId);
    const folder = await projectPolicy.load(w.db, w.actors.recipient, 'read', w.folderId);
    expect(projectPolicy.scopeOf(project)).toEqual({ folderId: w.folderId, projectId: w.projectId });
    expect(projectPolicy.scopeOf(folder)).toEqual({ folderId: w.folderId, projectId: w.folderId });
  });

  it('lock: true loads the same child project and locks it, not its folder', async () => {
    await expectLockedLoad(
      w.db,
      (db, options) => projectPolicy.load(db, w.actors.recipient, 'edit', w.projectId, options),
      ['projects', w.projectId],
      [
        ['projects', w.folderId],
        ['clients', w.clientId],
      ],
    );
  });
});

const loadChild = (actor: Actor, action: projectPolicy.ProjectAction, id: number) =>
  projectPolicy.loadChild(w.db, actor, action, id, CARD_MESSAGES.notAProject);
const loadFolder = (actor: Actor, action: projectPolicy.ProjectAction, id: number) =>
  projectPolicy.loadFolder(w.db, actor, action, id, SHARE_MESSAGES.notAFolder);

describe('project policy: loadChild on a child project', () => {
  testMatrix(() => w, onProject, { id: () => w.projectId, load: loadChild });
});

describe('project policy: loadChild on the folder', () => {
  testMatrix(() => w, childOnFolder, { id: () => w.folderId, load: loadChild });
});

describe('project policy: loadFolder on the folder', () => {
  testMatrix(() => w, onFolder, { id: () => w.folderId, load: loadFolder });
});

describe('project policy: loadFolder on a child project', () => {
  testMatrix(() => w, folderOnProject, { id: () => w.projectId, load: loadFolder });
});

describe('project policy: loadFolder', () => {
  it('lock: true loads the same folder and locks it', async () => {
    await expectLockedLoad(
      w.db,
      (db, options) =>
        projectPolicy.loadFolder(db, w.actors.owner, 'share', w.folderId, SHARE_MESSAGES.notAFolder, options),
      ['projects', w.folderId],
      [
        ['projects', w.projectId],
        ['clients', w.clientId],
      ],
    );
  });
});
