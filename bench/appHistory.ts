// bench:api's price of history as the app pays it (issue 48: creates and moves "within 5 % of the commit before
// history"): two app servers on the bench's database, started alike, one as built and one whose create and move
// statements go without their history CTE (withoutHistoryServer.ts: the app as it would be without their history
// rows), the same REST calls to each — creates in one project, creates across 20 projects, moves of one card —
// in two ways. In turn: 20 workers in a closed loop on one server, in short rounds, alternately (with, without;
// without, with; …), and the medians compared. At once: both servers in the same rounds, 10 workers each, so
// whatever the machine or the database goes through in a round (autovacuum, a checkpoint, a neighbour) falls on
// both alike; sharing the cores, each variant's rate follows its cost per call, and the rounds' ratios compare.
// pgbenchHistory.ts prices the same CTE in PostgreSQL's own pace, without the server's work.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { TestClient } from '../server/test/httpClient';
import type { ServerProcess } from '../test/processHarness';
import { startBenchServer } from './benchServer';
import { makePlaces, runCreates, WORKERS, type Place } from './creates';
import { closedLoop, type LoadResult } from './httpLoad';
import { ROUNDS, SECONDS } from './pgbenchHistory';
import { median } from './realtimeStats';
import { target } from './targets';

type Variant = 'with' | 'without';
const VARIANTS: Variant[] = ['with', 'without'];
const WITHOUT_HISTORY = pathToFileURL(path.join(import.meta.dirname, 'withoutHistoryServer.ts')).href;

/** A server of one variant, signed in as the bench's account. */
interface Server {
  variant: Variant;
  url: string;
  headers: Record<string, string>;
}

/** History rows and events: in the database, or what a round wrote. */
interface RowCounts {
  history: number;
  events: number;
}

/** A round's load result, and the history rows and events it wrote. */
type Outcome = { result: LoadResult } & RowCounts;

/** One workload of the comparison: its rounds run on either server or on both at once. */
interface Workload {
  name: string;
  /** Makes a round ready on `server` for `workers` workers (its places, the rows before); `run` runs it. */
  ready(server: Server, workers: number): Promise<{ run(): Promise<Outcome> }>;
}

/** Answered requests per second, round by round, per variant. */
type Rates = Record<Variant, number[]>;

export interface AppHistoryPrice {
  name: string;
  /** The servers in turn, WORKERS workers on one at a time. */
  rps: Rates;
  /** Both servers in the same rounds, half the workers on each. */
  atOnce: Rates;
  /** A round with an error answer, or whose rows do not match its variant; else null. */
  problem: string | null;
}

async function signedIn(server: ServerProcess, account: { email: string; password: string }) {
  const api = new TestClient(server.url);
  const res = await api.post('/api/auth/signin', account);
  if (res.status !== 200) throw new Error(`appHistory: sign-in failed: ${res.status} ${res.text}`);
  return { cookie: api.cookieHeader, origin: server.url, 'content-type': 'application/json' };
}

/** History rows and events in the database, one statement answering both (`history`, `events`). */
async function rows(databaseUrl: string, sql: string, values: unknown[]): Promise<RowCounts> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const {
      rows: [row],
    } = await client.query<{ history: string; events: string }>(sql, values);
    return { history: Number(row!.history), events: Number(row!.events) };
  } finally {
    await client.end();
  }
}

/** The card history rows of these projects, and their folders' events (their counters: the log is pruned). */
const createdRows = (databaseUrl: string, places: Place[]) =>
  rows(
    databaseUrl,
    `SELECT (SELECT count(*) FROM history WHERE kind = 'card' AND "projectId" = ANY($1)) AS history,
            (SELECT coalesce(sum(seq), 0) FROM folder_event_counters WHERE "folderId" = ANY($2)) AS events`,
    [places.map((p) => p.projectId), places.map((p) => p.folderId)],
  );

/** What a round wrote: the rows after less the rows before. */
const written = (before: RowCounts, after: RowCounts): RowCounts => ({
  history: after.history - before.history,
  events: after.events - before.events,
});

/**
 * Creates into fresh projects (a project holds at most 10,000 cards: a new set each round): one project, or one
 * per worker.
 */
