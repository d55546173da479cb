// bench:api's ceiling for creates: pgbench running a card create's write transaction on the same database —
// the statements the app sends for POST /api/cards, without session, access check or presenting — so the
// app's creates/s read as a share of what PostgreSQL allows. The one-project rate is the per-folder write
// ceiling: every write of a project takes its counter row and its folder's event counter row until commit.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import knex, { type Knex } from 'knex';
import { ORDER_LIMIT } from '../common/schemas/cards';
import type { Db } from '../server/db/connection';
import { createOneStatement } from '../server/db/repos/cardCreate';
import { CHANGE_INSIDE_ROLES } from '../server/domain/policies/projects';
import type { Place } from './creates';

export interface PgbenchResult {
  tps: number;
  latencyMs: number;
  failed: number;
  /** Transactions that ran to the end (each wrote what its statements write). */
  transactions: number;
}

const run = promisify(execFile);
const PGBENCH = process.env.PGBENCH ?? 'pgbench';

/** pgbench's version line, or null when it is not installed. */
export async function pgbenchVersion(): Promise<string | null> {
  try {
    return (await run(PGBENCH, ['--version'])).stdout.trim();
  } catch {
    return null;
  }
}

/** `base + client_id % count`, when the places' ids step by one (makePlaces makes them so). */
function spread(ids: number[]): string {
  if (ids.some((id, i) => id !== ids[0]! + i)) throw new Error(`pgbench needs consecutive ids: ${ids}`);
  return ids.length === 1 ? `${ids[0]}` : `${ids[0]} + :client_id % ${ids.length}`;
}

/**
 * A create's transaction, in the shape the app sends it (`current`: the one statement of
 * server/db/repos/cardCreate.ts, its very text) or in the shape it had before creates became one statement (`before`: the
 * project's row locked with the caller's role, the insert with the numbering, the event append, in a
 * transaction).
 */
export type Shape = 'current' | 'before';

/** Stands for the project id in the app's statement, replaced by pgbench's `:p`. */
const PROJECT_SENTINEL = 987_654_321;

/** Rewrites a statement before it becomes script text (pgbenchHistory.ts takes its history CTE out). */
export type Edit = (db: Db, statement: Knex.Raw) => Knex.Raw;

/** The app's create statement with its values written in, the project as `:p`. */
function appStatement(actorId: string, edit: Edit): string {
  const db = knex({ client: 'pg' }) as unknown as Db;
  const statement = createOneStatement(db, {
    actorId,
    projectId: PROJECT_SENTINEL,
    roles: CHANGE_INSIDE_ROLES,
    card: { title: 'Created by pgbench', status: 'backlog', priority: 'tbd' },
    // The app declines past PROJECT_CARDS_MAX (its command then refuses); pgbench's 10 s may number more.
    numberedMax: 2 ** 31 - 1,
    orderLimit: ORDER_LIMIT,
  });
  const sql = edit(db, statement).toQuery().replaceAll(String(PROJECT_SENTINEL), ':p');
  return pgbenchStatement(sql, ['p']);
}

/**
 * An SQL text as one line of a pgbench script: the time format's colons made dots (pgbench reads ":name" as
 * a variable; the same work, one character each); refused if any other ":name" but `variables` is left.
 */
export function pgbenchStatement(sql: string, variables: string[]): string {
  const text = sql.replaceAll('HH24:MI:SS', 'HH24.MI.SS');
  const allowed = variables.length ? `(?!(?:${variables.join('|')})\\b)` : '';
  const stray = new RegExp(`(?<!:):${allowed}[A-Za-z_]`).exec(text);
  if (stray)
    throw new Error(`pgbench would read a variable at "${text.slice(stray.index, stray.index + 12)}"`);
  return `${text.replace(/\s+/g, ' ')};`;
}

const projectLine = (places: Place[]) => `\\set p ${spread(places.map((p) => p.projectId))}\n`;

