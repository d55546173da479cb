// bench:api's history taken apart (BENCH_HISTORY_PARTS=1; issue 48): which part of the history row a create in one
// project pays for. One pgbench client runs the app's create in several variants in one run, each transaction
// one of them at random, so every moment of the run falls on all of them alike (on two shared cores, separate
// rounds differ by more than the parts measured here). The variants: without history (the cut statement), as
// built, and as built but with the row written into a copy of `history` that lacks one part — both indexes,
// either one, the id's sequence — and the first design turned round: the history row as the create's
// only row (no event row; the copy has the event's columns and the index a replay would read by). A variant's
// latency less the latency without history is what it adds to a create. The copies hold history's rows, so
// their indexes are as deep as history's, and they are dropped after the run.
import type { Knex } from 'knex';
import pg from 'pg';
import type { Db } from '../server/db/connection';
import type { Place } from './creates';
import { createScript, runScript, type Edit } from './pgbench';
import { withoutHistory } from './withoutHistory';

export const PARTS = process.env.BENCH_HISTORY_PARTS === '1';
const SECONDS = Number(process.env.BENCH_HISTORY_PARTS_SECONDS ?? 120);

type HistoryIndex = 'history_entity' | 'history_project';

/** A copy of `history` a variant writes its row into, without some of history's parts. */
interface Copy {
  table: string;
  indexes: HistoryIndex[];
  /** false: the id is a constant, not drawn from history_id_seq. */
  sequence: boolean;
  /** The row is the create's event as well: the event's columns, the replay's index, no folder_events row. */
  asEvent?: boolean;
}

interface Variant {
  name: string;
  copy?: Copy;
  edit?: Edit;
}

/** `sql` with `from` replaced by `to`, which must stand in it exactly once (else this measures something else). */
function replaceOnce(sql: string, from: string | RegExp, to: string) {
  const matches =
    typeof from === 'string'
      ? sql.split(from).length - 1
      : [...sql.matchAll(new RegExp(from.source, 'g'))].length;
  if (matches !== 1) throw new Error(`historyParts: ${String(from)} found ${matches} times in the create`);
  return sql.replace(from, to);
}

/** The statement edited as text, its bindings kept (no edit adds or takes a placeholder). */
const edited = (change: (sql: string) => string, before?: Edit): Edit => {
  return (db: Db, statement: Knex.Raw) => {
    const { sql, bindings } = (before ? before(db, statement) : statement).toSQL();
    return db.raw(change(sql), bindings);
  };
};

/** As built, the history row written into `table`. */
export const intoCopy = (table: string): Edit =>
  edited((sql) => replaceOnce(sql, 'INSERT INTO history (', `INSERT INTO ${table} (`));

/** Without history, and the event row written into `table` as a history row (its kind, id and action too). */
export const eventAsHistory = (table: string): Edit =>
  edited((sql) => {
    const into = replaceOnce(
      sql,
      'INSERT INTO folder_events ("folderId", seq, "projectId", type, "actorId", "mutationId", cause, data)',
      `INSERT INTO ${table} ("folderId", seq, "projectId", type, "actorId", "mutationId", cause, data, kind, "entityId", action)`,
    );
    return replaceOnce(
      into,
      /built\.data::jsonb(\s+)FROM counter CROSS JOIN built/,
      `built.data::jsonb, 'card', (built.data->>'id')::int, 'created'$1FROM counter CROSS JOIN built`,
    );
  }, withoutHistory);

const copy = (table: string, indexes: HistoryIndex[], more: Partial<Copy> = {}): Copy => ({
  table,
  indexes,
  sequence: true,
  ...more,
});

function variants(): Variant[] {
  const both: HistoryIndex[] = ['history_entity', 'history_project'];
  const parts = [
    { name: 'the row without its indexes', copy: copy('bench_parts_bare', []) },
    { name: 'the row with history_entity only', copy: copy('bench_parts_entity', ['history_entity']) },
    { name: 'the row with history_project only', copy: copy('bench_parts_project', ['history_project']) },
    {
      name: 'the row, its id without the sequence',
      copy: copy('bench_parts_noseq', both, { sequence: false }),
    },
  ].map((v) => ({ ...v, edit: intoCopy(v.copy.table) }));
  const asEvent = copy('bench_parts_event', both, { asEvent: true });
  return [
    { name: 'without history', edit: withoutHistory },
    { name: 'as built' },
    ...parts,
    { name: 'the history row as the event', copy: asEvent, edit: eventAsHistory(asEvent.table) },
  ];
}

/** History's own index definitions, by name (the copies take theirs from them). */
type IndexDefinitions = { name: string; definition: string }[];

