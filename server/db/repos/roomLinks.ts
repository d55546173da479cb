// SQL for room links (migrations/20261121000003_projector.ts): projector links stored by token hash.
import type { ScoringSetting } from '../../../common/estimation';
import type { Db } from '../connection';
import { currentSeqColumn } from './folderEvents';
import { runningMeetingColumn, type MeetingState } from './meetings';

export interface RoomLinkRow {
  id: number;
  projectId: number;
  projectName: string;
  createdAt: Date;
  creatorFirstName: string | null;
  creatorLastName: string | null;
  creatorEmail: string;
}

/** A link found by its token: the project it shows and that project's folder. */
export interface RoomLinkTarget {
  id: number;
  projectId: number;
  folderId: number;
}

const listColumns = [
  'l.id',
  'l.projectId',
  'p.name as projectName',
  'l.createdAt',
  'u.firstName as creatorFirstName',
  'u.lastName as creatorLastName',
  'u.email as creatorEmail',
];

/** What a room viewer's screens read of the project besides its name: the deck and scoring model. */
const ROOM_PROJECT_COLUMNS = ['p.deck', 'p.customDeck', 'p.scoringModel'];

export const roomLinksRepo = {
  async create(
    db: Db,
    row: { projectId: number; tokenHash: string; createdByUserId: string },
  ): Promise<RoomLinkRow> {
    const [{ id }] = await db('room_links').insert(row).returning('id');
    return (await roomLinksRepo.find(db, id))!;
  },

  /** A link with its project's name (a projector socket re-checks it before it joins). */
  find(db: Db, id: number): Promise<RoomLinkRow | undefined> {
    return db('room_links as l')
      .join('projects as p', 'p.id', 'l.projectId')
      .join('users as u', 'u.id', 'l.createdByUserId')
      .where('l.id', id)
      .first(listColumns);
  },

  /**
   * As `find`, plus its folder's seq now and the project's running meeting, read in the same statement (a
   * projector starts from them).
   */
  findWithSeq(
    db: Db,
    id: number,
  ): Promise<
    (RoomLinkRow & ScoringSetting & { currentSeq: number; meeting: MeetingState | null }) | undefined
  > {
    return db('room_links as l')
      .join('projects as p', 'p.id', 'l.projectId')
      .join('users as u', 'u.id', 'l.createdByUserId')
      .where('l.id', id)
      .first([
        ...listColumns,
        ...ROOM_PROJECT_COLUMNS,
        currentSeqColumn(db, 'p.parentId'),
        runningMeetingColumn(db, 'l."projectId"'),
      ]);
  },

  /** The links of every project of a folder, newest first. */
  listForFolder(db: Db, folderId: number): Promise<RoomLinkRow[]> {
    return db('room_links as l')
      .join('projects as p', 'p.id', 'l.projectId')
      .join('users as u', 'u.id', 'l.createdByUserId')
      .where('p.parentId', folderId)
      .orderBy([
        { column: 'l.createdAt', order: 'desc' },
        { column: 'l.id', order: 'desc' },
      ])
      .select(listColumns);
  },

  findByTokenHash(db: Db, tokenHash: string): Promise<RoomLinkTarget | undefined> {
    return db('room_links as l')
      .join('projects as p', 'p.id', 'l.projectId')
      .where('l.tokenHash', tokenHash)
      .whereNotNull('p.parentId')
      .first('l.id', 'l.projectId', 'p.parentId as folderId');
  },

  async delete(db: Db, id: number): Promise<boolean> {
    return (await db('room_links').where({ id }).delete()) > 0;
  },
};
