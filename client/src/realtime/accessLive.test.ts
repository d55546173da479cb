// @vitest-environment happy-dom
// The person's own channel on the client (docs/realtime.md "access"): heard with no project open, a new share
// toasts "{name} shared ‘{folder}’ with you", every notice (and every (re)connect) asks for the lists again,
// and a closed connection tells no one.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccessChange } from '../../../common/events';
import { board, resetBoard } from '../store/board';
import { clearToasts, toastState } from '../ui';
import { createBoardLive } from './boardLive';
import { FakeSocket } from './fakeSocket';

const shared: AccessChange = { reason: 'shared', folderId: 5, folderName: 'Product', by: 'Olivia Owner' };

function setUp() {
  const socket = new FakeSocket();
  const live = createBoardLive({ connect: () => socket, fetchData: vi.fn() });
  const heard: (AccessChange | null)[] = [];
  return { socket, live, heard, listen: () => live.watchAccess((message) => heard.push(message)) };
}

afterEach(() => clearToasts());

describe('the access channel', () => {
  it('connects with no project open, and reads the lists again on each (re)connect', () => {
    resetBoard(null);
    const { socket, heard, listen } = setUp();
    listen();
    expect(board.projectId).toBe(null);
    socket.up();
    socket.down();
    socket.up();
    expect(heard).toEqual([null, null]);
  });

  it('a new share: the toast names who shared which folder, and the lists are read again', () => {
    const { socket, heard, listen } = setUp();
    listen();
    socket.up();
    socket.hear('access', shared);
    expect(heard).toEqual([null, shared]);
    expect(toastState.queue.map((t) => t.title)).toEqual(['Olivia Owner shared ‘Product’ with you']);
  });

  it('a removed share or a changed list reads the lists again without a toast', () => {
    const { socket, heard, listen } = setUp();
    listen();
    socket.up();
    socket.hear('access', { reason: 'unshared', folderId: 5 });
    socket.hear('access', { reason: 'changed', folderId: 5 });
    expect(heard.slice(1)).toEqual([
      { reason: 'unshared', folderId: 5 },
      { reason: 'changed', folderId: 5 },
    ]);
    expect(toastState.queue).toEqual([]);
  });

  it('after closeLive nothing is passed on', () => {
    const { socket, live, heard, listen } = setUp();
    listen();
    socket.up();
    live.closeLive();
    socket.hear('access', { reason: 'changed', folderId: 5 });
    expect(heard).toEqual([null]);
  });
});
