// The hot reads go as prepared statements (db/prepared.ts): the access check (a project, a card), the data
// load and the replay of a folder's log. Each is planned once per connection, and survives a column that a
// migration on another node adds while it runs, because it names its columns; one reading `p.*` would not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_REPLAY_CAP } from '../realtime/limits';
import { startTestServer, type TestServer } from '../test/testServer';
import { insertCards, makeWorkspace, type Workspace } from '../test/workspace';
import { openDb, type Db } from './connection';
import { preparedQuery } from './prepared';
import { accessRepo } from './repos/access';
import { inFolder } from './repos/folderScope';

let server: TestServer;
let ws: Workspace;
/** One connection, so what it prepared is in its pg_prepared_statements. */
let db: Db;
beforeAll(async () => {
  server = await startTestServer();
  ws = await makeWorkspace(server, 'PRE');
  await insertCards(server, ws.projectId, 'PRE', 1);
  db = openDb(server.config.databaseUrl!, 1);
});
afterAll(async () => {
  await db?.destroy();
  await server?.close();
});

const preparedTexts = async (): Promise<string[]> =>
  (await db.raw(`SELECT statement FROM pg_prepared_statements WHERE name LIKE 'cardplan-%'`)).rows.map(
    (row: { statement: string }) => row.statement,
  );

describe('prepared hot reads', () => {
  it('prepare the access checks and the replay once per connection', async () => {
    const userId = ws.owner.user.id;
    const card = await server.db('cards').where({ projectId: ws.projectId }).first();
    for (let i = 0; i < 2; i++) {
      expect((await accessRepo.project(db, userId, ws.projectId))?.role).toBe('owner');
      const seq = (await accessRepo.projectWithSeq(db, userId, ws.projectId))!.currentSeq;
      expect(seq).toBeGreaterThan(0);
      expect((await accessRepo.card(db, userId, card.id))?.id).toBe(card.id);
      const withData = await accessRepo.projectWithData(db, userId, ws.projectId);
      expect(JSON.parse(withData!.cards!)).toHaveLength(1);
      // The seq held already: the same statement, its arrays not built.
      expect(
        (await accessRepo.projectWithData(db, userId, ws.projectId, withData!.currentSeq))?.cards,
      ).toBeNull();
      const from = { folderId: ws.folderId, seq: seq - 1 };
      const withReplay = await accessRepo.projectWithReplay(db, userId, ws.projectId, from, SYNC_REPLAY_CAP);
      expect(withReplay?.replay).toMatchObject({ events: [{ seq }] });
    }
    const texts = await preparedTexts();
    // The project alone, with its seq, with the replay, with its data load; the card: once each.
    expect(texts.filter((text) => text.includes('"folderOwnerId"'))).toHaveLength(5);
    expect(texts.filter((text) => text.includes('AS bytes'))).toHaveLength(1);
  });

  it('keep answering once a column is added to the table under them, where `p.*` fails', async () => {
    const userId = ws.owner.user.id;
    const starred = () =>
      preparedQuery(inFolder(db, userId, db('projects as p').where('p.id', ws.projectId), 'p', {}));
    await accessRepo.project(db, userId, ws.projectId);
    await accessRepo.projectWithData(db, userId, ws.projectId);
    await starred();
    await server.db.raw('ALTER TABLE projects ADD COLUMN "addedElsewhere" integer');
    try {
      expect((await accessRepo.project(db, userId, ws.projectId))?.id).toBe(ws.projectId);
      expect((await accessRepo.projectWithData(db, userId, ws.projectId))?.id).toBe(ws.projectId);
      await expect(starred()).rejects.toThrow('cached plan must not change result type');
    } finally {
      await server.db.raw('ALTER TABLE projects DROP COLUMN "addedElsewhere"');
    }
  });
});