/** The app's create as a pgbench script on `places` (client c writes to place c % n), its statement edited. */
export const createScript = (places: Place[], actorId: string, edit: Edit = (_db, statement) => statement) =>
  `${projectLine(places)}${appStatement(actorId, edit)}\n`;

function script(places: Place[], actorId: string, shape: Shape): string {
  if (shape === 'current') return createScript(places, actorId);
  const project = projectLine(places);
  // {PREFIX}-{NNN}, zero-padded to at least 3 digits like externalIdOf (lpad alone would cut 1000 to 100).
  const number = 'CAST(:num AS text)';
  const externalId = `CAST(:prefix AS text) || '-' || lpad(${number}, greatest(3, length(${number})), '0')`;
  const order = `LEAST(COALESCE((SELECT max FROM last), 0) + 1, 999999999999)`;
  // An event's data is the presented card, built here without a colon (pgbench reads ":name" as a variable).
  const fields = {
    id: 'CAST(:id AS integer)',
    externalId,
    title: "'Created by pgbench'",
    description: 'NULL',
    status: "'backlog'",
    priority: "'tbd'",
    color: "'#6B7280'",
    notes: 'NULL',
    pinned: 'false',
    order: 'CAST(:ord AS numeric)',
    projectId: 'CAST(:p AS integer)',
    categoryId: 'NULL',
    releaseId: 'NULL',
    sprintId: 'NULL',
    category: 'NULL',
    release: 'NULL',
    createdAt: 'now()',
    updatedAt: 'now()',
  };
  const data = `jsonb_build_object(${Object.entries(fields)
    .map(([key, value]) => `'${key}', ${value}`)
    .join(', ')})`;
  const insertCard = `INSERT INTO cards ("externalId", title, status, priority, "order", "projectId") VALUES (${externalId}, 'Created by pgbench', 'backlog', 'tbd', ${order}, :p) RETURNING id, "order" AS ord \\gset`;
  const role = `CASE WHEN f."ownerId" = '${actorId}' THEN 'owner' WHEN EXISTS (SELECT 1 FROM folder_shares s WHERE s."folderId" = f.id AND s."sharedWithUserId" = '${actorId}' AND s.status = 'active') THEN 'shared' END`;
  return `${project}\\set f ${spread(places.map((p) => p.folderId))}
BEGIN;
SELECT p."nextCardNumber" AS num, p.prefix, f.id AS folder, ${role} AS role FROM projects p JOIN projects f ON f.id = COALESCE(p."parentId", p.id) WHERE p.id = :p LIMIT 1 FOR NO KEY UPDATE OF p \\gset
WITH last AS (SELECT max("order") AS max FROM cards WHERE "projectId" = :p), counter AS (UPDATE projects SET "nextCardNumber" = :num + 1 WHERE id = :p) ${insertCard}
WITH counter AS (INSERT INTO folder_event_counters ("folderId", seq) VALUES (:f, 1) ON CONFLICT ("folderId") DO UPDATE SET seq = folder_event_counters.seq + EXCLUDED.seq RETURNING seq) INSERT INTO folder_events ("folderId", seq, "projectId", type, "actorId", "mutationId", data) SELECT :f, counter.seq, :p, 'card.created', '${actorId}', NULL, ${data} FROM counter;
COMMIT;
`;
}

/** Runs pgbench with `clients` clients for `seconds` on the places (client c writes to place c % n). */
const pgbenchCreates = (
  databaseUrl: string,
  places: Place[],
  shape: Shape,
  actorId: string,
  seconds: number,
  clients = 20,
) => runScript(databaseUrl, script(places, actorId, shape), seconds, clients);

/**
 * Runs pgbench on `text` (a custom script, prepared) with `clients` clients for `seconds`; `defines`: -D. Given
 * several scripts, each transaction runs one of them at random (equal weights) and `scripts` has each one's
 * figures: they share every moment of the run, so a busy machine weighs on all of them alike.
 */
