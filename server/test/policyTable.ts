// The policy test as a table (server/domain/policies/policies.test.ts runs it): which load of which policy,
// on which thing of the policy world, must give what; closures read the world once the test has built it.
import { CARD_MESSAGES } from '../../common/schemas/cards';
import { SHARE_MESSAGES } from '../../common/schemas/shares';
import type { Actor } from '../domain/policies/authorize';
import * as cardPolicy from '../domain/policies/cards';
import * as categoryPolicy from '../domain/policies/categories';
import * as clientPolicy from '../domain/policies/clients';
import * as meetingPolicy from '../domain/policies/meetings';
import * as projectPolicy from '../domain/policies/projects';
import * as releasePolicy from '../domain/policies/releases';
import * as roomLinkPolicy from '../domain/policies/roomLinks';
import * as sharePolicy from '../domain/policies/shares';
import * as m from './policyMatrices';
import { testMatrix, type ActorRow, type MatrixSubject, type PolicyWorld } from './policyWorld';

type World = () => PolicyWorld;
type Loaded = { id: number; role: 'owner' | 'shared' };

/** A load on one thing, tested for every action × actor (testMatrix). */
const matrixRow = <A extends string, T extends Loaded>(
  title: string,
  matrix: Record<A, ActorRow>,
  subject: (w: World) => MatrixSubject<A, T>,
) => ({ title, test: (w: World) => testMatrix(w, matrix, subject(w)) });

const projectLoad = (w: World) => (actor: Actor, action: projectPolicy.ProjectAction, id: number) =>
  projectPolicy.load(w().db, actor, action, id);
const loadChild = (w: World) => (actor: Actor, action: projectPolicy.ProjectAction, id: number) =>
  projectPolicy.loadChild(w().db, actor, action, id, CARD_MESSAGES.notAProject);
const loadFolder = (w: World) => (actor: Actor, action: projectPolicy.ProjectAction, id: number) =>
  projectPolicy.loadFolder(w().db, actor, action, id, SHARE_MESSAGES.notAFolder);
const shareLoad = (w: World) => (actor: Actor, action: sharePolicy.ShareAction, id: number) =>
  sharePolicy.load(w().db, actor, action, id);

