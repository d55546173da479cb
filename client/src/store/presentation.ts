// The projector view's state. The roadmap data itself lives in the board store (board.cards,
// categories, releases, project, presence, connection), filled either by the signed-in live connection
// (realtime/boardLive.ts) or, for a room link, by a token socket that can only watch that one project
// (realtime/roomLive.ts). This module says which, and how it is going.
import { proxy } from 'valtio';

/** member: a signed-in person with access; room: opened through a room link (read-only, no account). */
export type PresentationMode = 'member' | 'room';

/**
 * loading: first load; ready: showing the project (board.connection tells live / reconnecting);
 * notFound: no such project or no access (also a bad or unknown link); signedOut: no session and no link;
 * revoked: the room link was revoked while open (the page stops updating).
 */
export type PresentationStatus = 'loading' | 'ready' | 'notFound' | 'signedOut' | 'revoked';

export const presentation = proxy<{
  mode: PresentationMode;
  status: PresentationStatus;
  projectId: number | null;
}>({
  mode: 'member',
  status: 'loading',
  projectId: null,
});
