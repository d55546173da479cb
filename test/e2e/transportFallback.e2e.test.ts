// Browser: the board behind a proxy that refuses WebSocket. Chromium opens the app
// through a TCP proxy, which is the deployment's one address (APP_URL: the only origin the server accepts).
// It answers 403 to the WebSocket upgrades of one page (those for the name localhost); the page falls back to
// HTTP long-polling and stays live both ways with a teammate whose browser reaches the same proxy as
// 127.0.0.1 (the same origin's loopback alias) and keeps WebSocket. Which transport each page is on is read
// from outside the app: the proxy's refusals, the page's requests, and the server's own sockets.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../../chaos/harness/tcpProxy';
import { createUser, signIn, type TestUser } from '../../server/test/factories';
import type { TestClient } from '../../server/test/httpClient';
import { grantShare, makeClient, makeFolder, makeProject } from '../../server/test/workspace';
import { list, quickAdd, row } from './backlogFlows';
import { signInThroughForm } from './flows';
import { describeE2E, DESKTOP, screenshot, startE2E, type E2E } from './harness';
import { problemsOf, SIGNED_OUT_PROBE } from './problems';
import { shown } from './waits';

/** Chromium's console line for the refused upgrade: expected here, and the only console error allowed. */
const REFUSED_WEBSOCKET =
  /^WebSocket connection to 'ws:\/\/[^']+\/socket\.io\/\?EIO=4&transport=websocket' failed/;

describeE2E('the board behind a proxy that refuses WebSocket', () => {
  let e2e: E2E;
  let proxy: TcpProxy;
  let owner: TestUser;
  let mate: TestUser;
  let ownerApi: TestClient;
  let projectId: number;
  let proxied: Page; // the owner, whose upgrades the proxy refuses
  let direct: Page; // the teammate, whose WebSocket the proxy lets through
  /** The address the teammate's page uses: the proxy's, by its loopback IP. */
  let directUrl: string;
  /** The proxied page's socket requests (their query strings), and the WebSockets it opened (their URLs). */
  const socketRequests: string[] = [];
  const webSockets: string[] = [];

  beforeAll(async () => {
    const started = await startTcpProxy({
      refuseWebSocket: (head) => new RegExp(`^host:\\s*localhost:${started.port}\\s*$`, 'im').test(head),
    });
    proxy = started;
    e2e = await startE2E({ env: { APP_URL: proxy.url } });
    proxy.setBackends([Number(new URL(e2e.server.url).port)]);
    directUrl = `http://127.0.0.1:${proxy.port}`;
    owner = await createUser(e2e.server, { firstName: 'Olivia', lastName: 'Owner' });
    mate = await createUser(e2e.server, { firstName: 'Theo', lastName: 'Mate' });
    ownerApi = await signIn(e2e.server, owner);
    const client = await makeClient(ownerApi, 'Acme');
    const folder = await makeFolder(ownerApi, client.id, 'Product');
    projectId = (await makeProject(ownerApi, folder.id, 'APP', 'Mobile App')).id;
    await grantShare(e2e.server, folder.id, owner.user.id, mate);
    await ownerApi.post('/api/cards', { title: 'Dark mode', projectId });
  });
  afterAll(async () => {
    await proxy?.close();
    await e2e?.close();
  });

  /** The transport of each person's sockets, as the server holds them. */
  const serverTransports = () => {
    const byUser = new Map<string, string[]>();
    for (const socket of e2e.server.realtime.io.of('/').sockets.values()) {
      const userId = socket.data.userId;
      if (userId) byUser.set(userId, [...(byUser.get(userId) ?? []), socket.conn.transport.name]);
    }
    return { owner: byUser.get(owner.user.id), mate: byUser.get(mate.user.id) };
  };

  it('the proxied page signs in and falls back to long-polling; the direct one stays on WebSocket', async () => {
    proxied = await e2e.newPage(DESKTOP, { keep: true });
    proxied.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/socket.io/') socketRequests.push(url.search);
    });
    proxied.on('websocket', (socket) => webSockets.push(socket.url()));
    direct = await e2e.newPage(DESKTOP, { keep: true });
    await proxied.goto(`${proxy.url}/signin`);
    await signInThroughForm(proxied, owner.user.email, owner.password);
    await direct.goto(`${directUrl}/signin`);
    await signInThroughForm(direct, mate.user.email, mate.password);
    expect(new URL(direct.url()).origin).toBe(directUrl);
    expect(new URL(proxied.url()).origin).toBe(new URL(proxy.url).origin);
    await shown(row(proxied, 'Dark mode'));
    await shown(row(direct, 'Dark mode'));
    // Both people in the presence bar of both pages: presence travels over polling too.
    for (const page of [proxied, direct])
      await expect.poll(() => page.getByTestId('presence').locator('[data-presence-user]').count()).toBe(2);

    // The page tried WebSocket first (the proxy refused it), then kept a polling session going.
    expect(proxy.refusedUpgrades).toBeGreaterThanOrEqual(1);
    expect(webSockets.some((url) => url.includes('/socket.io/?EIO=4&transport=websocket'))).toBe(true);
    const polls = socketRequests
      .map((q) => new URLSearchParams(q))
      .filter((q) => q.get('transport') === 'polling');
    expect(polls.some((q) => !q.has('sid'))).toBe(true); // a polling handshake…
    expect(polls.filter((q) => q.has('sid')).length).toBeGreaterThan(1); // …and the session's requests
    expect(serverTransports()).toEqual({ owner: ['polling'], mate: ['websocket'] });
    await screenshot(proxied, 'transport-fallback-polling-board');
  });

  it('a change made elsewhere (REST, straight to the server node) appears live on the polling page', async () => {
    const res = await ownerApi.post('/api/cards', { title: 'Offline mode', projectId });
    expect(res.status).toBe(201);
    await shown(row(proxied, 'Offline mode'));
    await shown(row(direct, 'Offline mode'));
  });

  it('a change made on the polling page reaches the WebSocket page, and its edits follow', async () => {
    await quickAdd(proxied).fill('Sent over polling');
    await quickAdd(proxied).press('Enter');
    await shown(row(direct, 'Sent over polling'));

    await row(direct, 'Sent over polling').getByRole('button', { name: 'Sent over polling' }).dblclick();
    const editor = list(direct).getByRole('textbox', { name: 'Title' });
    await editor.fill('Heard over polling');
    await editor.press('Enter');
    await shown(row(proxied, 'Heard over polling'));
  });

  it('the polling page met no problem other than the refused upgrade, and never left polling', async () => {
    expect(serverTransports()).toEqual({ owner: ['polling'], mate: ['websocket'] });
    const { console, network, http } = problemsOf(proxied);
    expect({
      console: console.filter((line) => !REFUSED_WEBSOCKET.test(line)),
      network,
      http: http.filter((line) => line !== SIGNED_OUT_PROBE),
    }).toEqual({ console: [], network: [], http: [] });
  });
});
