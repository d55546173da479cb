// SQL for cards. Reads join the use case and release read models the API returns; writes keep ranks
// and external ids consistent under concurrent requests.
import type { Knex } from 'knex';
import type { CardGroup } from '../../../common/ranking';
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

/** What a card's editable columns may be set to. */
export type CardValues = Partial<
  Pick<
    CardRow,
    | 'title'
    | 'description'
    | 'status'
    | 'priority'
    | 'color'
    | 'notes'
    | 'pinned'
    | 'categoryId'
    | 'releaseId'
    | 'sprintId'
  > & { order: string | number }
>;

/** A card's place in its project's rank: (order, id) is a total order. */
export interface RankRow {
  id: number;
  order: string;
}
export interface OrderRow extends RankRow {
  updatedAt: Date;
}

/** The projects the given use case, release and sprint belong to (null: no such record). */
export interface ReferenceOwners {
  categoryProjectId: number | null;
  releaseProjectId: number | null;
  sprintReleaseId: number | null;
  sprintProjectId: number | null;
}

// Strictly later than the previous value even within one millisecond, so clients can always tell
// the newer version of a card.
const touchSql = (column: string) => `GREATEST(now(), ${column} + interval '1 millisecond')`;
const touched = (db: Db) => db.raw(touchSql('"updatedAt"'));

const whereInGroup = (query: Knex.QueryBuilder, group: CardGroup) => {
  if (group.field === null) return query;
  return group.value === null ? query.whereNull(group.field) : query.where(group.field, group.value);
};

export const cardsRepo = {
  /** A project's cards in rank order (lower order first). */
  listForProject: (db: Db, projectId: number): Promise<CardReadRow[]> =>
    cardReadQuery(db)
      .where('c.projectId', projectId)
      .orderBy([{ column: 'c.order' }, { column: 'c.id' }]),

  findRead: (db: Db, id: number): Promise<CardReadRow | undefined> =>
    cardReadQuery(db).where('c.id', id).first(),

  findById: (db: Db, id: number) => db<CardRow>('cards').where({ id }).first(),

  lock: (db: Db, id: number): Promise<CardRow | undefined> =>
    db<CardRow>('cards').where({ id }).forUpdate().first(),

  /**
   * Takes the next `count` external-id numbers of a project (answers the first) in one statement. The
   * UPDATE locks the project row until commit, so concurrent creates queue here and numbers are neither
   * skipped nor repeated.
   */
  async takeCardNumber(
    db: Db,
    projectId: number,
    count = 1,
  ): Promise<{ number: number; prefix: string } | undefined> {
    const [row] = await db('projects')
      .where({ id: projectId })
      .increment('nextCardNumber', count)
      .returning(['nextCardNumber', 'prefix']);
    return row && { number: row.nextCardNumber - count, prefix: row.prefix };
  },

  /** Serialises rank writes of one project (the same row lock card creates take). */
  lockRanks: (db: Db, projectId: number) =>
    db('projects').where({ id: projectId }).forNoKeyUpdate().first('id'),

  async lastOrder(db: Db, projectId: number): Promise<string | null> {
    const row = await db('cards').where({ projectId }).max<{ max: string | null }>('order as max').first();
    return row?.max ?? null;
  },

  async referenceOwners(
    db: Db,
    ids: { categoryId: number | null; releaseId: number | null; sprintId: number | null },
  ): Promise<ReferenceOwners> {
    const { rows } = await db.raw(
      `SELECT (SELECT "projectId" FROM categories WHERE id = ?) AS "categoryProjectId",
              (SELECT "projectId" FROM releases WHERE id = ?) AS "releaseProjectId",
              s."releaseId" AS "sprintReleaseId", r."projectId" AS "sprintProjectId"
         FROM (SELECT 1) AS one
         LEFT JOIN sprints s ON s.id = ?
         LEFT JOIN releases r ON r.id = s."releaseId"`,
      [ids.categoryId, ids.releaseId, ids.sprintId],
    );
    return rows[0];
  },

  async insert(db: Db, values: CardValues & Pick<CardRow, 'title' | 'externalId' | 'projectId'>) {
    const [row] = await db('cards').insert(values).returning('id');
    return row.id as number;
  },

  /** Several cards in one multi-row INSERT; answers them in the given order, with no use case or release. */
  async insertMany(
    db: Db,
    rows: (CardValues & Pick<CardRow, 'title' | 'externalId' | 'projectId'>)[],
  ): Promise<CardReadRow[]> {
    const inserted: CardRow[] = await db('cards').insert(rows).returning('*');
    // Ids come from the sequence in VALUES order; sorting keeps the answer independent of RETURNING's order.
    return inserted
      .sort((a, b) => a.id - b.id)
      .map((row) => ({
        ...row,
        categoryName: null,
        categoryColor: null,
        releaseName: null,
        releaseStartDate: null,
        releaseEndDate: null,
      }));
  },

  update: (db: Db, id: number, values: CardValues) =>
    db('cards')
      .where({ id })
      .update({ ...values, updatedAt: touched(db) }),

  delete: (db: Db, id: number) => db('cards').where({ id }).delete(),

  /** Every order of a project, in rank order. */
  async orders(db: Db, projectId: number): Promise<string[]> {
    const rows = await db('cards')
      .where({ projectId })
      .orderBy([{ column: 'order' }, { column: 'id' }])
      .select('order');
    return rows.map((row: RankRow) => row.order);
  },

  /**
   * The card right before or after a place in the rank (from null: the first or last card),
   * optionally counting only the cards of one group.
   */
  nearest(
    db: Db,
    projectId: number,
    from: RankRow | null,
    side: 'before' | 'after',
    group: CardGroup = { field: null },
  ): Promise<RankRow | undefined> {
    const direction = side === 'before' ? 'desc' : 'asc';
    const query = db('cards').where({ projectId }).first('id', 'order');
    if (from) {
      query.whereRaw(`("order", id) ${side === 'before' ? '<' : '>'} (?::numeric, ?::integer)`, [
        from.order,
        from.id,
      ]);
    }
    return whereInGroup(query, group).orderBy([
      { column: 'order', order: direction },
      { column: 'id', order: direction },
    ]);
  },

  /** Moves one card in the rank: exactly one row written. */
  async setOrder(db: Db, id: number, order: string): Promise<OrderRow> {
    const [row] = await db('cards')
      .where({ id })
      .update({ order, updatedAt: touched(db) })
      .returning(['id', 'order', 'updatedAt']);
    return row;
  },

  /**
   * Renumbers a project's cards 1..n in one statement, keeping their (order, id) sequence;
   * answers the cards whose order changed, in rank order.
   */
  async renumber(db: Db, projectId: number): Promise<OrderRow[]> {
    const { rows } = await db.raw(
      `UPDATE "cards" AS c SET "order" = ranked.rank, "updatedAt" = ${touchSql('c."updatedAt"')}
         FROM (SELECT id, row_number() OVER (ORDER BY "order", id) AS rank FROM cards WHERE "projectId" = ?) AS ranked
        WHERE c.id = ranked.id AND c."order" <> ranked.rank
        RETURNING c.id, c."order", c."updatedAt"`,
      [projectId],
    );
    return (rows as OrderRow[]).sort((a, b) => Number(a.order) - Number(b.order));
  },
};
