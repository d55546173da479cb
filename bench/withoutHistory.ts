// The app's statements as they would be without history, for bench:api's comparisons (pgbenchHistory.ts,
// appHistory.ts) only: the app always writes history; this text exists in the bench alone, derived from the
// real statement.
import type { Knex } from 'knex';
import type { Db } from '../server/db/connection';
import { HISTORY_CTE, historyBindings } from '../server/db/repos/folderEvents';
import { STATEMENT_HISTORY } from '../server/db/repos/statementEvent';

/** Knex's placeholders in a raw text: each `?` (the statements have no `??` identifier and no `\?`). */
const placeholders = (sql: string) => sql.split('?').length - 1;

/** The `hist` CTEs a statement may carry, each with the number of bindings it takes. */
const HIST_CTES: [string, number][] = [
  [HISTORY_CTE, historyBindings().length],
  ...Object.values(STATEMENT_HISTORY).map((cte): [string, number] => [cte, 0]),
];

/**
 * The text without its `hist` CTE (folderEvents.ts HISTORY_CTE or a one-statement write's STATEMENT_HISTORY,
 * the statement's last CTE, with the comma before it) — nothing else cut — with where the CTE stood and how many
 * bindings it took. Throws when the statement is not built that way, rather than measure something else.
 */
export function cutHistory(sql: string) {
  const [cte, own] = HIST_CTES.find(([text]) => sql.includes(text)) ?? ['', 0];
  const at = cte ? sql.indexOf(cte) : -1;
  const comma = sql.lastIndexOf(',', at);
  const text = `${sql.slice(0, comma)}${sql.slice(at + cte.length)}`;
  if (
    at < 0 ||
    sql.includes(cte, at + 1) ||
    !/^,\s*$/.test(sql.slice(comma, at)) ||
    placeholders(cte) !== own ||
    /\bhist\b/.test(text)
  )
    throw new Error('withoutHistory: not a statement "WITH …, hist AS (…) SELECT …"');
  return { text, at, own };
}

/** The statement without history: its `hist` CTE (cutHistory) and that CTE's bindings taken out. */
export function withoutHistory(db: Db, statement: Knex.Raw): Knex.Raw {
  const { sql, bindings } = statement.toSQL();
  if (placeholders(sql) !== bindings.length) throw new Error('withoutHistory: not one binding per ?');
  const { text, at, own } = cutHistory(sql);
  const first = placeholders(sql.slice(0, at));
  return db.raw(text, [...bindings.slice(0, first), ...bindings.slice(first + own)]);
}
