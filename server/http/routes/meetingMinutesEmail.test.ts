// Minutes by e-mail against a real server, PostgreSQL and SMTP (server/test/minutesWorld.ts): to every
// participant who still has access, only by someone who took part, five a user an hour, 503 without SMTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Minutes } from '../../../common/schemas/meetings';
import { minutesMarkdown } from '../../domain/minutes/minutesMarkdown';
import { minutesWorld, ok, type User } from '../../test/minutesWorld';
import { startTestServer, type TestServer } from '../../test/testServer';
import type { Workspace } from '../../test/workspace';

let server: TestServer;
let ws: Workspace;
let ben: User; // a share recipient who takes part
let cy: User; // takes part, then loses the share
let dee: User; // a recipient who never joins
let stranger: User;
let pending: User;
let meetingId: number;
let running: number;

beforeAll(async () => {
  server = await startTestServer();
  ({ ws, ben, cy, dee, stranger, pending, meetingId, running } = await minutesWorld(server));
});
afterAll(() => server?.close());

describe('POST /api/meetings/:id/minutes/email', () => {
  it('mails the Markdown minutes to every participant who still has access', async () => {
    await server.db('folder_shares').where({ sharedWithUserId: cy.user.id }).delete();
    const minutes = await ok<Minutes>(ws.owner.client.get(`/api/meetings/${meetingId}/minutes`));
    expect(await ok(ben.client.post(`/api/meetings/${meetingId}/minutes/email`))).toEqual({ sent: 2 });
    for (const who of [ws.owner, ben]) {
      const mail = await server.mailbox.next(who.user.email);
      expect(mail.subject).toBe(`Meeting minutes — App (${minutes.startedAt.slice(0, 10)})`);
      expect(mail.text).toContain(minutesMarkdown(minutes).trim());
      expect(mail.html).toContain('Login: Future → Spring');
    }
    expect(server.mailbox.received.some((mail) => mail.to.includes(cy.user.email))).toBe(false);
  });

  it('refuses members who did not take part (403), outsiders and former participants (404)', async () => {
    const path = `/api/meetings/${meetingId}/minutes/email`;
    expect((await dee.client.post(path)).status).toBe(403);
    for (const who of [stranger, pending, cy]) expect((await who.client.post(path)).status).toBe(404);
    expect((await ws.owner.client.post(`/api/meetings/${running}/minutes/email`)).status).toBe(404);
    expect((await server.client().post(path)).status).toBe(401);
  });

  it('allows five a user an hour', async () => {
    const path = `/api/meetings/${meetingId}/minutes/email`;
    for (let i = 0; i < 5; i += 1) expect((await ws.owner.client.post(path)).status).toBe(200);
    const res = await ws.owner.client.post(path);
    expect([res.status, res.body.error]).toEqual([429, 'Too many minutes e-mails. Please try again later.']);
  });

  // It stops this file's mail server: no later test sends mail.
  it('answers 503 when the mail server cannot be reached', async () => {
    await server.mailbox.close();
    const res = await ben.client.post(`/api/meetings/${meetingId}/minutes/email`);
    expect([res.status, res.body.error]).toEqual([
      503,
      'The minutes could not be e-mailed. Please try again later.',
    ]);
  });
});
