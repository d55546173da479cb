// Sockets on HTTP long-polling: behind a proxy that refuses the WebSocket upgrade the
// board's transport options fall back to polling and hear changes; and a polling socket is held to every rule
// a WebSocket is: a session cookie, our own Origin (on each of its requests, not only the first), the
// stranger's 404, the 64 KB message limit, the per-event limits, and sign-out. Every later request of a polling
// session must come from the client that opened it, and Socket.IO's own answers carry the
// security headers.
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../../chaos/harness/tcpProxy';
import type { ChangeEvent, RoomJoinAck, SubscribeAck, SyncAck } from '../../common/events';
import { signedInUser } from '../test/factories';
import { rawRequest } from '../test/rawRequest';

import { startTestServer, type TestServer } from '../test/testServer';
import { openTransportSocket, transportOf, type TransportSocketOptions } from '../test/transportSocket';
import { makeWorkspace, type Workspace } from '../test/workspace';
import { HANDSHAKE_ERRORS } from './handshake';
import { SOCKET_EVENT_LIMITS } from './limits';
import { eventually, PATIENCE_MS } from '../test/waits';

const POLLING_ONLY = { transports: ['polling'] } as const satisfies TransportSocketOptions['transports'];
const EVIL = 'https://evil.example';

let server: TestServer;
let proxy: TcpProxy;
let ws: Workspace;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  proxy = await startTcpProxy({ backends: [Number(new URL(server.url).port)], refuseWebSocket: true });
  ws = await makeWorkspace(server);
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await proxy?.close();
  await server?.close();
});

const open = async (url: string, options: TransportSocketOptions) => {
  const socket = await openTransportSocket(url, options);
  sockets.push(socket);
  return socket;
};
/** Long-polling straight to the server, as the owner's browser unless told otherwise. */
const poll = (options: TransportSocketOptions = {}) =>
  open(server.url, { cookie: ws.owner.client.cookieHeader, transports: POLLING_ONLY, ...options });
const subscribe = (socket: Socket, projectId: number): Promise<SubscribeAck> =>
  socket.timeout(PATIENCE_MS).emitWithAck('project:subscribe', { projectId });
