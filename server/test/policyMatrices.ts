// What each policy's load must give each of the policy world's five people, per action: the table the policy
// test (server/domain/policies/policies.test.ts) runs row by row.
import { CARD_MESSAGES } from '../../common/schemas/cards';
import { CATEGORY_MESSAGES } from '../../common/schemas/categories';
import { CLIENT_MESSAGES } from '../../common/schemas/clients';
import { MEETING_MESSAGES } from '../../common/schemas/meetings';
import { PROJECT_MESSAGES } from '../../common/schemas/projects';
import { RELEASE_MESSAGES } from '../../common/schemas/releases';
import { ROOM_LINK_MESSAGES } from '../../common/schemas/roomLinks';
import { SHARE_MESSAGES } from '../../common/schemas/shares';
import type { CardAction } from '../domain/policies/cards';
import type { CategoryAction } from '../domain/policies/categories';
import type { ClientAction } from '../domain/policies/clients';
import type { MeetingAction } from '../domain/policies/meetings';
import type { ProjectAction } from '../domain/policies/projects';
import type { ReleaseAction } from '../domain/policies/releases';
import type { RoomLinkAction } from '../domain/policies/roomLinks';
import type { ShareAction } from '../domain/policies/shares';
import { outcomes, OWNER, refused, SHARED, type ActorRow, type Expected } from './policyWorld';

type Matrix<A extends string> = Record<A, ActorRow>;

/** Read and change for members, `others` for everyone else. */
const membersOnly = (others: Expected) => ({
  read: outcomes(OWNER, SHARED, others),
  change: outcomes(OWNER, SHARED, others),
});

/** Every action of a project load gives `member` to the owner and the recipient, `others` to the others. */
const everyProjectAction = (member: Expected, others: Expected): Matrix<ProjectAction> => ({
  read: outcomes(member, member, others),
  changeInside: outcomes(member, member, others),
  edit: outcomes(member, member, others),
  delete: outcomes(member, member, others),
  share: outcomes(member, member, others),
  move: outcomes(member, member, others),
  manageRoomLinks: outcomes(member, member, others),
  chooseEstimation: outcomes(member, member, others),
});

const notFound = (message: string) => ({ kind: 'notFound' as const, message });
/** Each thing's 404 for whoever may not know it exists. */
export const NOT_FOUND = {
  card: notFound(CARD_MESSAGES.notFound),
  category: notFound(CATEGORY_MESSAGES.notFound),
  client: notFound(CLIENT_MESSAGES.notFound),
  meeting: notFound(MEETING_MESSAGES.notFound),
  project: notFound(PROJECT_MESSAGES.notFound),
  release: notFound(RELEASE_MESSAGES.notFound),
  sprint: notFound(RELEASE_MESSAGES.sprintNotFound),
  roomLink: notFound(ROOM_LINK_MESSAGES.notFound),
  share: notFound(SHARE_MESSAGES.notFound),
};

const CLIENT_OWNER_ONLY = refused('forbidden', CLIENT_MESSAGES.ownerOnly);
const FOLDER_OWNER_ONLY = refused('forbidden', PROJECT_MESSAGES.folderOwnerOnly);
export const SHARE_OWNER_ONLY = refused('forbidden', SHARE_MESSAGES.ownerOnly);
const LINKS_OWNER_ONLY = refused('forbidden', ROOM_LINK_MESSAGES.ownerOnly);
const ESTIMATION_OWNER_ONLY = refused('forbidden', PROJECT_MESSAGES.estimationOwnerOnly);

export const cardMatrix = membersOnly(NOT_FOUND.card) satisfies Matrix<CardAction>;
export const categoryMatrix = membersOnly(NOT_FOUND.category) satisfies Matrix<CategoryAction>;
export const releaseMatrix = membersOnly(NOT_FOUND.release) satisfies Matrix<ReleaseAction>;
export const sprintMatrix = membersOnly(NOT_FOUND.sprint) satisfies Matrix<ReleaseAction>;

