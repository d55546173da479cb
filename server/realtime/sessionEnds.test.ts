// Every way a session ends ends its sockets at once (docs/security.md "Sessions and tokens"): signing in
// again on the same browser, a magic link followed there, the mailbox owner's proof of the address, a password
// set through the admin API, and the session's own end, idle or absolute, with nothing else happening.
// (Sign-out, a password reset and account deletion: revocation.test.ts.)
import { describe, expect, it } from 'vitest';
import { SESSION_ABSOLUTE_LIFETIME_MS } from '../auth/sessionExpiry';
import { createUser, signedInUser, signIn, uniqueEmail, type TestUser } from '../test/factories';
import type { TestClient } from '../test/httpClient';
import { connectLive, type LiveClient } from '../test/liveClient';
import { liveTestServer } from '../test/liveTestServer';
import { linkIn } from '../test/mailbox';
import { makeWorkspace } from '../test/workspace';

const world = liveTestServer();
const connect = (browser: TestClient) => world.connect(browser);

/**
 * Resolves with when and why the socket next disconnects, or rejects after `ms`: a guard against a hang (or
 * an end left to the hourly sweep), not a speed target (a loaded machine takes its time).
 */
const disconnectOf = (client: LiveClient, ms = 15_000) =>
  new Promise<{ at: number; reason: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
    client.socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve({ at: Date.now(), reason });
    });
  });

/** The browser's cookies as they are now: after a later sign-in, the replaced session's cookie. */
const cookiesOf = (browser: TestClient) => browser.withTimeout(60_000);

const signInAgain = async (browser: TestClient, who: TestUser) => {
  const res = await browser.post('/api/auth/signin', { email: who.user.email, password: who.password });
  expect(res.status, res.text).toBe(200);
};

describe('a sign-in replacing the session of the same browser', () => {
  it('disconnects the replaced session at once; the new cookie connects, the old one is refused', async () => {
    const ws = await makeWorkspace(world.server);
    const browser = ws.owner.client;
    const socket = await connect(browser);
    expect(await socket.subscribe(ws.projectId)).toMatchObject({ ok: true });
    const otherBrowser = await connect(await signIn(world.server, ws.owner));
    expect(await otherBrowser.subscribe(ws.projectId)).toMatchObject({ ok: true });
    const before = cookiesOf(browser);

    const gone = disconnectOf(socket);
    await signInAgain(browser, ws.owner);
    // At once: the server had let go of the socket when it answered.
    expect(world.heldByServer(socket)).toBe(false);
    const { reason } = await gone;
    // The reason the browser client retries on (client/src/realtime/socket.ts), a second later.
    expect(reason).toBe('io server disconnect');
    expect((await before.get('/api/auth/user')).status).toBe(401);

    // Nothing more reaches it; the other browser's session goes on.
    await browser.post('/api/cards', { title: 'After the new sign-in', projectId: ws.projectId });
    await otherBrowser.until(() => otherBrowser.changes.some((e) => e.type === 'card.created'));
    expect(socket.changes.map((e) => e.type)).not.toContain('card.created');
    expect(otherBrowser.socket.connected).toBe(true);

    // The retry: with the new cookie it connects; with the replaced one it is refused as signed out.
    const again = await connect(browser);
    expect(await again.subscribe(ws.projectId)).toMatchObject({ ok: true });
    await expect(connectLive(world.server.url, before)).rejects.toThrow('Not signed in');
  });

  it('someone else signing in on that browser cuts the previous person off', async () => {
    const first = await signedInUser(world.server);
    const second = await createUser(world.server);
    const socket = await connect(first.client);
    const gone = disconnectOf(socket);
    await signInAgain(first.client, second);
    expect((await gone).reason).toBe('io server disconnect');
  });

  it('following a magic link on a signed-in browser ends that session’s sockets too', async () => {
    const first = await signedInUser(world.server);
    const second = await createUser(world.server);
    const socket = await connect(first.client);
    const before = cookiesOf(first.client);
    expect((await first.client.post('/api/auth/magic-link', { email: second.user.email })).status).toBe(200);
    const mail = await world.server.mailbox.next(second.user.email);
    const token = linkIn(mail, `${world.server.config.appUrl}/magic-link`).searchParams.get('token');
    const gone = disconnectOf(socket);
    const res = await first.client.post('/api/auth/magic-link/verify', { token });
    expect(res.status, res.text).toBe(200);
    expect((await gone).reason).toBe('io server disconnect');
    await expect(connectLive(world.server.url, before)).rejects.toThrow('Not signed in');
    expect((await connect(first.client)).socket.connected).toBe(true); // now as the second person
  });
});

