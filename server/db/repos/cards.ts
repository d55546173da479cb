// SQL for cards. Reads join the use case and release read models the API returns; writes keep ranks
// and external ids consistent under concurrent requests.
import type { Knex } from 'knex';
import { toThousandths } from '../../../common/ranking';
import type { z } from 'zod';
import {
  cardFieldList,
  INSERTED_CARD_FIELDS,
  ORDER_LIMIT,
  type CardFieldAnswers,
} from '../../../common/cardFields';
import { JSON_BYTES_PARAM, jsonInTurns, STATEMENT_ROWS } from '../../turns';
import type { Db } from '../connection';
import { predictedVersion } from './versionStamps';

/** The card's own columns: one per field of the card field registry (its wire name), under its read model. */
type FieldColumns = { [K in keyof CardFieldAnswers]: z.infer<CardFieldAnswers[K]> };

export interface CardRow extends FieldColumns {
  id: number;
  externalId: string;
  projectId: number;
  createdAt: Date;
  updatedAt: Date;
  /** The seq of the folder event that last changed it (stamped by folderEventsRepo.append). */
  version: number;
}

/** A card with its category (name, color) and release (name, startDate, endDate) columns. */
export interface CardReadRow extends CardRow {
  categoryName: string | null;
  categoryColor: string | null;
  releaseName: string | null;
  releaseStartDate: string | null;
  releaseEndDate: string | null;
}

/** Adds the read model's columns (use case and release names) to a query of cards aliased c. */
export const withCardNames = (query: Knex.QueryBuilder) =>
  query
    .leftJoin('categories as cat', 'cat.id', 'c.categoryId')
    .leftJoin('releases as r', 'r.id', 'c.releaseId')
    .select(
      'cat.name as categoryName',
      'cat.color as categoryColor',
      'r.name as releaseName',
      'r.startDate as releaseStartDate',
      'r.endDate as releaseEndDate',
    );

/**
 * Holds the use case, release and sprint the card `alias` points at FOR KEY SHARE, taken before the card's
 * own row lock (lateral subqueries run below the statement's lock). The version stamp of the card, after the
 * folder's counter is taken, re-checks those foreign keys: holding them already, it waits for no delete that
 * locks them FOR UPDATE while it waits for this card (a delete taking them first makes this load wait
 * instead, holding nothing).
 */
export const withParentKeyLocks = (query: Knex.QueryBuilder, alias: string) => {
  const parents: [string, string][] = [
    ['categories', 'categoryId'],
    ['releases', 'releaseId'],
    ['sprints', 'sprintId'],
  ];
  for (const [table, column] of parents)
    query.joinRaw(
      `LEFT JOIN LATERAL (SELECT 1 FROM ${table} WHERE id = ??.?? FOR KEY SHARE) AS "${column}Lock" ON true`,
      [alias, column],
    );
  return query;
};

/**
 * A card's own columns under `alias`, named: `c.*` would also read the search's vector (migration
 * 20261129200000_search), hundreds of bytes to kilobytes a card that no reader wants — megabytes on a large
 * project's load. One per registry field, and the card's identity, project, times and version.
 */
export const cardColumns = (alias: string) =>
  ['id', 'externalId', 'projectId', 'createdAt', 'updatedAt', 'version']
    .concat(cardFieldList().map(([, field]) => field.wire))
    .map((column) => `${alias}.${column}`);

/** The read model of the cards in `source` (a table or a CTE of written rows, aliased c). */
export const cardReadQuery = (db: Db, source = 'cards as c') =>
  withCardNames(db.from(source).select(cardColumns('c')));

/** A card field an insert may give (the registry's, but the rank). */
type InsertedField = (typeof INSERTED_CARD_FIELDS)[number];

/** What a card's editable columns may be set to. */
export type CardValues = Partial<Pick<CardRow, InsertedField> & { order: string | number }>;

/**
 * Where inserted cards go beyond "last": `firstPosition`, the place of the first card's card.created in its
 * batch (1 unless other changes come first, as an import's new use cases do); `keepOrdersAfterLast`, the
 * cards' given orders (increasing) are kept only when they all come after the project's last card, else the
 * cards go last as if they had none.
 */
export interface InsertPlacing {
  firstPosition?: number;
  keepOrdersAfterLast?: boolean;
}

/** A card to insert: its values, external id and, unless it goes last, its order. */
export type NewCard = CardValues & Pick<CardRow, 'title' | 'externalId'> & { order?: string };

/** The columns a new card may be given (insertLast names them in its SQL): its external id and the registry's fields. */
export const NEW_CARD_COLUMNS = [
  'externalId',
  ...INSERTED_CARD_FIELDS,
] as const satisfies readonly (keyof NewCard)[];

// Strictly later than the previous value even within one millisecond, so clients can always tell
// the newer version of a card.
export const touchSql = (column: string) => `GREATEST(now(), ${column} + interval '1 millisecond')`;
const touched = (db: Db) => db.raw(touchSql('"updatedAt"'));

/** Whether the first inserted card kept the order it was given (a generated one is always past it). */
const keptOrder = (rows: CardReadRow[], first: NewCard | undefined) =>
  rows[0] !== undefined &&
  first?.order !== undefined &&
  toThousandths(rows[0].order) === toThousandths(first.order);

