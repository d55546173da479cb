// Statements node-postgres prepares once per connection (a named statement): for the hot paths, whose fixed
// SQL text PostgreSQL would otherwise parse and plan on every call (for a card create, ~4 times the time it
// takes to run it). The name is a hash of the text, so two texts never share one.
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
