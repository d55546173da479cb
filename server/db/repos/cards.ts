// SQL for cards. Reads join the use case and release read models the API returns.
import type { CardStatus, Impact } from '../../../common/schemas/cards';
import type { Db } from '../connection';

export interface CardRow {
  id: number;
  externalId: string;
  title: string;
  description: string | null;
  status: CardStatus;
  priority: Impact;
  color: string;
  notes: string | null;
  pinned: boolean;
  order: string;
  projectId: number;
  categoryId: number | null;
  releaseId: number | null;
  sprintId: number | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A card with its category (name, color) and release (name, startDate, endDate) columns. */
export interface CardReadRow extends CardRow {
  categoryName: string | null;
  categoryColor: string | null;
  releaseName: string | null;
  releaseStartDate: string | null;
  releaseEndDate: string | null;
}

export const cardReadQuery = (db: Db) =>
  db('cards as c')
    .leftJoin('categories as cat', 'cat.id', 'c.categoryId')
    .leftJoin('releases as r', 'r.id', 'c.releaseId')
    .select(
      'c.*',
      'cat.name as categoryName',
      'cat.color as categoryColor',
      'r.name as releaseName',
      'r.startDate as releaseStartDate',
      'r.endDate as releaseEndDate',
    );

export const cardsRepo = {
  /** A project's cards in rank order (lower order first). */
  listForProject: (db: Db, projectId: number): Promise<CardReadRow[]> =>
    cardReadQuery(db)
      .where('c.projectId', projectId)
      .orderBy([{ column: 'c.order' }, { column: 'c.id' }]),

  findRead: (db: Db, id: number): Promise<CardReadRow | undefined> =>
    cardReadQuery(db).where('c.id', id).first(),

  findById: (db: Db, id: number) => db<CardRow>('cards').where({ id }).first(),
};