describe("the mailbox owner's first proof of the address", () => {
  /** Someone signs up with `email` (not theirs) and is online; the owner gets the verification link. */
  async function squatterOnline() {
    const email = uniqueEmail('mailbox');
    const squatter = world.server.client();
    const password = 'squatter-pass';
    const signUp = { email, password, firstName: 'Sq', lastName: 'Uatter' };
    expect((await squatter.post('/api/auth/signup', signUp)).status).toBe(201);
    const verifyLink = linkIn(
      await world.server.mailbox.next(email),
      `${world.server.config.appUrl}/api/auth/verify-email`,
    );
    expect((await squatter.post('/api/auth/signin', { email, password })).status).toBe(200);
    return { email, verifyLink, socket: await connect(squatter) };
  }

  it("following the verification link ends the squatter's sockets", async () => {
    const { verifyLink, socket } = await squatterOnline();
    const gone = disconnectOf(socket);
    const followed = await world.server.client().get(verifyLink.pathname + verifyLink.search);
    expect(followed.headers.get('location')).toMatch(/^\/signin\?emailVerified=1&/);
    expect((await gone).reason).toBe('io server disconnect');
  });

  it("a magic-link sign-in by the owner ends the squatter's sockets", async () => {
    const { email, socket } = await squatterOnline();
    const owner = world.server.client();
    await owner.post('/api/auth/magic-link', { email });
    const mail = await world.server.mailbox.next(email);
    const token = linkIn(mail, `${world.server.config.appUrl}/magic-link`).searchParams.get('token');
    const gone = disconnectOf(socket);
    expect((await owner.post('/api/auth/magic-link/verify', { token })).status).toBe(200);
    expect((await gone).reason).toBe('io server disconnect');
  });
});

describe('a password set through the admin API', () => {
  it("an admin's own new password ends their other sessions' sockets; this one stays", async () => {
    const admin = await signedInUser(world.server, { accessLevel: 'admin' });
    const here = await connect(admin.client);
    const elsewhere = await connect(await signIn(world.server, admin));
    const gone = disconnectOf(elsewhere);
    const res = await admin.client.put(`/api/admin/users/${admin.user.id}`, {
      newPassword: 'my-new-password',
    });
    expect(res.status, res.text).toBe(200);
    expect((await gone).reason).toBe('io server disconnect');
    await here.roundTrip(); // a disconnect sent with the other one's would have arrived before this answer
    expect(here.socket.connected).toBe(true);
  });

  it("another person's password set by an admin ends every socket of theirs", async () => {
    const admin = await signedInUser(world.server, { accessLevel: 'admin' });
    const target = await signedInUser(world.server);
    const sockets = [await connect(target.client), await connect(await signIn(world.server, target))];
    const gone = sockets.map((socket) => disconnectOf(socket));
    const res = await admin.client.put(`/api/admin/users/${target.user.id}`, { newPassword: 'admin-set-pw' });
    expect(res.status, res.text).toBe(200);
    for (const { reason } of await Promise.all(gone)) expect(reason).toBe('io server disconnect');
  });
});

describe('a session reaching its end with nothing else happening', () => {
  /** A signed-in person (one session) and a query of that session's row. */
  async function sessionOf() {
    const who = await signedInUser(world.server);
    return { who, row: () => world.server.db('sessions').where({ userId: who.user.id }) };
  }

  it('the absolute lifetime: its socket is disconnected the moment the session ends', async () => {
    const { who, row } = await sessionOf();
    const signedInAt = Date.now() - SESSION_ABSOLUTE_LIFETIME_MS + 1000;
    await row().update({
      sess: world.server.db.raw(`sess || jsonb_build_object('signedInAt', ?::bigint)`, [signedInAt]),
    });
    const socket = await connect(who.client);
    // Not before its end, and by its own timer: the hourly sweep would come too late for the guard.
    const { at, reason } = await disconnectOf(socket);
    expect(reason).toBe('io server disconnect');
    expect(at - signedInAt - SESSION_ABSOLUTE_LIFETIME_MS).toBeGreaterThanOrEqual(0);
    await expect(connectLive(world.server.url, who.client)).rejects.toThrow('Not signed in');
  });

  it('the idle timeout: the socket goes when the session idles out; its own traffic does not extend it', async () => {
    const ws = await makeWorkspace(world.server);
    const endsAt = Date.now() + 1000;
    await world.server
      .db('sessions')
      .where({ userId: ws.owner.user.id })
      .update({ expire: new Date(endsAt) });
    const socket = await connect(ws.owner.client);
    expect(await socket.subscribe(ws.projectId)).toMatchObject({ ok: true });
    const gone = disconnectOf(socket);
    expect(await socket.syncSince(ws.folderId, 0)).toMatchObject({ ok: true });
    const { at, reason } = await gone;
    expect(reason).toBe('io server disconnect');
    expect(at - endsAt).toBeGreaterThanOrEqual(0);
    await expect(connectLive(world.server.url, ws.owner.client)).rejects.toThrow('Not signed in');
  });

  it('a session used meanwhile (its idle end moved on) keeps its socket until the new end', async () => {
    const { who, row } = await sessionOf();
    await row().update({ expire: new Date(Date.now() + 800) });
    const socket = await connect(who.client);
    const movedTo = Date.now() + 2000;
    // What a REST request does to the row (at most hourly: auth/sessionStore.ts).
    await row().update({ expire: new Date(movedTo) });
    const { at } = await disconnectOf(socket);
    expect(at - movedTo).toBeGreaterThanOrEqual(0);
  });
});