async function makeCopy(
  client: pg.Client,
  { table, indexes, sequence, asEvent }: Copy,
  definitions: IndexDefinitions,
) {
  await client.query(`DROP TABLE IF EXISTS ${table}`);
  await client.query(`CREATE TABLE ${table} (LIKE history INCLUDING DEFAULTS)`);
  await client.query(`INSERT INTO ${table} SELECT * FROM history`);
  for (const name of indexes) {
    const index = definitions.find((row) => row.name === name);
    if (!index) throw new Error(`historyParts: history has no index ${name}`);
    await client.query(
      replaceOnce(
        index.definition,
        /^CREATE INDEX \S+ ON \S+ /,
        `CREATE INDEX ${table}_${name} ON ${table} `,
      ),
    );
  }
  if (!sequence) await client.query(`ALTER TABLE ${table} ALTER COLUMN id SET DEFAULT 0`);
  if (asEvent) {
    const { rows: columns } = await client.query<{ name: string; type: string }>(
      `SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
        WHERE attrelid = 'folder_events'::regclass AND attname IN ('type', 'mutationId')`,
    );
    for (const column of columns)
      await client.query(`ALTER TABLE ${table} ADD COLUMN "${column.name}" ${column.type}`);
    // Not unique: a batch's event has a history row per thing.
    await client.query(`CREATE INDEX ${table}_replay ON ${table} ("folderId", seq)`);
  }
  await client.query(`VACUUM ANALYZE ${table}`);
}

export interface PartLatency {
  name: string;
  latencyMs: number;
  transactions: number;
}

export interface HistoryParts {
  seconds: number;
  variants: PartLatency[];
  /** What the run wrote doesn't match its variants (each row in its own table, an event for all but one). */
  problem: string | null;
}

const count = async (client: pg.Client, table: string) =>
  Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);

/** The variants of a create in `place`, one client, all in one run; the copies dropped after. */
export async function historyParts(
  databaseUrl: string,
  place: Place,
  actorId: string,
): Promise<HistoryParts> {
  const list = variants();
  const tables = ['folder_events', 'history', ...list.flatMap((v) => (v.copy ? [v.copy.table] : []))];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: definitions } = await client.query<IndexDefinitions[number]>(
      `SELECT indexname AS name, indexdef AS definition FROM pg_indexes WHERE tablename = 'history'`,
    );
    for (const variant of list) if (variant.copy) await makeCopy(client, variant.copy, definitions);
    const before = await Promise.all(tables.map((table) => count(client, table)));
    process.stderr.write(`  pgbench, history taken apart, ${list.length} variants at once, ${SECONDS} s\n`);
    const texts = list.map((variant) => createScript([place], actorId, variant.edit));
    const result = await runScript(databaseUrl, texts, SECONDS, 1);
    const after = await Promise.all(tables.map((table) => count(client, table)));
    const wrote = (table: string) => after[tables.indexOf(table)]! - before[tables.indexOf(table)]!;
    const made = list.map((variant, i) => ({ ...variant, transactions: result.scripts[i]!.transactions }));
    const sum = (of: typeof made) => of.reduce((n, v) => n + v.transactions, 0);
    // Each table and what should have gone into it: an event for all but the row-as-event, a row in each copy.
    const expected: [string, number][] = [
      ['folder_events', sum(made.filter((v) => !v.copy?.asEvent))],
      ['history', sum(made.filter((v) => v.name === 'as built'))],
      ...made.flatMap((v): [string, number][] => (v.copy ? [[v.copy.table, v.transactions]] : [])),
    ];
    const wrong = expected.filter(([table, rows]) => wrote(table) !== rows);
    return {
      seconds: SECONDS,
      variants: made.map((v, i) => ({
        name: v.name,
        latencyMs: result.scripts[i]!.latencyMs,
        transactions: v.transactions,
      })),
      problem: result.failed
        ? `${result.failed} transactions failed`
        : wrong.length
          ? `rows not where their variant writes them: ${wrong.map(([table]) => table).join(', ')}`
          : null,
    };
  } finally {
    for (const variant of list)
      if (variant.copy)
        await client.query(`DROP TABLE IF EXISTS ${variant.copy.table}`).catch(() => undefined);
    await client.end();
  }
}

export function printHistoryParts(parts: HistoryParts) {
  console.log(
    `\nHistory taken apart (BENCH_HISTORY_PARTS=1; no target): one pgbench client, a create in one project in` +
      `\n${parts.variants.length} variants at once for ${parts.seconds} s, each transaction one of them at random; what each adds to a create without history:`,
  );
  const [base, ...others] = parts.variants;
  if (base) {
    const line = (variant: PartLatency, more = '') =>
      `  ${variant.name.padEnd(38)} ${variant.latencyMs.toFixed(3)} ms${more}   (${variant.transactions} transactions)`;
    console.log(line(base));
    for (const variant of others) {
      const added = (variant.latencyMs - base.latencyMs) * 1000;
      const share = (1 - base.latencyMs / variant.latencyMs) * 100;
      const sign = added >= 0 ? '+' : '−';
      console.log(
        line(
          variant,
          `   ${sign}${Math.abs(added).toFixed(0).padStart(2)} µs   ${share.toFixed(1)} % of the pace`,
        ),
      );
    }
  }
  console.log(
    parts.problem
      ? `  PROBLEM ${parts.problem}`
      : '  checked: each variant wrote its rows where it writes them, and only there',
  );
}
