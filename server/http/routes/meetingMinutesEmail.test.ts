// Minutes by e-mail against a real server, PostgreSQL and SMTP (server/test/minutesWorld.ts): to every
// participant who still has access, only by someone who took part, five a user an hour, 503 without SMTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Minutes } from '../../../common/schemas/meetings';
import { minutesMarkdown } from '../../domain/minutes/minutesMarkdown';
import { minutesWorld, ok, type MinutesWorld } from '../../test/minutesWorld';
import { startTestServer, type TestServer } from '../../test/testServer';

let server: TestServer;
/** Who is who and which meetings: see server/test/minutesWorld.ts. */
let w: MinutesWorld;

beforeAll(async () => {
  server = await startTestServer();
  w = await minutesWorld(server);
});
afterAll(() => server?.close());

describe('POST /api/meetings/:id/minutes/email', () => {
  it('mails the Markdown minutes to every participant who still has access', async () => {
    await server.db('folder_shares').where({ sharedWithUserId: w.cy.user.id }).delete();
    const minutes = await ok<Minutes>(w.ws.owner.client.get(`/api/meetings/${w.meetingId}/minutes`));
    expect(await ok(w.ben.client.post(`/api/meetings/${w.meetingId}/minutes/email`))).toEqual({ sent: 2 });
    for (const who of [w.ws.owner, w.ben]) {
      const mail = await server.mailbox.next(who.user.email);
      // Fixed text: a project's name is its members' words, and never shapes a subject.
      expect(mail.subject).toBe(`Your Cardplan meeting minutes (${minutes.startedAt.slice(0, 10)})`);
      expect(mail.text).toContain(minutesMarkdown(minutes).trim());
      expect(mail.html).toContain('Login: Future → Spring');
    }
    expect(server.mailbox.received.some((mail) => mail.to.includes(w.cy.user.email))).toBe(false);
  });

  it('mails no participant whose address was never proven', async () => {
    await server.db('users').where({ id: w.ws.owner.user.id }).update({ emailVerified: false });
    try {
      const before = server.mailbox.received.length;
      expect(await ok(w.ben.client.post(`/api/meetings/${w.meetingId}/minutes/email`))).toEqual({ sent: 1 });
      await server.mailbox.next(w.ben.user.email);
      const sent = server.mailbox.received.slice(before);
      expect(sent.map((mail) => mail.to)).toEqual([[w.ben.user.email]]);
    } finally {
      await server.db('users').where({ id: w.ws.owner.user.id }).update({ emailVerified: true });
    }
  });

  it('refuses members who did not take part (403), outsiders and former participants (404)', async () => {
    const path = `/api/meetings/${w.meetingId}/minutes/email`;
    expect((await w.dee.client.post(path)).status).toBe(403);
    for (const who of [w.stranger, w.pending, w.cy]) expect((await who.client.post(path)).status).toBe(404);
    expect((await w.ws.owner.client.post(`/api/meetings/${w.running}/minutes/email`)).status).toBe(404);
    expect((await server.client().post(path)).status).toBe(401);
  });

  it('allows five a user an hour', async () => {
    const path = `/api/meetings/${w.meetingId}/minutes/email`;
    for (let i = 0; i < 5; i += 1) expect((await w.ws.owner.client.post(path)).status).toBe(200);
    const res = await w.ws.owner.client.post(path);
    expect([res.status, res.body.error]).toEqual([429, 'Too many minutes e-mails. Please try again later.']);
  });

  // It stops this file's mail server: no later test sends mail.
  it('answers 503 when the mail server cannot be reached', async () => {
    await server.mailbox.close();
    const res = await w.ben.client.post(`/api/meetings/${w.meetingId}/minutes/email`);
    expect([res.status, res.body.error]).toEqual([
      503,
      'The minutes could not be e-mailed. Please try again later.',
    ]);
  });
});
