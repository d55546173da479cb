// The history CTE's own work in one move: EXPLAIN (ANALYZE, BUFFERS, WAL) of the app's move statement, with its
// history CTE and without (withoutHistory.ts), one card down and up in turn, the medians of many:
// the statement's execution time, and the history insert's own (its heap row and the index entries it must
// add), its buffers and WAL. One EXPLAIN is a tenth of a millisecond of noise; the median of a few dozen is not.
import knex from 'knex';
import pg from 'pg';
import type { Db } from '../server/db/connection';
import { oneCardMove } from './pgbenchMoves';
import { median } from './realtimeStats';
import { withoutHistory } from './withoutHistory';

/** Moves explained per variant (half down, half up). */
const MOVES = 40;

interface PlanNode {
  'Node Type': string;
  Operation?: string;
  'Relation Name'?: string;
  'Actual Total Time': number;
  'Shared Hit Blocks': number;
  'Shared Dirtied Blocks': number;
  'WAL Records': number;
  'WAL Bytes': number;
  Plans?: PlanNode[];
}

export interface MoveExplain {
  /** Execution time of the statement (ms, median). */
  executionMs: number;
  /** WAL records and bytes of the whole statement (median). */
  walRecords: number;
  walBytes: number;
  /** The history insert's node (median time; buffers and WAL of its last run), null without history. */
  insert: {
    ms: number;
    hitBlocks: number;
    dirtiedBlocks: number;
    walRecords: number;
    walBytes: number;
  } | null;
  /** The indexes of history an insert of a card's row maintains (a partial one only when its predicate holds). */
  indexes: string[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/** The statement moving `cardId` one place `side`, values written in, with or without its history CTE. */
function moveSql(cardId: number, actorId: string, side: 'above' | 'below', history: boolean) {
  const db = knex({ client: 'pg' }) as unknown as Db;
  const statement = oneCardMove(db, cardId, actorId, side);
  return (history ? statement : withoutHistory(db, statement)).toQuery();
}

type Run = { ms: number; plan: PlanNode; insert?: PlanNode };

async function explain(client: pg.Client, sql: string): Promise<Run> {
  const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS, WAL, FORMAT JSON) ${sql}`);
  const [{ Plan: plan, 'Execution Time': ms }] = rows[0]['QUERY PLAN'] as [
    { Plan: PlanNode; 'Execution Time': number },
  ];
  return {
    ms,
    plan,
    insert: nodes(plan).find((n) => n.Operation === 'Insert' && n['Relation Name'] === 'history'),
  };
}

function summary(runs: Run[]): Omit<MoveExplain, 'indexes'> {
  const last = runs.at(-1)!.insert;
  return {
    executionMs: median(runs.map((r) => r.ms)),
    // The history CTE, which nothing reads, runs after the statement's SELECT: its WAL is not in the top node's.
    walRecords: median(runs.map((r) => r.plan['WAL Records'] + (r.insert?.['WAL Records'] ?? 0))),
    walBytes: median(runs.map((r) => r.plan['WAL Bytes'] + (r.insert?.['WAL Bytes'] ?? 0))),
    insert: last
      ? {
          ms: median(runs.map((r) => r.insert?.['Actual Total Time'] ?? NaN)),
          hitBlocks: last['Shared Hit Blocks'],
          dirtiedBlocks: last['Shared Dirtied Blocks'],
          walRecords: last['WAL Records'],
          walBytes: last['WAL Bytes'],
        }
      : null,
  };
}

/**
 * Both variants, interleaved: with and without down, without and with up, and so on (the card stays within two
 * places of where it was, and neither variant always goes first).
 */
export async function explainMoves(databaseUrl: string, cardId: number, actorId: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; partial: string | null }>(
      `SELECT c.relname AS name, pg_get_expr(i.indpred, i.indrelid) AS partial
         FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
        WHERE i.indrelid = 'history'::regclass ORDER BY c.relname`,
    );
    const indexes = rows.map((r) => (r.partial ? `${r.name} (where ${r.partial})` : r.name));
    const runs: Record<'with' | 'without', Run[]> = { with: [], without: [] };
    for (let i = 0; i < MOVES; i++) {
      const side = i % 2 ? 'above' : 'below';
      for (const history of i % 2 ? [false, true] : [true, false])
        runs[history ? 'with' : 'without'].push(
          await explain(client, moveSql(cardId, actorId, side, history)),
        );
    }
    return { with: { ...summary(runs.with), indexes }, without: { ...summary(runs.without), indexes } };
  } finally {
    await client.end();
  }
}

export function printMoveExplain(explain: Record<'with' | 'without', MoveExplain>) {
  const { with: on, without: off } = explain;
  const ms = (value: number) => `${value.toFixed(3)} ms`;
  console.log(
    `  one move, EXPLAIN (ANALYZE, BUFFERS, WAL), median of ${MOVES} each: execution ${ms(on.executionMs)} with history,` +
      ` ${ms(off.executionMs)} without; WAL ${on.walRecords} records, ${on.walBytes} B with; ${off.walRecords}, ${off.walBytes} B without`,
  );
  if (on.insert)
    console.log(
      `  the history insert's own: ${ms(on.insert.ms)}; last one: ${on.insert.hitBlocks} buffers hit, ${on.insert.dirtiedBlocks} dirtied,` +
        ` ${on.insert.walRecords} WAL records (the row, one per index it enters), ${on.insert.walBytes} B`,
    );
  console.log(`  history's indexes: ${on.indexes.join(', ')}`);
}
