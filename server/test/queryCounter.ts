// Records the statements a test server sends to PostgreSQL (knex 'query' events), for the query budget tests.
import type { Knex } from 'knex';
import { expect } from 'vitest';

export interface Statement {
  sql: string;
  bindings: readonly unknown[];
}

export interface QueryCounter {
  /** Forgets what was recorded so far. */
  reset(): void;
  /** What was recorded since the last reset or take, in the order sent; starts afresh. */
  take(): Statement[];
  /** Stops listening. */
  stop(): void;
}

/**
 * Listens to every statement `db` sends. Statements of a transaction are counted too, BEGIN and COMMIT
 * included: knex forwards a transaction's 'query' events to the instance it was started from. The server
 * answers one test request at a time, so what is recorded between sending a request and its answer is
 * that request's work (the budget tests check that nothing arrives after the answer).
 */
export function countQueries(db: Knex): QueryCounter {
  let recorded: Statement[] = [];
  const record = (query: { sql: string; bindings?: readonly unknown[] }) =>
    void recorded.push({ sql: query.sql, bindings: query.bindings ?? [] });
  db.on('query', record);
  return {
    reset: () => void (recorded = []),
    take() {
      const taken = recorded;
      recorded = [];
      return taken;
    },
    stop: () => void db.removeListener('query', record),
  };
}

/** The SQL text with runs of whitespace made one space, so layout differences do not hide a repeat. */
export const normalised = (sql: string) => sql.replace(/\s+/g, ' ').trim();

/**
 * The SQL texts sent more than once, whatever their bindings: loading the same row twice with the same
 * SELECT is repeated work even when the ids differ (a card and then its target card). BEGIN and COMMIT
 * repeat only when one request runs two transactions.
 */
export function repeatedStatements(statements: readonly Statement[]): string[] {
  const seen = new Map<string, number>();
  for (const { sql } of statements) seen.set(normalised(sql), (seen.get(normalised(sql)) ?? 0) + 1);
  return [...seen].filter(([, count]) => count > 1).map(([sql]) => sql);
}

const abbreviated = (sql: string, max: number) => {
  const text = normalised(sql);
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
};

/** One numbered line per statement, its SQL cut to `max` characters: what a failing budget prints. */
export const listStatements = (statements: readonly Statement[], max = 160) =>
  statements.map((s, i) => `  ${String(i + 1).padStart(2)}. ${abbreviated(s.sql, max)}`).join('\n');

/**
 * Fails unless a call sent at most `budget` statements, none of them twice, and a second fresh call (`again`)
 * sent as many (nothing cached between calls or left over from the first). The message lists what was sent.
 */
export function expectWithinBudget(
  label: string,
  budget: number,
  statements: readonly Statement[],
  again: readonly Statement[],
) {
  expect(again.length, `${label}, sent again:\n${listStatements(again)}\n`).toBe(statements.length);
  const problems = [
    ...(statements.length > budget ? [`${statements.length} statements, budget ${budget}`] : []),
    ...repeatedStatements(statements).map((sql) => `sent more than once: ${sql.slice(0, 120)}`),
  ];
  expect(problems, `${label} sent:\n${listStatements(statements)}\n`).toEqual([]);
}
