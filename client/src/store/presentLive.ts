// Starts and stops the projector's data: a signed-in member watches through the normal live
// connection (realtime/boardLive.ts, the same as the feature manager); a room link through its own socket
// (realtime/roomLive.ts). Either way the roadmap lands in the board store and stays live.
import { subscribe } from 'valtio';
import { board } from './board';
import { closeLive, openProject } from './live';
import { presentation } from './presentation';
import { startRoom, stopRoom } from '../realtime/roomLive';
import { loadSession, session } from './session';

let unwatch: (() => void) | null = null;

/** Maps the member connection's board state onto the presentation's. */
function watchMember() {
  const update = () => {
    if (board.revoked) presentation.status = 'revoked';
    else if (board.status === 'ready') presentation.status = 'ready';
    else if (board.status === 'error') presentation.status = 'notFound';
  };
  unwatch = subscribe(board, update);
  update();
}

export function startPresentation(projectId: number, key: string | null) {
  stopPresentation();
  Object.assign(presentation, { projectId, mode: key ? 'room' : 'member', status: 'loading' });
  if (key) return startRoom(projectId, key);
  void loadSession().then(() => {
    if (presentation.projectId !== projectId || presentation.mode !== 'member') return;
    if (session.status !== 'signedIn') {
      presentation.status = 'signedOut';
      return;
    }
    watchMember();
    void openProject(projectId);
  });
}

export function stopPresentation() {
  unwatch?.();
  unwatch = null;
  if (presentation.mode === 'room') stopRoom();
  else closeLive();
}
