// SQL for a project's rank (docs/decisions.md 6): where a move lands, read in one statement under the
// project's rank lock; the one-row write of a move; the renumbering that makes room.
import type { Knex } from 'knex';
import type { CardGroup } from '../../../common/ranking';
import type { Db } from '../connection';
import { touchSql, withParentKeyLocks, type CardRow } from './cards';
import type { VersionedWrite } from './folderEvents';

/** A card's place in its project's rank: (order, id) is a total order. */
export interface RankRow {
  id: number;
  order: string;
}
export interface OrderRow extends RankRow {
  updatedAt: Date;
  version: number;
}

/** The columns a group is told by, with the rank: what a move needs to know of a card. */
export type RankedCard = Pick<
  CardRow,
  | 'id'
  | 'order'
  | 'projectId'
  | 'status'
  | 'priority'
  | 'categoryId'
  | 'releaseId'
  | 'sprintId'
  | 'updatedAt'
  | 'version'
>;

/** Which card a move is placed next to. */
export type AnchorChoice =
  /** this card (a reposition's target) */
  | { cardId: number }
  /** the moved card's nearest neighbour in the group on that side, or the group's first card */
  | { side: 'before' | 'after'; group: CardGroup; fromStart?: true };

/** The moved card as it is now, the anchor, the anchor's neighbour on the side the card goes, the time. */
export interface RankSpot {
  now: Date;
  card: RankedCard;
  anchor?: RankedCard;
  neighbour?: RankRow;
}

const RANKED_COLUMNS = [
  'id',
  'order',
  'projectId',
  'status',
  'priority',
  'categoryId',
  'releaseId',
  'sprintId',
  'updatedAt',
  'version',
] as const;

const whereInGroup = (query: Knex.QueryBuilder, group: CardGroup) => {
  if (group.field === null) return query;
  return group.value === null ? query.whereNull(group.field) : query.where(group.field, group.value);
};

/** The next card of the project after (or before) the row `of`, a lateral reference; by group if given. */
function nextInRank(db: Db, of: string, side: 'before' | 'after', group: CardGroup, fromStart = false) {
  const direction = side === 'before' ? 'desc' : 'asc';
  const query = db('cards')
    .select(RANKED_COLUMNS)
    .whereRaw(`"projectId" = ??."projectId"`, [of])
    .orderBy([
      { column: 'order', order: direction },
      { column: 'id', order: direction },
    ])
    .limit(1);
  if (!fromStart)
    query.whereRaw(`("order", id) ${side === 'before' ? '<' : '>'} (??."order", ??.id)`, [of, of]);
  return whereInGroup(query, group);
}

/** knex compiles a builder given as a raw binding into the statement; its types only name plain values. */
const binding = (query: Knex.QueryBuilder) => query as unknown as Knex.Raw;

const pick = (row: Record<string, unknown>, prefix: string): RankedCard | undefined =>
  row[`${prefix}id`] === null
    ? undefined
    : (Object.fromEntries(RANKED_COLUMNS.map((column) => [column, row[`${prefix}${column}`]])) as RankedCard);

export const cardRanksRepo = {
  /**
   * One statement: the moved card, the anchor it goes next to and the anchor's neighbour on `side`. Sent
   * after the rank lock is held, so no other move can slip in between this read and the write; the card's
   * row is locked too (after the rank lock, as everywhere), so an edit cannot either: the version the move
   * writes is worked out from the card's latest one (`touchedAt`) and stays the newest.
   */
  async spot(
    db: Db,
    cardId: number,
    anchor: AnchorChoice,
    side: 'before' | 'after',
  ): Promise<RankSpot | undefined> {
    const anchorQuery =
      'cardId' in anchor
        ? db('cards').select(RANKED_COLUMNS).where('id', anchor.cardId)
        : nextInRank(db, 'c', anchor.side, anchor.group, anchor.fromStart);
    const columns = (alias: string, prefix: string) =>
      RANKED_COLUMNS.map((column) => `${alias}.${column} as ${prefix}${column}`);
    const row = await withParentKeyLocks(db('cards as c'), 'c')
      .select(db.raw('now() as now'), ...columns('c', 'card_'), ...columns('a', 'anchor_'))
      .select('n.id as neighbourId', 'n.order as neighbourOrder')
      .joinRaw('LEFT JOIN LATERAL (?) AS a ON true', [binding(anchorQuery)])
      .joinRaw('LEFT JOIN LATERAL (?) AS n ON true', [binding(nextInRank(db, 'a', side, { field: null }))])
      .where('c.id', cardId)
      .forNoKeyUpdate('c')
      .first();
    if (!row) return undefined;
    return {
      now: row.now,
      card: pick(row, 'card_')!,
      anchor: pick(row, 'anchor_'),
      neighbour: row.neighbourId === null ? undefined : { id: row.neighbourId, order: row.neighbourOrder },
    };
  },

  /**
   * A move's one-row write, not yet sent: the command hands it to the event log append as its last write. It
   * sets the card's version too (the seq of its cards.reordered), as the append's stamping leaves the row to it.
   */
  setOrder: (db: Db, id: number, order: string, updatedAt: Date): VersionedWrite => ({
    row: { table: 'cards', id },
    write: (version) => db('cards').where({ id }).update({ order, updatedAt, version }).returning('id'),
  }),

  /** Every order of a project, in rank order. */
  async orders(db: Db, projectId: number): Promise<string[]> {
    const rows = await db('cards')
      .where({ projectId })
      .orderBy([{ column: 'order' }, { column: 'id' }])
      .select('order');
    return rows.map((row: RankRow) => row.order);
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
        RETURNING c.id, c."order", c."updatedAt", c.version`,
      [projectId],
    );
    return (rows as OrderRow[]).sort((a, b) => Number(a.order) - Number(b.order));
  },
};

/** What `touchSql` writes, worked out here for a write whose event is built before it is sent. */
export const touchedAt = (now: Date, previous: Date) =>
  new Date(Math.max(now.getTime(), previous.getTime() + 1));