/** One statement of insertLast: `cards` numbered from `placing.firstPosition` of the batch. */
async function insertSlice(
  db: Db,
  project: { id: number; folderId: number; nextCardNumber: number },
  given: readonly (typeof NEW_CARD_COLUMNS)[number][],
  cards: NewCard[],
  { firstPosition = 1, keepOrdersAfterLast = false }: InsertPlacing,
): Promise<CardReadRow[]> {
  const lastPlus = `LEAST(COALESCE((SELECT max FROM last), 0) + x.ordinality, ${ORDER_LIMIT})`;
  // A given order is kept; with keepOrdersAfterLast only when the first (so all: they increase) comes after
  // the project's last card.
  const order = `CASE WHEN x."order" IS NOT NULL AND (NOT ?::boolean OR (SELECT max FROM last) IS NULL
                         OR (SELECT max FROM last) < ?::numeric)
                      THEN x."order" ELSE ${lastPlus} END`;
  const insert = db.raw(
    `INSERT INTO cards (${given.map((c) => `"${c}"`).join(', ')}, "projectId", "order", version)
     SELECT ${given.map((c) => `x."${c}"`).join(', ')}, ?::int, ${order},
            -- Each card's card.created is a change of the batch, in order (see predictedVersion).
            COALESCE((SELECT seq FROM folder_event_counters WHERE "folderId" = ?::int), 0) + ?::int + x.ordinality
       FROM ROWS FROM (jsonb_populate_recordset(NULL::cards, ${JSON_BYTES_PARAM})) WITH ORDINALITY AS x
      ORDER BY x.ordinality
     RETURNING *`,
    [
      project.id,
      keepOrdersAfterLast,
      cards[0]?.order ?? null,
      project.folderId,
      firstPosition - 1,
      // A key left out (or undefined) reads as NULL, as the base record NULL::cards has it.
      await jsonInTurns(cards),
    ],
  );
  const inserted: CardReadRow[] = await cardReadQuery(db, 'inserted as c')
    .with('last', db('cards').where({ projectId: project.id }).max('order'))
    .with(
      'counter',
      db('projects').where({ id: project.id }).update({ nextCardNumber: project.nextCardNumber }),
    )
    .with('inserted', insert);
  // Ids come from the sequence in the given order; sorting keeps the answer independent of RETURNING's order.
  return inserted.sort((a, b) => a.id - b.id);
}

export const cardsRepo = {
  /** A project's cards in rank order (lower order first). */
  listForProject: (db: Db, projectId: number): Promise<CardReadRow[]> =>
    cardReadQuery(db)
      .where('c.projectId', projectId)
      .orderBy([{ column: 'c.order' }, { column: 'c.id' }]),

  findRead: (db: Db, id: number): Promise<CardReadRow | undefined> =>
    cardReadQuery(db).where('c.id', id).first(),

  findById: (db: Db, id: number): Promise<CardRow | undefined> =>
    db('cards as c').where('c.id', id).first(cardColumns('c')),

  async countInProject(db: Db, projectId: number): Promise<number> {
    const row = await db('cards')
      .where({ projectId })
      .count<{ count: string | number }[]>('* as count')
      .first();
    return Number(row?.count ?? 0);
  },

  /**
   * Inserts cards last in rank and moves the project's external-id counter to `nextCardNumber` (the caller
   * holds the project's rank lock, so the counter and the last order are its alone until commit), in one
   * statement per STATEMENT_ROWS cards: an import's 10,000 in one statement made node-postgres copy a 5 MB
   * parameter and parse 10,000 returned rows in one go, holding every other request (bench:import). Orders
   * follow `orderBetween(last, null)`: the last order + 1, + 2… (1 in an empty project), read after the lock
   * (a later statement reads the earlier ones' cards); an order past ORDER_LIMIT is held at the limit, for
   * the caller to renumber. Answers the read models in the given order. The cards travel as JSON parameters
   * (bind parameters are limited to 65,535).
   */
  async insertLast(
    db: Db,
    project: { id: number; folderId: number; nextCardNumber: number },
    cards: NewCard[],
    placing: InsertPlacing = {},
  ): Promise<CardReadRow[]> {
    const { firstPosition = 1, keepOrdersAfterLast = false } = placing;
    // The columns the cards give (the rest take their defaults), from the closed list of card columns.
    const given = NEW_CARD_COLUMNS.filter((column) => cards.some((card) => card[column] !== undefined));
    const inserted: CardReadRow[] = [];
    let keepOrders = keepOrdersAfterLast;
    for (let from = 0; from < Math.max(cards.length, 1); from += STATEMENT_ROWS) {
      const slice = cards.slice(from, from + STATEMENT_ROWS);
      // The first statement decides whether the given orders are kept (they come after the project's last
      // card): the later ones, whose "last" is the first's cards, follow it, so it is all of them or none.
      const sent =
        from > 0 && keepOrdersAfterLast && !keepOrders
          ? slice.map((card) => ({ ...card, order: undefined }))
          : slice;
      const rows = await insertSlice(db, project, given, sent, {
        firstPosition: firstPosition + from,
        keepOrdersAfterLast: keepOrders,
      });
      if (from === 0 && keepOrdersAfterLast) keepOrders = keptOrder(rows, slice[0]);
      inserted.push(...rows);
    }
    return inserted;
  },

  /**
   * Writes the given columns and answers the card's read model, in one statement. The write is the first
   * change of the folder's batch (`folderId`): its version is guessed (see predictedVersion).
   */
  async update(db: Db, id: number, folderId: number, values: CardValues): Promise<CardReadRow | undefined> {
    const updated = db('cards')
      .where({ id })
      .update({ ...values, updatedAt: touched(db), version: predictedVersion(db, folderId, 1) })
      .returning('*');
    return cardReadQuery(db, 'updated as c').with('updated', updated).first();
  },

  /** The DELETE, not yet sent: a command hands it to the event log append as its last write. */
  delete: (db: Db, id: number) => db('cards').where({ id }).delete().returning('id'),
};
