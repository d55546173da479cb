// Fresh targets for the permission matrix: every call gets its own rows, made straight in the database.
import type { Minutes } from '../../common/schemas/meetings';
import { noCardChanges } from '../domain/minutes/changesFromLog';
import { createUser } from './factories';
import { floorFixtures, folderLog } from './permissionFixturesFloor';
import type { TestServer } from './testServer';

export interface Actors {
  ownerId: string;
  clientId: number;
  folderId: number;
  projectId: number;
}

let seq = 0;
const next = () => ++seq;

export function fixtures(server: TestServer, w: Actors) {
  const db = server.db;
  const one = async (table: string, values: Record<string, unknown>) =>
    (await db(table).insert(values).returning('*'))[0];
  const log = folderLog(server, w);
  return {
    ...floorFixtures(server, w),
    client: () => one('clients', { name: `C${next()}`, ownerId: w.ownerId }),
    /** An account of nobody in the workspace (an admin's target). */
    user: async () => (await createUser(server)).user,
    folder: () => one('projects', { name: `F${next()}`, clientId: w.clientId, ownerId: w.ownerId }),
    project: () =>
      one('projects', {
        name: `P${next()}`,
        prefix: 'PRM',
        parentId: w.folderId,
        clientId: w.clientId,
        ownerId: w.ownerId,
      }),
    card: () =>
      one('cards', {
        externalId: `PRM-${String(100000 + next())}`,
        title: 'T',
        order: next(),
        projectId: w.projectId,
      }),
    category: () => one('categories', { name: `UC${next()}`, projectId: w.projectId }),
    release: () => one('releases', { name: `R${next()}`, projectId: w.projectId }),
    async sprint() {
      const release = await one('releases', { name: `R${next()}`, projectId: w.projectId });
      return one('sprints', { name: `S${next()}`, releaseId: release.id });
    },
    roomLink: () =>
      one('room_links', {
        projectId: w.projectId,
        tokenHash: `fixture-${next()}-${Date.now()}`,
        createdByUserId: w.ownerId,
      }),
    share: () =>
      one('folder_shares', {
        folderId: w.folderId,
        sharedWithEmail: `invitee-${next()}@example.test`,
        sharedByUserId: w.ownerId,
      }),
    /** A folder of the owner's, shared as the workspace's folder is, whose project holds a card. */
    async sharedFolder() {
      const folder = await one('projects', { name: `F${next()}`, clientId: w.clientId, ownerId: w.ownerId });
      const project = await one('projects', {
        name: `P${next()}`,
        prefix: 'PRM',
        parentId: folder.id,
        clientId: w.clientId,
        ownerId: w.ownerId,
      });
      await one('cards', { externalId: 'PRM-001', title: 'T', order: 1, projectId: project.id });
      await db.raw(
        `INSERT INTO folder_shares ("folderId", "sharedWithEmail", "sharedWithUserId", "sharedByUserId", status)
         SELECT ?::int, "sharedWithEmail", "sharedWithUserId", "sharedByUserId", status
           FROM folder_shares WHERE "folderId" = ?::int`,
        [folder.id, w.folderId],
      );
      return folder as { id: number };
    },
    /** A card of the project in the trash (as DELETE /api/cards/:id leaves it, its delete logged). */
    async trashedCard() {
      const card = await one('cards', {
        externalId: `PRM-${String(100000 + next())}`,
        title: 'T',
        order: next(),
        projectId: w.projectId,
      });
      await log.trashed('card', card, w.folderId, `${card.externalId} T`);
      return card as { id: number };
    },
    /** An import of one card into the project (as POST /api/imports leaves it), by the owner. */
    async imported() {
      const card = await one('cards', {
        externalId: `PRM-${String(100000 + next())}`,
        title: 'T',
        order: next(),
        projectId: w.projectId,
      });
      return one('imports', {
        folderId: w.folderId,
        projectId: w.projectId,
        actorId: w.ownerId,
        format: 'csv',
        fileName: 'f.csv',
        cardIds: [card.id],
      }) as Promise<{ id: number }>;
    },
    /**
     * A running meeting on a fresh project of the folder with a card of it in the spotlight: `facilitatorId`
     * (default the owner) facilitates, the owner takes part unless `ownerIn` is false; `vote` adds a vote on
     * the card in that state.
     */
    async runningMeeting(
      options: { facilitatorId?: string; ownerIn?: boolean; vote?: 'open' | 'revealed' } = {},
    ): Promise<{ id: number; projectId: number; voteId: number }> {
      const project = await one('projects', {
        name: `P${next()}`,
        prefix: 'PRM',
        parentId: w.folderId,
        clientId: w.clientId,
        ownerId: w.ownerId,
      });
      const card = await one('cards', {
        externalId: `PRM-${String(100000 + next())}`,
        title: 'T',
        order: next(),
        projectId: project.id,
      });
      const facilitatorId = options.facilitatorId ?? w.ownerId;
      const meeting = await one('meetings', {
        projectId: project.id,
        folderId: w.folderId,
        facilitatorId,
        startedById: facilitatorId,
        startSeq: 0,
        snapshot: '{}',
        spotlightCardId: card.id,
      });
      const people = new Set([facilitatorId, ...(options.ownerIn === false ? [] : [w.ownerId])]);
      await db('meeting_participants').insert(
        [...people].map((userId) => ({ meetingId: meeting.id, userId })),
      );
      const vote = options.vote
        ? await one('meeting_votes', {
            meetingId: meeting.id,
            cardId: card.id,
            cardExternalId: card.externalId,
            cardTitle: card.title,
            field: 'impact',
            state: options.vote,
          })
        : undefined;
      return { id: meeting.id, projectId: project.id, voteId: vote?.id ?? 0 };
    },
    /** A meeting of the project that has ended, the owner its one participant, with (empty) minutes. */
    async endedMeeting() {
      const startedAt = new Date(Date.now() - 30 * 60_000);
      const endedAt = new Date();
      // Started now in the folder's log: after the recipient's access began (docs/meetings.md "Who reads minutes").
      const counter = await db('folder_event_counters').where({ folderId: w.folderId }).first('seq');
      const seq = Number(counter?.seq ?? 0);
      const meeting = await one('meetings', {
        projectId: w.projectId,
        folderId: w.folderId,
        facilitatorId: w.ownerId,
        startedAt,
        endedAt,
        startSeq: seq,
        endSeq: seq,
        snapshot: '{}',
      });
      const minutes: Minutes = {
        meetingId: meeting.id,
        projectId: w.projectId,
        projectName: 'Project',
        startedAt: startedAt.toISOString(),
        endedAt: endedAt.toISOString(),
        durationSeconds: 1800,
        facilitator: 'Owner',
        participants: [{ userId: w.ownerId, name: 'Owner' }],
        ...noCardChanges(),
        votes: [],
      };
      await db('meetings')
        .where({ id: meeting.id })
        .update({ minutes: JSON.stringify(minutes) });
      await db('meeting_participants').insert({ meetingId: meeting.id, userId: w.ownerId });
      return meeting;
    },
  };
}
