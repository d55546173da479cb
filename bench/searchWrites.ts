// bench:search's price of the search on card writes (issue 46: the new indexes may cost creates and edits at
// most 10 %): the same card writes timed in the database, one statement after another in one transaction, with
// the search's trigger and indexes (migrations 20261129200000_search, 20261129210000_search_tiers) and with
// them dropped — in a transaction rolled back, so nothing is left changed. Creates with a title and a
// description, title and description edits, and moves (a rank change: an update that is not HOT writes an
// entry in every index, the search's too). Rounds alternate, so a busy moment of the machine hits both.
import type { Knex } from 'knex';
import type { Db } from '../server/db/connection';

const WRITES = 4_000;
const ROUNDS = 2;
const WORDS =
  'offline sync invoice export chart user admin billing search roadmap release sprint estimate'.split(' ');

const DROP_SEARCH = [
  'DROP TRIGGER cards_search_vector ON cards',
  'DROP INDEX cards_search_vector, cards_project_title_trgm, cards_project_title_prefix, cards_title_words',
  `ALTER TABLE cards ALTER "searchVector" SET DEFAULT ''::tsvector`,
];

const word = (i: string) => `(ARRAY[${WORDS.map((w) => `'${w}'`).join(',')}])[1 + (${i}) % ${WORDS.length}]`;

const KINDS = {
  create: `DO $$ BEGIN FOR i IN 1..${WRITES} LOOP
      INSERT INTO cards ("externalId", title, description, status, priority, "order", "projectId")
      VALUES ('WB-' || i, 'Card ' || i || ' about ' || ${word('i')} || ' and ' || ${word('i * 7')},
              'When the ' || ${word('i * 3')} || ' page loads, the ' || ${word('i * 5')}
                || ' should show the user their latest changes and a clear way back.',
              'backlog', 'tbd', 1000000 + i, :project);
    END LOOP; END $$`,
  'title edit': `DO $$ DECLARE r record; BEGIN
      FOR r IN SELECT id FROM cards WHERE "projectId" = :project AND "externalId" LIKE 'WB-%' LOOP
        UPDATE cards SET title = title || ' v2', description = description || ' More.' WHERE id = r.id;
      END LOOP; END $$`,
  move: `DO $$ DECLARE r record; BEGIN
      FOR r IN SELECT id FROM cards WHERE "projectId" = :project AND "externalId" LIKE 'WB-%' LOOP
        UPDATE cards SET "order" = "order" + 0.5 WHERE id = r.id;
      END LOOP; END $$`,
};
type Kind = keyof typeof KINDS;

/** Milliseconds of each kind of write, `WRITES` of them, in one transaction that is rolled back. */
async function timeWrites(db: Db, projectId: number, withSearch: boolean): Promise<Record<Kind, number>> {
  const times = {} as Record<Kind, number>;
  await db
    .transaction(async (trx: Knex.Transaction) => {
      if (!withSearch) for (const statement of DROP_SEARCH) await trx.raw(statement);
      for (const kind of Object.keys(KINDS) as Kind[]) {
        // DO blocks take no bound values: the project id is a number, written in.
        const sql = KINDS[kind].replaceAll(':project', String(Math.trunc(projectId)));
        const started = performance.now();
        await trx.raw(sql);
        times[kind] = performance.now() - started;
      }
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return times;
}

class RolledBack extends Error {}

export interface WriteCost {
  kind: Kind;
  /** Microseconds a write, the best round of each. */
  withSearch: number;
  without: number;
}

/** The search's price per card write, in the database: the best of `ROUNDS` alternating rounds each way. */
export async function searchWriteCost(db: Db, projectId: number): Promise<WriteCost[]> {
  const best = { with: {} as Record<Kind, number>, without: {} as Record<Kind, number> };
  for (let round = 0; round < ROUNDS; round++)
    for (const withSearch of [true, false]) {
      const times = await timeWrites(db, projectId, withSearch);
      const into = withSearch ? best.with : best.without;
      for (const kind of Object.keys(times) as Kind[])
        into[kind] = Math.min(into[kind] ?? Infinity, times[kind]);
    }
  return (Object.keys(KINDS) as Kind[]).map((kind) => ({
    kind,
    withSearch: (best.with[kind] * 1000) / WRITES,
    without: (best.without[kind] * 1000) / WRITES,
  }));
}

/** The table bench:search prints. */
export function printWriteCost(costs: WriteCost[]) {
  console.log(
    `\nCard writes in the database, ${WRITES.toLocaleString('en-US')} of each in one transaction (rolled back), best of ${ROUNDS} alternating rounds:`,
  );
  console.log('write          with search   without   added');
  for (const { kind, withSearch, without } of costs)
    console.log(
      `${kind.padEnd(14)} ${withSearch.toFixed(0).padStart(8)} µs ${without.toFixed(0).padStart(6)} µs ${(withSearch - without).toFixed(0).padStart(5)} µs`,
    );
}
