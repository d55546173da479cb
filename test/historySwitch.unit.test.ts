// bench:api's two app servers (bench/appHistory.ts) each load bench/historySwitch.ts. Off, every statement goes
// to PostgreSQL as the app sent it; each SIGUSR2 turns it over and it says which way it now is; on, the create and
// move statements go without their history CTE, prepared under a name of their own (a connection keeps one text
// per name). Loaded fresh (vi.resetModules) into this file's own context, over a pg.Client whose query records
// what it is given.
import knex from 'knex';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cutHistory } from '../bench/withoutHistory';
import { createOneStatement } from '../server/db/repos/cardCreate';
import { moveOneStatement } from '../server/db/repos/cardMove';

const sent: unknown[] = [];
let Client: typeof import('pg').default.Client;
const said: string[] = [];
const write = vi.spyOn(process.stdout, 'write');

beforeAll(async () => {
  vi.resetModules();
  const pg = (await import('pg')).default;
  Client = pg.Client;
  Client.prototype.query = function (config: unknown) {
    sent.push(config);
    return undefined;
  } as never;
  await import('../bench/historySwitch');
  write.mockImplementation((chunk) => (said.push(String(chunk)), true));
});
afterAll(() => write.mockRestore());

const db = knex({ client: 'pg' });
const actorId = '00000000-0000-4000-8000-000000000001';
const create = createOneStatement(db, {
  actorId,
  projectId: 7,
  roles: ['owner'],
  card: { title: 'A card' },
  numberedMax: 10_000,
  orderLimit: 1e9,
}).toSQL();
const move = moveOneStatement(db, {
  actorId,
  cardId: 3,
  roles: ['owner'],
  side: 'below',
  group: { field: null },
  orderLimit: 1e9,
}).toSQL();
const named = (sql: { toNative(): { sql: string; bindings: readonly unknown[] } }) => ({
  text: sql.toNative().sql,
  values: sql.toNative().bindings,
  name: 'cardplan-0123456789abcdef0123',
});

function send(config: unknown) {
  sent.length = 0;
  new Client().query(config as string);
  return sent[0];
}

describe('historySwitch', () => {
  it('sends every statement as the app built it while off', () => {
    expect(send(named(create))).toEqual(named(create));
    expect(send(named(move))).toEqual(named(move));
  });

  it('on SIGUSR2 says so and cuts the history CTE of a create and a move, under names of their own', () => {
    process.emit('SIGUSR2');
    expect(said.at(-1)).toBe('history: without\n');
    for (const statement of [create, move]) {
      const { text, name, values } = named(statement);
      expect(send({ text, name, values })).toEqual({
        text: cutHistory(text).text,
        name: `${name}-cut`,
        values,
      });
    }
    expect(send('SELECT 1')).toBe('SELECT 1');
    const unnamed = { text: create.toNative().sql, values: [] };
    expect(send(unnamed)).toEqual({ text: cutHistory(unnamed.text).text, values: [] });
  });

  it('on the next SIGUSR2 says so and sends them as built again', () => {
    process.emit('SIGUSR2');
    expect(said.at(-1)).toBe('history: with\n');
    expect(send(named(create))).toEqual(named(create));
  });
});