const creates = (databaseUrl: string, api: TestClient, clientId: number, perWorker: boolean): Workload => ({
  name: perWorker ? `creates, ${WORKERS} projects` : 'creates, one project',
  async ready(server, workers) {
    const prefix = server.variant === 'with' ? 'HW' : 'HO';
    const places = await makePlaces(api, clientId, perWorker ? workers : 1, prefix);
    const before = await createdRows(databaseUrl, places);
    return {
      async run() {
        const result = await runCreates(server.url, server.headers, places, SECONDS, workers);
        return { result, ...written(before, await createdRows(databaseUrl, places)) };
      },
    };
  },
});

/** A moved card: the middle one of 100 in a project of its own, and its folder. */
type MovedCard = { id: number; folderId: number };

/**
 * Each variant's card moved one place over and over by every worker, half of them starting down, half up: each
 * request a real one-place move made by the statement. (All starting down, the card walked a few places a round
 * to the end of its project, where the statement declines and some moves go the command's way.)
 */
const moves = (databaseUrl: string, cards: Record<Variant, MovedCard>): Workload => {
  const movedRows = (card: MovedCard) =>
    rows(
      databaseUrl,
      `SELECT (SELECT count(*) FROM history WHERE kind = 'card' AND "entityId" = $1) AS history,
              (SELECT seq FROM folder_event_counters WHERE "folderId" = $2) AS events`,
      [card.id, card.folderId],
    );
  return {
    name: 'moves, one card',
    async ready(server, workers) {
      const card = cards[server.variant];
      const before = await movedRows(card);
      return {
        async run() {
          const result = await closedLoop({
            url: server.url,
            headers: server.headers,
            durationS: SECONDS,
            workers,
            call: (worker, n) => ({
              method: 'PATCH',
              path: `/api/cards/${card.id}/reorder`,
              body: JSON.stringify({ direction: (worker + n) % 2 ? 'up' : 'down', groupBy: 'none' }),
            }),
          });
          return { result, ...written(before, await movedRows(card)) };
        },
      };
    },
  };
};

/** A round's problem: an error answer, or rows that do not match its variant (one history row per event, or none). */
function problemOf(server: Server, { result, history, events }: Outcome) {
  if (result.errors)
    return `${server.variant}: ${result.errors} of ${result.requests} failed: ${result.firstError}`;
  const expected = server.variant === 'with' ? events : 0;
  return events === 0 || history !== expected
    ? `${server.variant}: ${result.requests} answered, ${events} events, ${history} history rows`
    : null;
}

/** Rounds of `workload`: the servers in turn (each first in turn), then both at once. */
async function compare(workload: Workload, servers: Record<Variant, Server>): Promise<AppHistoryPrice> {
  process.stderr.write(`  app, ${workload.name}, with and without history, ${ROUNDS} rounds each, twice\n`);
  const price: AppHistoryPrice = {
    name: workload.name,
    rps: { with: [], without: [] },
    atOnce: { with: [], without: [] },
    problem: null,
  };
  const record = (rates: Rates, variant: Variant, outcome: Outcome) => {
    rates[variant].push(outcome.result.rps);
    price.problem ??= problemOf(servers[variant], outcome);
  };
  for (let r = 0; r < ROUNDS; r++)
    for (const variant of r % 2 ? [...VARIANTS].reverse() : VARIANTS) {
      const round = await workload.ready(servers[variant], WORKERS);
      record(price.rps, variant, await round.run());
    }
  for (let r = 0; r < ROUNDS; r++) {
    const rounds = await Promise.all(VARIANTS.map((v) => workload.ready(servers[v], WORKERS / 2)));
    const outcomes = await Promise.all(rounds.map((round) => round.run()));
    VARIANTS.forEach((variant, i) => record(price.atOnce, variant, outcomes[i]!));
  }
  return price;
}

/** A project of its own with 100 cards: the middle one, and its folder. */
async function cardToMove(api: TestClient, clientId: number) {
  const [place] = await makePlaces(api, clientId, 1, 'HM');
  const titles = Array.from({ length: 100 }, (_, i) => `Card ${i}`);
  const res = await api.post('/api/cards/bulk', { projectId: place!.projectId, titles });
  if (res.status >= 300) throw new Error(`appHistory: cards not made: ${res.status} ${res.text}`);
  return { id: (res.body.cards as { id: number }[])[50]!.id, folderId: place!.folderId };
}

