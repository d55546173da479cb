// bench:api's price of history (issue 48): PostgreSQL's own pace for the app's create and move statements as
// the app sends them, and for the same statements with their history CTE taken out — the statement as it would
// be without history, SQL text of this bench only (the app always writes history). The two variants run in
// short rounds, alternately (with, without, without, with, …: a drift of the machine's pace or of the tables'
// size falls on both alike), and their medians compare. On two shared cores one round can be off by a third;
// so one client also runs both in one run, each transaction either at random: no moment favours either.
// BENCH_HISTORY_DEFERRED=1 adds a third variant to the rounds: history written after the commits, in batches
// from the event log (deferredHistory.ts).
import pg from 'pg';
import type { Place } from './creates';
import { explainMoves, printMoveExplain } from './historyExplain';
import { withDeferredHistory } from './deferredHistory';
import { historyParts, PARTS, printHistoryParts, type HistoryParts } from './historyParts';
import { createScript, pgbenchVersion, runScript, type Edit } from './pgbench';
import { MOVE_DEFINES, movesScript } from './pgbenchMoves';
import { median } from './realtimeStats';
import { withoutHistory } from './withoutHistory';

/** Rounds per variant (even: each variant goes first in half of them) and seconds per round. */
export const ROUNDS = Number(process.env.BENCH_HISTORY_ROUNDS ?? 10);
export const SECONDS = Number(process.env.BENCH_HISTORY_SECONDS ?? 5);
/** The one-client run of both variants at once. */
const MIXED_SECONDS = 2 * SECONDS;

type Variant = 'with' | 'without' | 'deferred';
/** The variants the rounds run, in the order of the first round. */
const VARIANTS: Variant[] =
  process.env.BENCH_HISTORY_DEFERRED === '1' ? ['with', 'without', 'deferred'] : ['with', 'without'];

/** A pgbench script with and without history, its -D variables, and whether one client runs both at once too. */
type Workload = Record<'with' | 'without', string> & {
  name: string;
  defines?: Record<string, number>;
  mixed: boolean;
};

export interface HistoryPrice {
  name: string;
  /** tps of each round, in the order they ran per variant (deferred: only with BENCH_HISTORY_DEFERRED=1). */
  tps: Record<'with' | 'without', number[]> & { deferred?: number[] };
  /** One client running both at once: each variant's latency average (ms). */
  mixed?: Record<'with' | 'without', number>;
  /** What the rounds wrote doesn't match their variant (the check in `checked`), or pgbench's error, else null. */
  problem: string | null;
}

/** Events and history rows in the database (nothing else writes while pgbench runs). */
async function counts(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ events: string; history: string }>(
      'SELECT (SELECT count(*) FROM folder_events) AS events, (SELECT count(*) FROM history) AS history',
    );
    return { events: Number(rows[0]!.events), history: Number(rows[0]!.history) };
  } finally {
    await client.end();
  }
}

/**
 * Runs pgbench; a problem unless every transaction wrote its event, and each with history (or deferred) one
 * history row, each without none (the statement without its CTE still does everything else).
 */
async function checked(databaseUrl: string, run: () => ReturnType<typeof runScript>, variants: Variant[]) {
  const before = await counts(databaseUrl);
  const result = await run();
  const after = await counts(databaseUrl);
  const events = after.events - before.events;
  const history = after.history - before.history;
  const scripts = result.scripts.length ? result.scripts : [result];
  const expected = scripts.reduce(
    (sum, script, i) => sum + (variants[i] === 'without' ? 0 : script.transactions),
    0,
  );
  const problem =
    result.failed || events !== result.transactions || history !== expected
      ? `${variants.join(' and ')}: ${result.transactions} transactions (${result.failed} failed) wrote ${events} events, ${history} history rows`
      : null;
  return { result, problem };
}

function round(databaseUrl: string, workload: Workload, variant: Variant, clients: number) {
  const script = workload[variant === 'with' ? 'with' : 'without'];
  const pgbench = () => runScript(databaseUrl, script, SECONDS, clients, workload.defines);
  const run = variant === 'deferred' ? () => withDeferredHistory(databaseUrl, pgbench) : pgbench;
  return checked(databaseUrl, run, [variant]);
}

/** Round `r`'s order of the variants: each one first in turn (with, without; without, with; …). */
const roundOrder = (r: number): Variant[] => [
  ...VARIANTS.slice(r % VARIANTS.length),
  ...VARIANTS.slice(0, r % VARIANTS.length),
];

/** One client, both variants in one run: their latency averages. */
async function mixed(databaseUrl: string, workload: Workload) {
  const texts = [workload.with, workload.without];
  const { result, problem } = await checked(
    databaseUrl,
    () => runScript(databaseUrl, texts, MIXED_SECONDS, 1, workload.defines),
    ['with', 'without'],
  );
  const [withHistory, without] = result.scripts;
  return { latencies: { with: withHistory!.latencyMs, without: without!.latencyMs }, problem };
}

/** The variants of one workload, round by round, each first in turn. */
async function compare(databaseUrl: string, workload: Workload, clients: number) {
  const { name } = workload;
  process.stderr.write(`  pgbench, ${name}, ${VARIANTS.join(', ')} history, ${ROUNDS} rounds each\n`);
  const price: HistoryPrice = { name, tps: { with: [], without: [] }, problem: null };
  for (let r = 0; r < ROUNDS; r++)
    for (const variant of roundOrder(r)) {
      const { result, problem } = await round(databaseUrl, workload, variant, clients);
      (price.tps[variant] ??= []).push(result.tps);
      price.problem ??= problem;
    }
  if (workload.mixed) {
    const { latencies, problem } = await mixed(databaseUrl, workload);
    price.mixed = latencies;
    price.problem ??= problem;
  }
  return price;
}

