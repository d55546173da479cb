// bench:api's app without history (bench/historySwitch.ts) cuts the `hist` CTE out of the create and move
// statements as node-postgres receives them ($n placeholders, knex's `?` already replaced): exactly that CTE and
// its comma, the placeholders and everything else as they were; anything else it refuses.
import knex from 'knex';
import { describe, expect, it } from 'vitest';
import { cutHistory } from '../bench/withoutHistory';
import { createOneStatement } from '../server/db/repos/cardCreate';
import { moveOneStatement } from '../server/db/repos/cardMove';
import { STATEMENT_HISTORY } from '../server/db/repos/statementEvent';

const db = knex({ client: 'pg' });
const actorId = '00000000-0000-4000-8000-000000000001';
const statements = {
  create: createOneStatement(db, {
    actorId,
    projectId: 7,
    roles: ['owner', 'editor'],
    card: { title: 'A card' },
    numberedMax: 10_000,
    orderLimit: 1e9,
  }),
  move: moveOneStatement(db, {
    actorId,
    cardId: 3,
    roles: ['owner', 'editor'],
    side: 'below',
    group: { field: null },
    orderLimit: 1e9,
  }),
};
const native = (name: keyof typeof statements) => statements[name].toSQL().toNative().sql;
const placeholders = (sql: string) => sql.match(/\$\d+/g);

describe('cutHistory', () => {
  it.each([
    ['create', STATEMENT_HISTORY.cardCreated],
    ['move', STATEMENT_HISTORY.cardMoved],
  ] as const)('takes the history CTE and its comma out of the %s as sent, nothing else', (name, cte) => {
    const sql = native(name);
    const { text } = cutHistory(sql);
    expect(sql).toContain(cte);
    expect(text).not.toMatch(/\bhist\b/);
    expect(placeholders(text)).toEqual(placeholders(sql));
    // What is left is the statement's text around the CTE, joined where its comma stood.
    const at = sql.indexOf(cte);
    const comma = sql.lastIndexOf(',', at);
    expect(text).toBe(sql.slice(0, comma) + sql.slice(at + cte.length));
    expect(text.length).toBe(sql.length - cte.length - (at - comma));
  });

  it('refuses a statement without the CTE, or with more than the CTE named hist', () => {
    expect(() => cutHistory('SELECT 1')).toThrow(/withoutHistory/);
    const sql = native('move');
    expect(() => cutHistory(`${sql} -- hist`)).toThrow(/withoutHistory/);
  });
});
