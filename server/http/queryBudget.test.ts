// The query budget: every HTTP route's usual successful call sends at most its budget of
// statements to PostgreSQL and never the same statement twice; reads stay within 3 (session,
// load-with-access, data) and single-card writes within 6 (BEGIN and COMMIT included).
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countQueries,
  expectWithinBudget,
  listStatements,
  normalised,
  repeatedStatements,
  type QueryCounter,
  type Statement,
} from '../test/queryCounter';
import {
  budgetWorld,
  KIND_CEILING,
  workspaceRows,
  type BudgetRow,
  type BudgetWorld,
} from '../test/queryBudgetRows';
import { appRoutes, routeOf } from '../test/appRoutes';
import { accountRows } from '../test/queryBudgetAccountRows';
import { startTestServer, type TestServer } from '../test/testServer';
import { sleep } from '../test/waits';

const budgetRows: BudgetRow[] = [...workspaceRows, ...accountRows];

let server: TestServer;
let world: BudgetWorld;
let counter: QueryCounter;
/** What each row sent, for QUERY_BUDGET_REPORT (a file the measured table is appended to). */
const measured: { call: string; kind: string; budget: number; statements: Statement[] }[] = [];

beforeAll(async () => {
  server = await startTestServer();
  world = await budgetWorld(server);
  counter = countQueries(server.db);
});
afterAll(async () => {
  counter?.stop();
  await server?.close();
  const report = process.env.QUERY_BUDGET_REPORT;
  if (report) fs.appendFileSync(report, `${JSON.stringify({ http: measured })}\n`);
});

const methodOf = (call: string) => call.split(' ')[0]!;

/** Sends the row's call once and returns what it sent between the request and its answer. */
async function measure(row: BudgetRow): Promise<Statement[]> {
  const { path, body, headers, as } = await row.request(world);
  counter.reset();
  const res = await (as ?? world.ws.owner.client).request(methodOf(row.call), path, body, headers);
  const statements = counter.take();
  expect(res.status, `${row.call}: ${res.text.slice(0, 200)}`).toBe(row.status);
  // Work the request left running after it answered would escape the count.
  await sleep(50);
  expect(listStatements(counter.take()), `${row.call}: statements after the answer`).toBe('');
  return statements;
}

describe('the statement counter', () => {
  it("sees a transaction's statements, BEGIN and COMMIT or ROLLBACK included", async () => {
    counter.reset();
    await server.db.transaction((trx) => trx.raw('select ?::int as n', [1]));
    const undone = server.db.transaction(async (trx) => {
      await trx('users').count();
      throw new Error('undo');
    });
    await expect(undone).rejects.toThrow('undo');
    expect(counter.take().map((s) => normalised(s.sql))).toEqual([
      'BEGIN;',
      'select $1::int as n',
      'COMMIT;',
      'BEGIN;',
      'select count(*) from "users"',
      'ROLLBACK',
    ]);
  });

  it('records nothing while the server is idle', async () => {
    counter.reset();
    await sleep(1000);
    expect(counter.take()).toEqual([]);
  });

  it('calls the same SQL text a repeat whatever its bindings and layout', () => {
    const sent = (sql: string, ...bindings: unknown[]) => ({ sql, bindings });
    const statements = [
      sent('BEGIN;'),
      sent('select * from "cards" where "id" = $1', 1),
      sent('select *  from "cards"\n  where "id" = $1', 2),
      sent('update "cards" set "order" = $1 where "id" = $2', 'a', 1),
      sent('COMMIT;'),
    ];
    expect(repeatedStatements(statements)).toEqual(['select * from "cards" where "id" = $1']);
    expect(repeatedStatements(statements.slice(2))).toEqual([]);
  });
});

describe('the budget table', () => {
  it('has a row for every route the app serves', () => {
    const routes = appRoutes(server);
    expect(routes.length).toBeGreaterThan(50);
    expect([...new Set(budgetRows.map((row) => routeOf(row.call)))].sort()).toEqual(routes);
  });

  it("keeps every row within its kind's ceiling", () => {
    const over = budgetRows.filter((row) => row.budget > (KIND_CEILING[row.kind] ?? Infinity));
    expect(over.map((row) => `${row.call}: ${row.kind} budget ${row.budget}`)).toEqual([]);
  });
});

describe('every route within its budget, with no statement sent twice', () => {
  it.each(budgetRows)('$call ($kind, budget $budget)', async (row) => {
    const statements = await measure(row);
    measured.push({ call: row.call, kind: row.kind, budget: row.budget, statements });
    expectWithinBudget(row.call, row.budget, statements, await measure(row));
  });
});
