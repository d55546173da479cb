// The test clients' connect helper: a connection cut in the middle of its handshake (a proxy dropping
// everything, as the chaos suite's network drops do) fails the attempt at once, so the caller retries,
// instead of waiting out the timeout (which, twice in a row on a loaded machine, ended a mirror's patience).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connected } from './liveClient';

describe('connected', () => {
  const http = createServer();
  const server = new Server(http);
  let url = '';
  beforeAll(async () => {
    // Accepts the `/ok` namespace; on `/cut` the transport closes before the server says yes.
    server.of('/cut').use((socket) => socket.conn.close());
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => void server.close(() => resolve())));

  const open = (path: string) =>
    io(`${url}${path}`, { transports: ['websocket'], reconnection: false, forceNew: true });

  it('resolves once the server accepts the connection', async () => {
    const socket = open('/');
    await connected(socket);
    expect(socket.connected).toBe(true);
    socket.close();
  });

  it('rejects, with no timeout set, when the connection closes before it is accepted', async () => {
    const socket = open('/cut');
    await expect(connected(socket)).rejects.toThrow(/closed before it was accepted/);
    expect(socket.active).toBe(false);
  });

  it('rejects and closes the socket when nothing answers in time', async () => {
    const silent = server.of('/silent');
    silent.use(() => undefined); // never calls next: the handshake hangs
    const socket = open('/silent');
    await expect(connected(socket, 200)).rejects.toThrow('no connection within 200 ms');
    expect(socket.active).toBe(false);
  });
});