/**
 * The app with and without history, each workload in rounds: creates in one project, across WORKERS projects,
 * and moves of one card. The two servers are started here and stopped after.
 */
export async function appHistoryPrices(
  databaseUrl: string,
  on: { api: TestClient; account: { email: string; password: string }; clientId: number },
): Promise<AppHistoryPrice[]> {
  const processes: ServerProcess[] = [];
  try {
    for (const variant of VARIANTS)
      processes.push(
        await startBenchServer(databaseUrl, {
          nodeArgs: variant === 'without' ? ['--import', WITHOUT_HISTORY] : [],
        }),
      );
    const servers = Object.fromEntries(
      await Promise.all(
        processes.map(async (server, i) => [
          VARIANTS[i]!,
          { variant: VARIANTS[i]!, url: server.url, headers: await signedIn(server, on.account) },
        ]),
      ),
    ) as Record<Variant, Server>;
    const workloads = [
      creates(databaseUrl, on.api, on.clientId, false),
      creates(databaseUrl, on.api, on.clientId, true),
      moves(databaseUrl, {
        with: await cardToMove(on.api, on.clientId),
        without: await cardToMove(on.api, on.clientId),
      }),
    ];
    // Each server's code warmed alike before the first round counts.
    for (const workload of workloads)
      for (const variant of VARIANTS) await (await workload.ready(servers[variant], WORKERS)).run();
    const prices: AppHistoryPrice[] = [];
    for (const workload of workloads) prices.push(await compare(workload, servers));
    return prices;
  } finally {
    for (const server of processes) await server.stop().catch(() => undefined);
  }
}

/** With history as a share of without, in turn: the ratio of the medians (%). */
const ratio = (rates: Rates) => (median(rates.with) / median(rates.without)) * 100;
/** With history as a share of without, round by round (%). */
const pairs = (rates: Rates) => rates.with.map((value, i) => (value / rates.without[i]!) * 100);
/** A price's two ways, each with its share (%): in turn the ratio of the medians, at once the rounds' ratios' median. */
const ways = (price: AppHistoryPrice) =>
  [
    { way: 'in turn', rates: price.rps, share: ratio(price.rps) },
    { way: 'at once', rates: price.atOnce, share: median(pairs(price.atOnce)) },
  ] as const;

export function printAppHistoryPrices(prices: AppHistoryPrice[]) {
  console.log(
    `\nHistory's price in the app (issue 48): REST calls to two app servers, one as built, one whose create and` +
      `\nmove statements go without their history CTE; ${ROUNDS} rounds of ${SECONDS} s per variant, in turn` +
      ` (${WORKERS} workers` +
      `\non one server, closed loop, each first in turn: the medians compare), then ${ROUNDS} at once (${WORKERS / 2}` +
      ` workers on each: the rounds' ratios compare):`,
  );
  const list = (values: number[]) => values.map((v) => v.toFixed(0).padStart(6)).join('');
  const range = (values: number[]) =>
    `round by round ${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)} %`;
  for (const price of prices) {
    for (const { way, rates, share } of ways(price)) {
      for (const variant of VARIANTS)
        console.log(
          `  ${(variant === 'with' ? (way === 'in turn' ? price.name : '') : way).padEnd(22)} ${variant.padEnd(8)}` +
            `${list(rates[variant])} req/s   median ${median(rates[variant]).toFixed(0)}`,
        );
      console.log(`  ${''.padEnd(22)} with ÷ without ${share.toFixed(1)} % (${range(pairs(rates))})`);
    }
    if (price.problem) console.log(`  ${''.padEnd(22)} PROBLEM ${price.problem}`);
  }
  if (prices.every((p) => !p.problem))
    console.log('  checked: every call answered 2xx; one history row per event with history, none without');
}

/** The target lines: each workload's rate with history within 5 % of its rate without, in turn and at once. */
export function appHistoryTargets(prices: AppHistoryPrice[]) {
  for (const price of prices)
    for (const { way, share } of ways(price))
      target(
        `${price.name}, the app with history, % of without, ${way} (within 5 %)`,
        price.problem ? null : share,
        '≥',
        95,
        '%',
        1,
      );
}
