// Shutting a node down (deploy, restart) is bounded: a client that never answers cannot hold it.
import { spawn } from 'node:child_process';
import { expect, it } from 'vitest';
import { startTestServer } from './test/testServer';

// ws waits 30 s for a silent peer's close frame; the node cuts its last connections after 2 s of grace.
// Below 30 s, so this test fails by timing out when the node waits for the frozen browser.
const WELL_BELOW_THE_WS_CLOSE_TIMEOUT_MS = 20_000;

it(
  'stops while a connected WebSocket client is frozen and never answers the close',
  async () => {
    const server = await startTestServer();
    const api = server.client();
    const person = { email: 'frozen@example.test', password: 'frozen-pass-1' };
    expect(
      (await api.post('/api/auth/signup', { ...person, firstName: 'F', lastName: 'Rozen' })).status,
    ).toBe(201);
    expect((await api.post('/api/auth/signin', person)).status).toBe(200);
    // A separate process, so it can be frozen (SIGSTOP) like a suspended laptop's tab.
    const code = `
      const { io } = require('socket.io-client');
      const socket = io(${JSON.stringify(server.url)}, {
        transports: ['websocket'],
        extraHeaders: { origin: ${JSON.stringify(server.url)}, cookie: ${JSON.stringify(api.cookieHeader)} },
      });
      socket.on('connect', () => console.log('connected'));
    `;
    const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (data) => String(data).includes('connected') && resolve());
        child.once('exit', () => reject(new Error('the client process ended before it connected')));
      });
      expect(await server.realtime.io.fetchSockets()).toHaveLength(1);
      child.kill('SIGSTOP');
      await server.close();
    } finally {
      child.kill('SIGKILL');
    }
  },
  WELL_BELOW_THE_WS_CLOSE_TIMEOUT_MS,
);
