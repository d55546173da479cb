// The world of the minutes route tests: a folder with a recipient who takes part (Ben), one who takes part and
// may lose the share (Cy), one who never joins (Dee), a stranger and a pending invitee; a meeting started and
// ended straight in the database around real card changes made through the REST API, and one still running.
import { expect } from 'vitest';
import { buildMinutes } from '../domain/minutes/buildMinutes';
import type { CardSnapshot } from '../db/repos/meetingReads';
import { signedInUser } from './factories';
import type { TestServer } from './testServer';
import { grantShare, makeProject, makeWorkspace } from './workspace';

type User = Awaited<ReturnType<typeof signedInUser>>;

export const ok = async <T>(
  res: Promise<{ status: number; body: T; text: string }>,
  status = 200,
): Promise<T> => {
  const answer = await res;
  expect(answer.status, answer.text).toBe(status);
  return answer.body;
};

/** Starts a meeting as the meeting commands do: the cards' snapshot and the folder's seq. */
export async function startMeeting(
  server: TestServer,
  folderId: number,
  projectId: number,
  people: string[],
): Promise<number> {
  const db = server.db;
  const cards = await db('cards')
    .where({ projectId })
    .select(
      'id',
      'externalId',
      'title',
      'status',
      'priority',
      'categoryId',
      'releaseId',
      db.raw('"order"::text'),
    );
  const snapshot: CardSnapshot = Object.fromEntries(cards.map(({ id, ...card }) => [String(id), card]));
  const seq = await db('folder_event_counters').where({ folderId: folderId }).first('seq');
  const [row] = await db('meetings')
    .insert({
      projectId,
      folderId: folderId,
      facilitatorId: people[0],
      startedById: people[0],
      startedAt: db.raw(`now() - interval '25 minutes'`),
      startSeq: seq?.seq ?? 0,
      snapshot: JSON.stringify(snapshot),
    })
    .returning('id');
  await db('meeting_participants').insert(
    people.map((userId, i) => ({
      meetingId: row.id,
      userId,
      joinedAt: db.raw(`now() + ? * interval '1 second'`, [i]),
    })),
  );
  return row.id;
}

/** Ends it as the end command does: the folder's seq now, the minutes built in the same transaction. */
export async function endMeeting(server: TestServer, id: number) {
  await server.db.transaction(async (trx) => {
    const meeting = await trx('meetings').where({ id }).forUpdate().first();
    const { seq } = await trx('folder_event_counters').where({ folderId: meeting.folderId }).first('seq');
    const endedAt = new Date();
    const minutes = await buildMinutes(trx, {
      ...meeting,
      startSeq: Number(meeting.startSeq),
      endSeq: Number(seq),
      endedAt,
    });
    await trx('meetings')
      .where({ id })
      .update({ endedAt, endSeq: seq, minutes: JSON.stringify(minutes) });
  });
}

export type MinutesWorld = Awaited<ReturnType<typeof minutesWorld>>;

export async function minutesWorld(server: TestServer) {
  const ws = await makeWorkspace(server, 'APP');
  const people = await Promise.all(Array.from({ length: 5 }, () => signedInUser(server)));
  const [ben, cy, dee, stranger, pending] = people as [User, User, User, User, User];
  await server.db('users').where({ id: ben.user.id }).update({ firstName: 'Ben', lastName: 'Ode' });
  await server.db('users').where({ id: ws.owner.user.id }).update({ firstName: 'Ana', lastName: 'Lima' });
  // Members have proven their addresses (an active share needs it; the minutes mail goes only to such).
  const members = [ws.owner.user.id, ben.user.id, cy.user.id, dee.user.id];
  await server.db('users').whereIn('id', members).update({ emailVerified: true });
  for (const who of [ben, cy, dee]) await grantShare(server, ws.folderId, ws.owner.user.id, who);
  await grantShare(server, ws.folderId, ws.owner.user.id, pending, 'pending');
  const api = ws.owner.client;
  const project = (path: string, body: object) =>
    ok(api.post(path, { projectId: ws.projectId, ...body }), 201);
  const [r1, r2] = [
    await project('/api/releases', { name: 'Spring' }),
    await project('/api/releases', { name: 'Summer' }),
  ];
  const useCase = await project('/api/categories', { name: 'Checkout' });
  const cards = [];
  for (const title of ['Login', 'Search', 'Export', 'Old idea'])
    cards.push(await project('/api/cards', { title }));
  const [login, search, exportCard, oldIdea] = cards;
  await ok(api.patch(`/api/cards/${search.id}`, { releaseId: r2.id }));
  const other = await makeProject(api, ws.folderId, 'OTH', 'Other');

  const meetingId = await startMeeting(server, ws.folderId, ws.projectId, [
    ws.owner.user.id,
    ben.user.id,
    cy.user.id,
  ]);
  // During the meeting: changes by both, one in another project of the folder (not in these minutes).
  const created = await ok(
    ben.client.post('/api/cards', { projectId: ws.projectId, title: 'Dark mode' }),
    201,
  );
  await ok(ben.client.patch(`/api/cards/${created.id}`, { categoryId: useCase.id }));
  await ok(api.patch(`/api/cards/${login.id}`, { releaseId: r1.id }));
  await ok(api.patch(`/api/cards/${search.id}`, { status: 'ready', title: 'Search v2' }));
  await ok(ben.client.patch(`/api/cards/${exportCard.id}`, { priority: 'wow' }));
  await ok(ben.client.patch(`/api/cards/${exportCard.id}/reorder`, { direction: 'up', moveToTop: true }));
  await ok(api.delete(`/api/cards/${oldIdea.id}`));
  await ok(api.post('/api/cards', { projectId: other.id, title: 'Elsewhere' }), 201);
  // A revealed vote that was applied, and a cancelled one the minutes leave out.
  const vote = { meetingId, cardExternalId: exportCard.externalId, cardTitle: 'Export', field: 'impact' };
  const [applied] = await server
    .db('meeting_votes')
    .insert({ ...vote, cardId: exportCard.id, state: 'applied', appliedValue: 'wow' })
    .returning('id');
  await server.db('meeting_ballots').insert([
    { voteId: applied.id, userId: ws.owner.user.id, value: 'wow' },
    {
      voteId: applied.id,
      userId: ben.user.id,
      value: 'treat',
      castAt: server.db.raw(`now() + interval '1 second'`),
    },
  ]);
  await server.db('meeting_votes').insert({ ...vote, cardId: login.id, state: 'cancelled' });
  await endMeeting(server, meetingId);
  // After the end: not in the minutes.
  await ok(api.patch(`/api/cards/${login.id}`, { releaseId: r2.id }));
  const running = await startMeeting(server, ws.folderId, ws.projectId, [ws.owner.user.id]);
  return { ws, ben, cy, dee, stranger, pending, meetingId, running };
}
