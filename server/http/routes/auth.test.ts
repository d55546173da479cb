// The whole account lifecycle over HTTP with cookies and real mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, FORGOT_PASSWORD_MESSAGES } from '../../../common/schemas/auth';
import { hashToken } from '../../auth/tokens';
import { createUser, signIn, uniqueEmail } from '../../test/factories';
import { linkIn, mailedToken } from '../../test/mailbox';
import { startTestServer, type TestServer } from '../../test/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** Moves a stored token's expiry into the past. */
const expire = (table: string, token: string) =>
  server
    .db(table)
    .where({ token: hashToken(token) })
    .update({ expiresAt: new Date(Date.now() - 1000) });

describe('account lifecycle', () => {
  it('sign up → verify → sign out → magic link → forgot → reset → old password refused', async () => {
    const browser = server.client();
    const email = uniqueEmail('lifecycle');
    const signup = await browser.post('/api/auth/signup', {
      email,
      password: 'first-password',
      firstName: 'Lin',
      lastName: 'Case',
    });
    expect(signup.status).toBe(201);
    expect(signup.body.user).toMatchObject({
      email,
      firstName: 'Lin',
      emailVerified: false,
      accessLevel: 'user',
    });
    expect(signup.body.user.passwordHash).toBeUndefined();
    // Sign-up does not sign in (the screen goes to /signin).
    expect((await browser.get('/api/auth/user')).status).toBe(401);

    const verification = await server.mailbox.next(email);
    expect(verification.subject).toMatch(/confirm/i);
    const verifyLink = linkIn(verification, `${server.config.appUrl}/api/auth/verify-email?token=`);
    expect(verification.html).toContain(verifyLink.toString().replace(/&/g, '&amp;'));
    const verified = await browser.get(verifyLink.pathname + verifyLink.search);
    expect(verified.status).toBe(302);
    // Signed out, in the browser that signed up: sign-in, the address filled in, the password kept.
    expect(verified.headers.get('location')).toBe(
      `/signin?emailVerified=1&email=${encodeURIComponent(email)}`,
    );
    // Single use: a used link names no one.
    expect((await browser.get(verifyLink.pathname + verifyLink.search)).headers.get('location')).toBe(
      '/verify-email',
    );

    const signin = await browser.post('/api/auth/signin', { email, password: 'first-password' });
    expect(signin.status).toBe(200);
    const me = await browser.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email, emailVerified: true });

    const logout = await browser.get('/api/logout');
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe('/');
    expect((await browser.get('/api/auth/user')).status).toBe(401);

    const magic = await browser.post('/api/auth/magic-link', { email });
    expect(magic.status).toBe(200);
    const magicMail = await server.mailbox.next(email);
    const magicLink = linkIn(magicMail, `${server.config.appUrl}/magic-link?token=`);
    const token = magicLink.searchParams.get('token')!;
    const magicVerify = await browser.post('/api/auth/magic-link/verify', { token });
    expect(magicVerify.status).toBe(200);
    expect((await browser.get('/api/auth/user')).body.email).toBe(email);
    const again = await server.client().post('/api/auth/magic-link/verify', { token });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(AUTH_MESSAGES.magicLinkInvalid);

    const forgot = await server.client().post('/api/auth/forgot-password', { email });
    expect(forgot.body).toEqual({ message: FORGOT_PASSWORD_MESSAGES.sent });
    const resetMail = await server.mailbox.next(email);
    const resetLink = linkIn(resetMail, `${server.config.appUrl}/reset-password?token=`);
    const resetToken = resetLink.searchParams.get('token')!;
    const reset = await server
      .client()
      .post('/api/auth/reset-password', { token: resetToken, newPassword: 'second-password' });
    expect(reset.status).toBe(200);
    // The reset signed every session out, including the magic-link one.
    expect((await browser.get('/api/auth/user')).status).toBe(401);
    const reused = await server
      .client()
      .post('/api/auth/reset-password', { token: resetToken, newPassword: 'third-password' });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe(AUTH_MESSAGES.resetLinkInvalid);

    expect(
      (await server.client().post('/api/auth/signin', { email, password: 'first-password' })).status,
    ).toBe(401);
    expect(
      (await server.client().post('/api/auth/signin', { email, password: 'second-password' })).status,
    ).toBe(200);
  });

  it('answers forgot-password for an unknown address with the spec message and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const res = await server.client().post('/api/auth/forgot-password', { email });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: FORGOT_PASSWORD_MESSAGES.noAccount });
    await expect(server.mailbox.next(email, 300)).rejects.toThrow(/no mail/);
  });

  it('answers a magic-link request the same for unknown addresses, whose link then offers sign-up', async () => {
    const known = await createUser(server);
    const unknown = uniqueEmail('stranger');
    const a = await server.client().post('/api/auth/magic-link', { email: known.user.email });
    const b = await server.client().post('/api/auth/magic-link', { email: unknown });
    expect([a.status, a.body]).toEqual([b.status, b.body]);
    await server.mailbox.next(known.user.email);
    const link = linkIn(await server.mailbox.next(unknown), `${server.config.appUrl}/magic-link`);
    const res = await server
      .client()
      .post('/api/auth/magic-link/verify', { token: link.searchParams.get('token') });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(AUTH_MESSAGES.magicLinkNoAccount);
  });

  it('refuses expired tokens', async () => {
    const who = await createUser(server);
    await server.client().post('/api/auth/forgot-password', { email: who.user.email });
    const token = await mailedToken(server, who.user.email, '/reset-password');
    await expire('password_reset_tokens', token);
    const res = await server
      .client()
      .post('/api/auth/reset-password', { token, newPassword: 'whatever-123' });
    expect(res.status).toBe(400);

    await server.client().post('/api/auth/magic-link', { email: who.user.email });
    const magic = await mailedToken(server, who.user.email, '/magic-link');
    await expire('magic_link_tokens', magic);
    expect((await server.client().post('/api/auth/magic-link/verify', { token: magic })).status).toBe(400);

    const email = uniqueEmail('late');
    await server
      .client()
      .post('/api/auth/signup', { email, password: 'long-enough', firstName: 'L', lastName: 'Ate' });
    const verifyToken = await mailedToken(server, email, '/api/auth/verify-email');
    await expire('email_verification_tokens', verifyToken);
    expect(
      (await server.client().get(`/api/auth/verify-email?token=${verifyToken}`)).headers.get('location'),
    ).toBe('/verify-email');
    expect(await server.db('users').where({ email }).first()).toMatchObject({ emailVerified: false });
  });

  it('stores only token hashes', async () => {
    const who = await createUser(server);
    await server.client().post('/api/auth/forgot-password', { email: who.user.email });
    const token = linkIn(
      await server.mailbox.next(who.user.email),
      `${server.config.appUrl}/reset-password`,
    ).searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(43); // 32 bytes, base64url
    const rows = await server.db('password_reset_tokens').where({ userId: who.user.id });
    expect(rows.map((r) => r.token)).toEqual([hashToken(token)]);
  });

  it('refuses a second account for the same e-mail, whatever its case', async () => {
    const who = await createUser(server);
    const res = await server.client().post('/api/auth/signup', {
      email: who.user.email.toUpperCase(),
      password: 'long-enough',
      firstName: 'A',
      lastName: 'B',
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(AUTH_MESSAGES.emailTaken);
  });

  it('gives a new session id on sign-in and forgets the old one', async () => {
    const who = await createUser(server);
    const browser = server.client();
    await browser.get('/api/auth/user');
    const before = browser.cookieHeader;
    const signedIn = await signIn(server, who);
    expect(signedIn.cookieHeader).not.toBe(before);
    await browser.post('/api/auth/signin', { email: who.user.email, password: who.password });
    const sessionCookie = browser.cookieHeader;
    await browser.post('/api/auth/signin', { email: who.user.email, password: who.password });
    expect(browser.cookieHeader).not.toBe(sessionCookie);
    const stale = server.client();
    (stale as unknown as { cookies: Map<string, string> }).cookies = new Map(
      sessionCookie.split('; ').map((pair) => pair.split('=') as [string, string]),
    );
    expect((await stale.get('/api/auth/user')).status).toBe(401);
  });
});