const heard = (socket: Socket) => {
  const changes: ChangeEvent[] = [];
  socket.on('change', (event: ChangeEvent) => changes.push(event));
  return changes;
};
/** The pages are the app's own (APP_URL, here the server's URL); a proxy only carries their requests. */
const viaProxy = (options: TransportSocketOptions) => open(proxy.url, { origin: server.url, ...options });
/** A request on a polling session, from a client that learnt its sid (it travels in URLs). */
const onSession = (sid: string, headers: Record<string, string>, body?: string, base = server.url) =>
  rawRequest(`${base}/socket.io/?EIO=4&transport=polling&sid=${sid}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
    body,
  });
/** Whether the server still holds a socket of this id (what the client thinks does not count). */
const serverHolds = (id: string) => server.realtime.io.of('/').sockets.has(id);

describe('behind a proxy that refuses WebSocket', () => {
  it('the board’s options fall back to long-polling, and the socket hears every change', async () => {
    const before = proxy.refusedUpgrades;
    const socket = await viaProxy({ cookie: ws.owner.client.cookieHeader });
    expect(proxy.refusedUpgrades).toBeGreaterThan(before);
    expect(transportOf(socket)).toBe('polling');
    const changes = heard(socket);
    expect(await subscribe(socket, ws.projectId)).toMatchObject({ ok: true, folderId: ws.folderId });

    const created = await ws.owner.client.post('/api/cards', {
      title: 'Over polling',
      projectId: ws.projectId,
    });
    expect(created.status).toBe(201);
    const event = await eventually(() => changes.find((e) => e.type === 'card.created'));
    expect(event.data).toEqual(created.body);
    expect(transportOf(socket)).toBe('polling'); // it never tried WebSocket again
  });

  it('a projector’s room-link socket falls back the same way', async () => {
    const link = await ws.owner.client.post(`/api/projects/${ws.projectId}/room-links`);
    expect(link.status).toBe(201);
    const roomKey = new URL(link.body.url).hash.replace('#key=', '');
    const socket = await viaProxy({ auth: { roomKey } });
    expect(transportOf(socket)).toBe('polling');
    const changes = heard(socket);
    const joined: RoomJoinAck = await socket.timeout(PATIENCE_MS).emitWithAck('room:join', {});
    expect(joined).toMatchObject({ ok: true, project: { id: ws.projectId } });
    await ws.owner.client.post('/api/cards', { title: 'On the wall', projectId: ws.projectId });
    await eventually(() => changes.find((e) => e.type === 'card.created' && e.data.title === 'On the wall'));
  });

  it('where WebSocket gets through, the same options stay on WebSocket', async () => {
    const socket = await open(server.url, { cookie: ws.owner.client.cookieHeader });
    expect(transportOf(socket)).toBe('websocket');
  });
});

/**
 * The owner's cookie with the first character of its signature changed, always to another one (a fixed
 * replacement equals the original once in 64 runs, and the "forged" cookie then opens the session).
 */
function forgedCookie(): string {
  const forged = ws.owner.client.cookieHeader.replace(
    /\.sig=./,
    (sig) => `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`,
  );
  expect(forged).not.toBe(ws.owner.client.cookieHeader);
  return forged;
}

describe('a long-polling socket is held to the same rules as a WebSocket', () => {
  it('no cookie, a forged one, or a link key that opens nothing: refused at the handshake', async () => {
    await expect(poll({ cookie: undefined })).rejects.toThrow(HANDSHAKE_ERRORS.signedOut);
    const forged = forgedCookie();
    await expect(poll({ cookie: forged })).rejects.toThrow(HANDSHAKE_ERRORS.signedOut);
    await expect(poll({ cookie: undefined, auth: { roomKey: 'x'.repeat(43) } })).rejects.toThrow(
      'This link is not valid',
    );
  });

  it('a stranger’s polling socket reaches nothing of the folder', async () => {
    const stranger = await signedInUser(server);
    const socket = await poll({ cookie: stranger.client.cookieHeader });
    const changes = heard(socket);
    expect(await subscribe(socket, ws.projectId)).toEqual({ ok: false, error: 'Not found' });
    const replay: SyncAck = await socket
      .timeout(PATIENCE_MS)
      .emitWithAck('sync:since', { folderId: ws.folderId, seq: 0 });
    expect(replay).toEqual({ ok: false, error: 'Not found' });
    // A change the owner makes now reaches the owner's polling socket, never the stranger's.
    const owner = await poll();
    const ownerHeard = heard(owner);
    expect(await subscribe(owner, ws.projectId)).toMatchObject({ ok: true });
    await ws.owner.client.post('/api/cards', { title: 'Private', projectId: ws.projectId });
    await eventually(() => ownerHeard.find((e) => e.type === 'card.created'));
    expect(changes).toEqual([]);
  });

  it('another site is refused at the handshake, and gets no CORS answer to read', async () => {
    await expect(poll({ origin: EVIL })).rejects.toThrow();
    const res = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`, {
      headers: { origin: EVIL, cookie: ws.owner.client.cookieHeader },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: HANDSHAKE_ERRORS.origin });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('our origin is never taken from the handshake’s Host', async () => {
    const res = await rawRequest(`${server.url}/socket.io/?EIO=4&transport=polling`, {
      headers: { Host: 'evil.example', Origin: 'http://evil.example', Cookie: ws.owner.client.cookieHeader },
    });
    expect(res.status).toBe(403);
    expect(JSON.parse(res.text)).toMatchObject({ message: HANDSHAKE_ERRORS.origin });
  });

  it('a polling session’s later requests from another site are refused too (its sid is no key)', async () => {
    const socket = await poll();
    const sid = socket.io.engine.id;
    const url = `${server.url}/socket.io/?EIO=4&transport=polling&sid=${sid}`;
    // What another site's page would send with a session id it somehow learnt: an event, and a read of the queue.
    const post = await fetch(url, {
      method: 'POST',
      headers: { origin: EVIL, 'content-type': 'text/plain;charset=UTF-8' },
      body: `42["project:subscribe",{"projectId":${ws.projectId}}]`,
    });
    expect(post.status).toBe(403);
    const get = await fetch(url, { headers: { origin: EVIL } });
    expect(get.status).toBe(403);
    // The session itself goes on: its own page still talks over it.
    expect(await subscribe(socket, ws.projectId)).toMatchObject({ ok: true });
    expect(transportOf(socket)).toBe('polling');
  });

  it('a polling session’s later requests need the session cookie it was opened with', async () => {
    const socket = await poll();
    const sid = socket.io.engine.id;
    const event = `42["project:subscribe",{"projectId":${ws.projectId}}]`;
    const stranger = await signedInUser(server);
    const forged = forgedCookie();
    // No cookie (and no Origin: not a browser), another account's session, a forged signature.
    const others: Record<string, string>[] = [
      {},
      { Cookie: stranger.client.cookieHeader },
      { Cookie: forged },
    ];
    for (const headers of others) {
      for (const body of [event, undefined]) {
        const res = await onSession(sid, headers, body);
        expect([res.status, JSON.parse(res.text)]).toEqual([
          403,
          { code: 4, message: HANDSHAKE_ERRORS.otherClient },
        ]);
      }
    }
    // The session itself goes on for its own browser.
    expect(await subscribe(socket, ws.projectId)).toMatchObject({ ok: true });
    expect((await onSession(sid, { Cookie: ws.owner.client.cookieHeader }, '6')).text).toBe('ok');
  });

  it('a projector’s polling session (no cookie) is bound to the address that opened it', async () => {
    const link = await ws.owner.client.post(`/api/projects/${ws.projectId}/room-links`);
    const roomKey = new URL(link.body.url).hash.replace('#key=', '');
    const { port } = new URL(server.url);
    const socket = await open(`http://127.0.0.1:${port}`, { auth: { roomKey }, transports: POLLING_ONLY });
    const sid = socket.io.engine.id;
    // The same machine over IPv6 is another address (no proxy is trusted: X-Forwarded-For counts for nothing).
    const other = await onSession(sid, { 'X-Forwarded-For': '127.0.0.1' }, '6', `http://[::1]:${port}`);
    expect([other.status, JSON.parse(other.text)]).toEqual([
      403,
      { code: 4, message: HANDSHAKE_ERRORS.otherClient },
    ]);
    expect((await onSession(sid, {}, '6', `http://127.0.0.1:${port}`)).text).toBe('ok');
    const joined: RoomJoinAck = await socket.timeout(PATIENCE_MS).emitWithAck('room:join', {});
    expect(joined).toMatchObject({ ok: true });
  });

  it('Socket.IO’s own answers carry the security headers of every other answer', async () => {
    const api = await server.client().get('/api/auth/user');
    const names = ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy'];
    const expected = Object.fromEntries(names.map((name) => [name, api.headers.get(name)]));
    expect(expected['x-frame-options']).toBe('DENY');
    const engine = `${server.url}/socket.io/?EIO=4&transport=polling`;
    const cookie = ws.owner.client.cookieHeader;
    const answers = [
      await rawRequest(engine, { headers: { Cookie: cookie } }), // the handshake, 200
      await rawRequest(`${engine}&sid=unknown`, { headers: { Cookie: cookie } }), // 400 Session ID unknown
      await rawRequest(engine, { headers: { Cookie: cookie, Origin: EVIL } }), // 403
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 400, 403]);
    for (const res of answers)
      expect(Object.fromEntries(names.map((name) => [name, res.headers[name]]))).toEqual(expected);
  });

  it('a message over 64 KB ends the polling session, on the server too', async () => {
    const socket = await poll();
    const id = socket.id!;
    let reason: string | undefined;
    socket.once('disconnect', (why) => (reason = why));
    const answer = await socket
      .timeout(3000)
      .emitWithAck('sync:since', { folderId: ws.folderId, seq: 0, pad: 'x'.repeat(200_000) })
      .catch(() => 'no answer');
    expect(answer).toBe('no answer');
    await eventually(() => reason);
    await eventually(() => !serverHolds(id));
  });

  it('a burst that arrives batched in one polling request still meets the per-event limits', async () => {
    const socket = await poll();
    const id = socket.id!;
    const answers: { ok: boolean; error?: string }[] = [];
    let closed = false;
    socket.once('disconnect', () => (closed = true));
    for (let i = 0; i < 300; i++)
      socket.emit('project:subscribe', { projectId: ws.projectId }, (a: { ok: boolean }) => answers.push(a));
    await eventually(() => closed, 10_000);
    expect(answers.map((a) => a.error)).toContain('Too many requests');
    expect(answers.filter((a) => a.ok).length).toBeLessThanOrEqual(
      SOCKET_EVENT_LIMITS['project:subscribe'].points,
    );
    await eventually(() => !serverHolds(id));
  });

  it('signing out ends that session’s polling sockets', async () => {
    const who = await signedInUser(server);
    const cookie = who.client.cookieHeader;
    const socket = await poll({ cookie });
    let reason: string | undefined;
    socket.once('disconnect', (why) => (reason = why));
    expect((await who.client.post('/api/logout')).status).toBe(200);
    expect(await eventually(() => reason)).toBe('io server disconnect');
    await expect(poll({ cookie })).rejects.toThrow(HANDSHAKE_ERRORS.signedOut);
  });
});