/**
 * Creates in one project, creates across `many` projects, and moves of one card, each with and without
 * history; null when pgbench is not installed.
 */
async function pgbenchPrices(
  databaseUrl: string,
  on: { one: Place[]; many: Place[]; cardId: number; actorId: string },
  clients: number,
): Promise<HistoryPrice[] | null> {
  if (!(await pgbenchVersion())) return null;
  const { actorId } = on;
  const both = (name: string, script: (edit?: Edit) => string, more: Partial<Workload> = {}) => ({
    name,
    with: script(),
    without: script(withoutHistory),
    mixed: true,
    ...more,
  });
  // One client writes to one project: across many it would be the one-project run again.
  const workloads: Workload[] = [
    both('creates, one project', (edit) => createScript(on.one, actorId, edit)),
    both(`creates, ${on.many.length} projects`, (edit) => createScript(on.many, actorId, edit), {
      mixed: false,
    }),
    both('moves, one card', (edit) => movesScript(on.cardId, actorId, edit), { defines: MOVE_DEFINES }),
  ];
  const prices: HistoryPrice[] = [];
  for (const workload of workloads)
    prices.push(
      // A failed pgbench costs its figure, not the rest of bench:api.
      await compare(databaseUrl, workload, clients).catch((error: unknown) => ({
        name: workload.name,
        tps: { with: [], without: [] },
        problem: String(error),
      })),
    );
  return prices;
}

export interface HistoryReport {
  /** null: pgbench is not installed. */
  prices: HistoryPrice[] | null;
  explain: Awaited<ReturnType<typeof explainMoves>>;
  /** BENCH_HISTORY_PARTS=1: a create's history taken apart (historyParts.ts); else null. */
  parts: HistoryParts | null;
}

/** The pgbench comparison, then one move explained with and without history, then the parts if asked. */
export const historyPrices = async (
  databaseUrl: string,
  on: { one: Place[]; many: Place[]; cardId: number; actorId: string },
  clients: number,
): Promise<HistoryReport> => ({
  prices: await pgbenchPrices(databaseUrl, on, clients),
  explain: await explainMoves(databaseUrl, on.cardId, on.actorId),
  // A failed run costs its figure, not the rest of bench:api.
  parts: PARTS
    ? await historyParts(databaseUrl, on.one[0]!, on.actorId).catch((error: unknown): HistoryParts => ({
        seconds: 0,
        variants: [],
        problem: String(error),
      }))
    : null,
});

/** A variant's pace as a share of the pace without history: the ratio of the medians (%). */
const ratio = (price: HistoryPrice, variant: 'with' | 'deferred' = 'with') =>
  (median(price.tps[variant] ?? []) / median(price.tps.without)) * 100;

export function printHistoryPrices({ prices, explain, parts }: HistoryReport, clients: number) {
  console.log(
    `\nHistory's price in PostgreSQL alone (no target: the app's figure below is the issue's; this one is the` +
      `\nhistory row's own share of PostgreSQL's pace): pgbench, the app's statements with their history CTE and without it` +
      `\n(${clients} clients, -M prepared; ${ROUNDS} rounds of ${SECONDS} s per variant, each variant first in turn` +
      `${VARIANTS.includes('deferred') ? '; deferred: without it, and history written from the event log behind the commits' : ''}):`,
  );
  if (!prices) console.log('  pgbench not found — skipped');
  const list = (values: number[]) => values.map((v) => v.toFixed(0).padStart(6)).join('');
  for (const price of prices ?? []) {
    if (!price.tps.with.length) {
      console.log(`  ${price.name.padEnd(22)} PROBLEM ${price.problem}`);
      continue;
    }
    for (const variant of VARIANTS)
      console.log(
        `  ${(variant === 'with' ? price.name : '').padEnd(22)} ${variant.padEnd(8)}${list(price.tps[variant] ?? [])} tps   median ${median(price.tps[variant] ?? []).toFixed(0)}`,
      );
    for (const variant of ['with', 'deferred'] as const) {
      const tps = price.tps[variant];
      if (!tps?.length) continue;
      const pairs = tps.map((value, i) => (value / price.tps.without[i]!) * 100);
      console.log(
        `  ${''.padEnd(22)} ${variant} ÷ without ${ratio(price, variant).toFixed(1)} % (round by round ${Math.min(...pairs).toFixed(0)}–${Math.max(...pairs).toFixed(0)} %, median ${median(pairs).toFixed(0)} %)` +
          `${variant === 'with' && price.problem ? `   PROBLEM ${price.problem}` : ''}`,
      );
    }
    if (price.mixed)
      console.log(
        `  ${''.padEnd(22)} one client, both at once (${MIXED_SECONDS} s): latency ${price.mixed.with.toFixed(3)} ms with,` +
          ` ${price.mixed.without.toFixed(3)} ms without: with ÷ without ${((price.mixed.without / price.mixed.with) * 100).toFixed(1)} % of the pace`,
      );
  }
  if (prices?.every((p) => !p.problem))
    console.log(
      `  checked: every transaction wrote its event; one history row each with${VARIANTS.includes('deferred') ? ' and deferred' : ''}, none without`,
    );
  printMoveExplain(explain);
  if (parts) printHistoryParts(parts);
}