/** A recipient sees the client of a folder shared with them by name, and nothing more. */
export const sharedClientMatrix: Matrix<ClientAction> = {
  read: outcomes(OWNER, SHARED, NOT_FOUND.client),
  edit: outcomes(OWNER, CLIENT_OWNER_ONLY, NOT_FOUND.client),
  delete: outcomes(OWNER, CLIENT_OWNER_ONLY, NOT_FOUND.client),
  addFolder: outcomes(OWNER, CLIENT_OWNER_ONLY, NOT_FOUND.client),
};
export const unsharedClientMatrix: Matrix<ClientAction> = {
  read: outcomes(OWNER, NOT_FOUND.client, NOT_FOUND.client),
  edit: outcomes(OWNER, NOT_FOUND.client, NOT_FOUND.client),
  delete: outcomes(OWNER, NOT_FOUND.client, NOT_FOUND.client),
  addFolder: outcomes(OWNER, NOT_FOUND.client, NOT_FOUND.client),
};

/** For a meeting the recipient facilitates: members take part, only the facilitator steers. */
export const meetingMatrix: Matrix<MeetingAction> = {
  takePart: outcomes(OWNER, SHARED, NOT_FOUND.meeting),
  steer: outcomes(refused('forbidden', MEETING_MESSAGES.facilitatorOnly), SHARED, NOT_FOUND.meeting),
  end: outcomes(OWNER, SHARED, NOT_FOUND.meeting),
};

/** Only the folder's owner manages links; a recipient sees the project, so gets 403, not 404. */
export const roomLinkMatrix: Matrix<RoomLinkAction> = {
  revoke: outcomes(OWNER, LINKS_OWNER_ONLY, NOT_FOUND.roomLink),
};

/** The folder itself (rename, delete, share, projector links, moving projects in or out) is its owner's. */
export const onFolderMatrix: Matrix<ProjectAction> = {
  read: outcomes(OWNER, SHARED, NOT_FOUND.project),
  changeInside: outcomes(OWNER, SHARED, NOT_FOUND.project),
  edit: outcomes(OWNER, FOLDER_OWNER_ONLY, NOT_FOUND.project),
  delete: outcomes(OWNER, FOLDER_OWNER_ONLY, NOT_FOUND.project),
  share: outcomes(OWNER, SHARE_OWNER_ONLY, NOT_FOUND.project),
  move: outcomes(OWNER, FOLDER_OWNER_ONLY, NOT_FOUND.project),
  manageRoomLinks: outcomes(OWNER, LINKS_OWNER_ONLY, NOT_FOUND.project),
  chooseEstimation: outcomes(OWNER, ESTIMATION_OWNER_ONLY, NOT_FOUND.project),
};
/** A project inside it is everyone's who is a member, except its projector links and moving it to another folder. */
export const onProjectMatrix: Matrix<ProjectAction> = {
  read: outcomes(OWNER, SHARED, NOT_FOUND.project),
  changeInside: outcomes(OWNER, SHARED, NOT_FOUND.project),
  edit: outcomes(OWNER, SHARED, NOT_FOUND.project),
  delete: outcomes(OWNER, SHARED, NOT_FOUND.project),
  share: outcomes(OWNER, SHARE_OWNER_ONLY, NOT_FOUND.project),
  move: outcomes(OWNER, FOLDER_OWNER_ONLY, NOT_FOUND.project),
  manageRoomLinks: outcomes(OWNER, LINKS_OWNER_ONLY, NOT_FOUND.project),
  chooseEstimation: outcomes(OWNER, ESTIMATION_OWNER_ONLY, NOT_FOUND.project),
};
/** loadChild on a folder: a folder is "not a project" (404) for every member, before any 403. */
export const childOnFolderMatrix = everyProjectAction(notFound(CARD_MESSAGES.notAProject), NOT_FOUND.project);
/** loadFolder on a child project: the caller's mistake (400) comes before any 403. */
export const folderOnProjectMatrix = everyProjectAction(
  refused('invalid', SHARE_MESSAGES.notAFolder),
  NOT_FOUND.project,
);

/** Leaving: a recipient removes their own share. */
export const ownShareMatrix: Matrix<ShareAction> = {
  read: outcomes(OWNER, SHARED, NOT_FOUND.share),
  remove: outcomes(OWNER, SHARED, NOT_FOUND.share),
};
export const anotherRecipientsShareMatrix: Matrix<ShareAction> = {
  read: outcomes(OWNER, SHARED, NOT_FOUND.share),
  remove: outcomes(OWNER, SHARE_OWNER_ONLY, NOT_FOUND.share),
};
/** The invitee's own pending invitation: not a member yet, so it does not exist for them. */
export const pendingInvitationMatrix: Matrix<ShareAction> = {
  read: outcomes(OWNER, SHARED, NOT_FOUND.share),
  remove: outcomes(OWNER, SHARE_OWNER_ONLY, NOT_FOUND.share),
};
