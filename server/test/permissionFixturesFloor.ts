// Fixtures for the permission matrix's floor rows: a folder of the owner's whose past (history, a deleted card
// and project, an ended meeting) was logged before the matrix's recipient was let in. Every word of that past
// is SECRET, so a row can check that only the owner's answer carries it (docs/history.md "Who reads what").
import type { Minutes } from '../../common/schemas/meetings';
import { noCardChanges } from '../domain/minutes/changesFromLog';
import type { TestServer } from './testServer';

/** The word everything below the recipient's floor is named with. */
export const SECRET = 'FLOOR-SECRET';

let n = 0;

/** The workspace the matrix runs in: its owner, their client, the folder whose shares the matrix's actors hold. */
interface Owner {
  ownerId: string;
  clientId: number;
  folderId: number;
}

/** Writes to a folder's log straight in the database, as the owner, the way the app's writes log them. */
export function folderLog(server: TestServer, w: Owner) {
  const db = server.db;

  /** Logs an event in the folder as the owner; its seq. */
  async function event(folderId: number, projectId: number, type: string, data: object) {
    const { rows } = await db.raw(
      `INSERT INTO folder_event_counters ("folderId", seq) VALUES (?::int, 1)
       ON CONFLICT ("folderId") DO UPDATE SET seq = folder_event_counters.seq + 1 RETURNING seq`,
      [folderId],
    );
    const seq = Number(rows[0].seq);
    await db('folder_events').insert({ folderId, seq, projectId, type, actorId: w.ownerId, data });
    return seq;
  }

  /** Logs a change with its history row, as a write's statement does. */
  async function logged(folderId: number, projectId: number, kind: string, action: string, data: object) {
    const seq = await event(folderId, projectId, `${kind}.${action}`, data);
    const entityId = (data as { id: number }).id;
    await db('history').insert({
      folderId,
      projectId,
      kind,
      entityId,
      seq,
      data,
      action,
      actorId: w.ownerId,
    });
  }

  /** The thing's trash entry as its delete leaves it, its row gone, the delete logged. */
  async function trashed(
    kind: 'card' | 'project',
    row: Record<string, any>,
    folderId: number,
    label: string,
  ) {
    const projectId = kind === 'card' ? row.projectId : row.id;
    await db('trash').insert({
      kind,
      entityId: row.id,
      folderId,
      projectId,
      ownerId: kind === 'project' ? w.ownerId : null,
      label,
      deletedBy: w.ownerId,
      rows: JSON.stringify(kind === 'card' ? { cards: [row] } : { projects: [row] }),
    });
    await db(kind === 'card' ? 'cards' : 'projects')
      .where({ id: row.id })
      .delete();
    await logged(folderId, projectId, kind, 'deleted', { id: row.id });
  }

  return { event, logged, trashed };
}

export function floorFixtures(server: TestServer, w: Owner) {
  const db = server.db;
  const one = async (table: string, values: Record<string, unknown>) =>
    (await db(table).insert(values).returning('*'))[0];
  const { event, logged, trashed } = folderLog(server, w);

  return {
    /**
     * A folder with one project whose card was created, a card and a project deleted, and a meeting held, all
     * before the matrix's recipient (and pending invitee) were shared it.
     */
    async pastFolder() {
      const folder = await one('projects', { name: `F${++n}`, clientId: w.clientId, ownerId: w.ownerId });
      const inFolder = { prefix: 'PRM', parentId: folder.id, clientId: w.clientId, ownerId: w.ownerId };
      const project = await one('projects', { name: `P${n}`, ...inFolder });
      const card = await one('cards', {
        externalId: 'PRM-001',
        title: SECRET,
        order: 1,
        projectId: project.id,
      });
      await logged(folder.id, project.id, 'card', 'created', card);
      const gone = await one('cards', {
        externalId: 'PRM-002',
        title: SECRET,
        order: 2,
        projectId: project.id,
      });
      await logged(folder.id, project.id, 'card', 'created', gone);
      await trashed('card', gone, folder.id, `PRM-002 ${SECRET}`);
      const old = await one('projects', { name: SECRET, ...inFolder, prefix: 'OLD' });
      await logged(folder.id, old.id, 'project', 'created', old);
      await trashed('project', old, folder.id, SECRET);
      const meeting = await endedMeeting(folder.id, project.id);
      // Shared now: their access begins at the folder's seq (as a share turning active records it).
      await db.raw(
        `INSERT INTO folder_shares ("folderId", "sharedWithEmail", "sharedWithUserId", "sharedByUserId", status,
           "activeFromSeq")
         SELECT ?::int, "sharedWithEmail", "sharedWithUserId", "sharedByUserId", status,
                CASE WHEN status = 'active' THEN (SELECT seq FROM folder_event_counters WHERE "folderId" = ?::int) END
           FROM folder_shares WHERE "folderId" = ?::int`,
        [folder.id, folder.id, w.folderId],
      );
      return {
        folderId: folder.id as number,
        projectId: project.id as number,
        cardId: card.id as number,
        trashedCardId: gone.id as number,
        trashedProjectId: old.id as number,
        meetingId: meeting.id as number,
      };
    },
  };

  /** A meeting of the project that started and ended before the share, the owner its one participant. */
  async function endedMeeting(folderId: number, projectId: number) {
    const counter = await db('folder_event_counters').where({ folderId }).first('seq');
    const seq = Number(counter?.seq ?? 0);
    // Its start and end are logged after the seq it started at.
    await event(folderId, projectId, 'meeting.updated', {});
    await event(folderId, projectId, 'meeting.ended', {});
    const startedAt = new Date(Date.now() - 30 * 60_000);
    const endedAt = new Date();
    const meeting = await one('meetings', {
      projectId,
      folderId,
      facilitatorId: w.ownerId,
      startedAt,
      endedAt,
      startSeq: seq,
      endSeq: seq,
      snapshot: '{}',
    });
    const minutes: Minutes = {
      meetingId: meeting.id,
      projectId,
      projectName: SECRET,
      startedAt: startedAt.toISOString(),
      endedAt: endedAt.toISOString(),
      durationSeconds: 1800,
      facilitator: SECRET,
      participants: [{ userId: w.ownerId, name: SECRET }],
      ...noCardChanges(),
      votes: [],
    };
    await db('meetings')
      .where({ id: meeting.id })
      .update({ minutes: JSON.stringify(minutes) });
    await db('meeting_participants').insert({ meetingId: meeting.id, userId: w.ownerId });
    return meeting;
  }
}