export const MATRICES = [
  matrixRow('card policy', m.cardMatrix, (w) => ({
    id: () => w().cardId,
    load: (actor, action, id) => cardPolicy.load(w().db, actor, action, id),
    can: { rule: cardPolicy.can, via: 'read' },
  })),
  matrixRow('use case policy', m.categoryMatrix, (w) => ({
    id: () => w().categoryId,
    load: (actor, action, id) => categoryPolicy.load(w().db, actor, action, id),
    can: { rule: categoryPolicy.can, via: 'read' },
  })),
  matrixRow('client policy on the client with the shared folder', m.sharedClientMatrix, (w) => ({
    id: () => w().clientId,
    load: (actor, action, id) => clientPolicy.load(w().db, actor, action, id),
    can: { rule: clientPolicy.can, via: 'read' },
  })),
  matrixRow('client policy on a client with nothing shared', m.unsharedClientMatrix, (w) => ({
    id: () => w().otherClientId,
    load: (actor, action, id) => clientPolicy.load(w().db, actor, action, id),
  })),
  matrixRow('meeting policy', m.meetingMatrix, (w) => ({
    id: () => w().meetingId,
    load: (actor, action, id) => meetingPolicy.load(w().db, actor, action, id),
    can: { rule: meetingPolicy.can, via: 'takePart' },
  })),
  matrixRow('project policy: load on the folder', m.onFolderMatrix, (w) => ({
    id: () => w().folderId,
    load: projectLoad(w),
    can: { rule: projectPolicy.can, via: 'read' },
  })),
  matrixRow('project policy: load on a child project', m.onProjectMatrix, (w) => ({
    id: () => w().projectId,
    load: projectLoad(w),
    can: { rule: projectPolicy.can, via: 'read' },
  })),
  matrixRow('project policy: loadChild on a child project', m.onProjectMatrix, (w) => ({
    id: () => w().projectId,
    load: loadChild(w),
  })),
  matrixRow('project policy: loadChild on the folder', m.childOnFolderMatrix, (w) => ({
    id: () => w().folderId,
    load: loadChild(w),
  })),
  matrixRow('project policy: loadFolder on the folder', m.onFolderMatrix, (w) => ({
    id: () => w().folderId,
    load: loadFolder(w),
  })),
  matrixRow('project policy: loadFolder on a child project', m.folderOnProjectMatrix, (w) => ({
    id: () => w().projectId,
    load: loadFolder(w),
  })),
  matrixRow('release policy', m.releaseMatrix, (w) => ({
    id: () => w().releaseId,
    load: (actor, action, id) => releasePolicy.load(w().db, actor, action, id),
    can: { rule: releasePolicy.can, via: 'read' },
  })),
  matrixRow('sprint policy', m.sprintMatrix, (w) => ({
    id: () => w().sprintId,
    load: (actor, action, id) => releasePolicy.loadSprint(w().db, actor, action, id),
    can: { rule: releasePolicy.can, via: 'read' },
  })),
  matrixRow('room link policy', m.roomLinkMatrix, (w) => ({
    id: () => w().roomLinkId,
    load: (actor, action, id) => roomLinkPolicy.load(w().db, actor, action, id),
  })),
  matrixRow("share policy on the recipient's own share", m.ownShareMatrix, (w) => ({
    id: () => w().recipientShareId,
    load: shareLoad(w),
    can: { rule: sharePolicy.can, via: 'read' },
  })),
  matrixRow("share policy on another recipient's share", m.anotherRecipientsShareMatrix, (w) => ({
    id: () => w().colleagueShareId,
    load: shareLoad(w),
    can: { rule: sharePolicy.can, via: 'read' },
  })),
  matrixRow('share policy on the pending invitation', m.pendingInvitationMatrix, (w) => ({
    id: () => w().inviteeShareId,
    load: shareLoad(w),
    can: { rule: sharePolicy.can, via: 'read' },
  })),
];

/** Each load, asked by the owner for an id no table uses: the thing's own 404 message. */
export const MISSING: {
  thing: string;
  expected: { kind: 'notFound'; message: string };
  load: (w: PolicyWorld) => Promise<Loaded>;
}[] = [
  {
    thing: 'card',
    expected: m.NOT_FOUND.card,
    load: (w) => cardPolicy.load(w.db, w.actors.owner, 'read', w.missingId),
  },
  {
    thing: 'use case',
    expected: m.NOT_FOUND.category,
    load: (w) => categoryPolicy.load(w.db, w.actors.owner, 'change', w.missingId),
  },
  {
    thing: 'client',
    expected: m.NOT_FOUND.client,
    load: (w) => clientPolicy.load(w.db, w.actors.owner, 'read', w.missingId),
  },
  {
    thing: 'meeting',
    expected: m.NOT_FOUND.meeting,
    load: (w) => meetingPolicy.load(w.db, w.actors.owner, 'takePart', w.missingId),
  },
  {
    thing: 'release',
    expected: m.NOT_FOUND.release,
    load: (w) => releasePolicy.load(w.db, w.actors.owner, 'read', w.missingId),
  },
  {
    thing: 'sprint',
    expected: m.NOT_FOUND.sprint,
    load: (w) => releasePolicy.loadSprint(w.db, w.actors.owner, 'read', w.missingId),
  },
  {
    thing: 'link',
    expected: m.NOT_FOUND.roomLink,
    load: (w) => roomLinkPolicy.load(w.db, w.actors.owner, 'revoke', w.missingId),
  },
  {
    thing: 'share',
    expected: m.NOT_FOUND.share,
    load: (w) => sharePolicy.load(w.db, w.actors.owner, 'remove', w.missingId),
  },
];
