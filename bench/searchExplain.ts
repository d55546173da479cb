// bench:search's plans: the statement searchRepo.find sends for a query (caught from knex's 'query' event while
// the domain query runs it), run again under EXPLAIN (ANALYZE, BUFFERS) with the same bound values, and the
// indexes its plan reads.
import pg from 'pg';
import type { Db } from '../server/db/connection';
import { search } from '../server/domain/queries/search';

interface SentQuery {
  sql: string;
  bindings?: unknown[];
}

/** The plan of the search statement for `q` as `userId`, one line a row. */
export async function explainSearch(
  db: Db,
  databaseUrl: string,
  userId: string,
  q: string,
): Promise<string[]> {
  let sent: SentQuery | undefined;
  const listen = (query: SentQuery) => {
    if (query.sql.includes('WITH scope AS MATERIALIZED')) sent = query;
  };
  db.on('query', listen);
  try {
    await search(db, { id: userId }, { q });
  } finally {
    db.off('query', listen);
  }
  if (!sent) throw new Error(`no search statement was sent for ${JSON.stringify(q)}`);
  // knex hands pg the text with $1, $2 … and the values: the same text and values, explained.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS) ${sent.sql}`,
      sent.bindings ?? [],
    );
    return rows.map((row) => row['QUERY PLAN']);
  } finally {
    await client.end();
  }
}

/** Each index or table the plan scans, its kind and the rows found, in plan order: "Bitmap Index Scan on x …". */
export function indexesRead(plan: string[]): string[] {
  return plan.flatMap((line) => {
    const scan = /((?:Bitmap |Parallel )?(?:Index(?: Only)? Scan|Seq Scan))(?: using| on) (\S+)/.exec(line);
    if (!scan) return [];
    const rows = /actual time=\S+ rows=(\d+) loops=(\d+)/.exec(line);
    return [`${scan[1]} on ${scan[2]}${rows ? ` (rows ${rows[1]} × loops ${rows[2]})` : ''}`];
  });
}

/** The plan's own total: "Execution Time: 12.345 ms". */
export const executionMs = (plan: string[]) =>
  Number(
    /Execution Time: ([\d.]+) ms/.exec(plan.find((l) => l.includes('Execution Time')) ?? '')?.[1] ?? NaN,
  );