export async function runScript(
  databaseUrl: string,
  text: string | string[],
  seconds: number,
  clients = 20,
  defines: Record<string, number> = {},
): Promise<PgbenchResult & { scripts: { transactions: number; latencyMs: number }[] }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardplan-pgbench-'));
  const texts = Array.isArray(text) ? text : [text];
  const files = texts.map((script, i) => {
    const file = path.join(dir, `script${i}.sql`);
    fs.writeFileSync(file, script);
    return texts.length > 1 ? ['-f', `${file}@1`] : ['-f', file];
  });
  try {
    const define = Object.entries(defines).flatMap(([name, value]) => ['-D', `${name}=${value}`]);
    const args = [
      ...`-n -c ${clients} -j 2 -T ${seconds} -M prepared`.split(' '),
      ...define,
      ...files.flat(),
    ];
    const { stdout } = await run(PGBENCH, [...args, databaseUrl], { maxBuffer: 1 << 20 }).catch((error) => {
      // Every client repeats the same error: the first two lines say it.
      const stderr = String(error.stderr ?? error).split('\n');
      throw new Error(`pgbench failed: ${stderr.slice(0, 2).join(' / ')}`);
    });
    const figure = (pattern: RegExp, from = stdout) => Number(pattern.exec(from)?.[1] ?? NaN);
    return {
      tps: figure(/tps = ([\d.]+) \(without initial connection time\)/),
      latencyMs: figure(/latency average = ([\d.]+) ms/),
      failed: figure(/number of failed transactions: (\d+)/) || 0,
      transactions: figure(/number of transactions actually processed: (\d+)/),
      scripts: stdout
        .split(/^SQL script \d+:/m)
        .slice(1)
        .map((part) => ({
          transactions: figure(/ - (\d+) transactions/, part),
          latencyMs: figure(/latency average = ([\d.]+) ms/, part),
        })),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export interface PgbenchRun {
  label: string;
  places: Place[];
  shape: Shape;
  /** null: pgbench is missing, or failed (see error). */
  result: PgbenchResult | null;
  error?: string;
}

/** Each set of places in turn; with no pgbench installed, every result is null and nothing runs. */
export async function runPgbench(
  databaseUrl: string,
  sets: { label: string; places: Place[]; shape: Shape }[],
  actorId: string,
  seconds: number,
  clients: number,
): Promise<{ version: string | null; runs: PgbenchRun[] }> {
  const version = await pgbenchVersion();
  const runs: PgbenchRun[] = [];
  for (const { label, places, shape } of sets) {
    if (!version) {
      runs.push({ label, places, shape, result: null });
      continue;
    }
    process.stderr.write(`  pgbench, ${label}, ${shape} shape\n`);
    try {
      runs.push({
        label,
        places,
        shape,
        result: await pgbenchCreates(databaseUrl, places, shape, actorId, seconds, clients),
      });
    } catch (error) {
      runs.push({ label, places, shape, result: null, error: String(error) });
    }
  }
  return { version, runs };
}

/** The per-folder write ceiling: the app's shape on one project. */
export const ceilingRun = (report: { runs: PgbenchRun[] }) =>
  report.runs.find((r) => r.places.length === 1 && r.shape === 'current');

export function printPgbench(
  report: { version: string | null; runs: PgbenchRun[] },
  seconds: number,
  clients: number,
) {
  console.log(`\npgbench, the same transaction shape (${clients} clients, -j 2, -M prepared, ${seconds} s):`);
  if (!report.version) return console.log('  pgbench not found — skipped');
  for (const { label, shape, result, error } of report.runs) {
    const name = `${label}, ${shape === 'current' ? 'as the app sends it' : 'three-statement shape of before'}`;
    if (!result) console.log(`  ${name.padEnd(40)}  ERROR ${error}`);
    else
      console.log(
        `  ${name.padEnd(40)}  ${result.tps.toFixed(0).padStart(6)} tps   latency average ${result.latencyMs.toFixed(1)} ms   failed ${result.failed}`,
      );
  }
  const one = ceilingRun(report)?.result;
  if (one) console.log(`  per-folder write ceiling (pgbench, one project): ${one.tps.toFixed(0)} creates/s`);
}
