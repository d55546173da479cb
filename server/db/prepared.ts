// Statements node-postgres prepares once per connection (a named statement): for the hot paths, whose fixed
// SQL text PostgreSQL would otherwise parse and plan on every call (for a card create, ~4 times the time it
// takes to run it; for the access check every request and socket subscribe makes, 0.2–0.36 ms of planning
// against 0.03–0.04 ms of running). The name is a hash of the text, so two texts never share one. A prepared
// statement names its columns (no `*`): a column a migration adds while a node runs would otherwise fail
// that node's statement ("cached plan must not change result type") until its connection closed.
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { Db } from './connection';

const names = new Map<string, string>();

function nameOf(sql: string) {
  let name = names.get(sql);
  if (!name) {
    name = `cardplan-${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    names.set(sql, name);
  }
  return name;
}

/** `db.raw(sql, bindings)`, sent as a prepared statement. Texts should be few (no values written into them). */
export const prepared = (db: Db, sql: string, bindings: readonly Knex.RawBinding[]): Knex.Raw =>
  db.raw(sql, bindings).options({ name: nameOf(sql) });

/**
 * A query builder sent as a prepared statement, named by its compiled text (options that change the text,
 * a lock say, get a statement of their own). Its text is compiled twice, here and when it runs: tens of
 * microseconds, against the planning it saves.
 */
export const preparedQuery = <T extends Knex.QueryBuilder>(query: T): T =>
  query.options({ name: nameOf(query.toSQL().sql) }) as T;
