// bench:api's price of history as the app pays it (issue 48: creates and moves "within 5 % of the commit before
// history"): two app servers on the bench's database, started alike, each with a switch (historySwitch.ts) that
// takes the `hist` CTE out of the create and move statements (the app as it would be without their history
// rows). One is with history and one without in each round, and they swap parts after every round, so each
// process is each variant in half the rounds: with fixed parts, an A/A run (both as built) read one server's
// creates 2.5 % slower than its twin's, a bias half the target's width; swapping cancels whatever it was.
// The same REST calls go to each — creates in one project, creates across 20 projects, moves of one card —
// two ways. At once: both servers in the same rounds, 10 workers each, so whatever the machine or the database
// goes through in a round (autovacuum, a checkpoint, a neighbour) falls on both alike; sharing the cores, each
// variant's rate follows its cost per call, and the rounds' ratios compare. In turn: 20 workers in a closed
// loop on one server, alternately (with, without; without, with; …), and the medians compared. The target is
// judged at once (docs/decisions.md, "History's price is judged at once"); both print with a 95 % interval,
// how far the figure could move on another run of the same rounds. BENCH_HISTORY_AA=1 never turns a switch:
// the method's own floor.
// pgbenchHistory.ts prices the same CTE in PostgreSQL's own pace.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { TestClient } from '../server/test/httpClient';
import type { ServerProcess } from '../test/processHarness';
import { startBenchServer } from './benchServer';
import { makePlaces, runCreates, WORKERS, type Place } from './creates';
import { closedLoop, type LoadResult } from './httpLoad';
import { ROUNDS, SECONDS } from './pgbenchHistory';

export type Variant = 'with' | 'without';
export const VARIANTS: Variant[] = ['with', 'without'];
const HISTORY_SWITCH = pathToFileURL(path.join(import.meta.dirname, 'historySwitch.ts')).href;
/** BENCH_HISTORY_AA=1: both servers as built (an A/A run), so the figures show what the method reads of no change. */
export const SAME = process.env.BENCH_HISTORY_AA === '1';

/** An app server, signed in as the bench's account, and the variant it is this round. */
interface Server {
  variant: Variant;
  url: string;
  headers: Record<string, string>;
  process: ServerProcess;
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
export type Rates = Record<Variant, number[]>;

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
  const expected = server.variant === 'with' || SAME ? events : 0;
  return events === 0 || history !== expected
    ? `${server.variant}: ${result.requests} answered, ${events} events, ${history} history rows`
    : null;
}

/** The server of each variant this round. */
const byVariant = (servers: Server[]) =>
  Object.fromEntries(servers.map((server) => [server.variant, server])) as Record<Variant, Server>;

/** The variant a server's historySwitch.ts last said it is ('with' until it says otherwise). */
const said = (server: Server) =>
  [...server.process.output().matchAll(/^history: (with|without)$/gm)].at(-1)?.[1] ?? 'with';

/**
 * Puts each server in its part: a server whose part changes turns its switch over (historySwitch.ts), and the
 * bench waits until each says it is in its part, so no round starts on a server halfway. With
 * BENCH_HISTORY_AA=1 only the labels change.
 */
async function setParts(servers: Server[], parts: Variant[]) {
  servers.forEach((server, i) => {
    if (server.variant !== parts[i] && !SAME) server.process.child.kill('SIGUSR2');
    server.variant = parts[i]!;
  });
  const deadline = Date.now() + 10_000;
  while (!SAME && servers.some((server) => said(server) !== server.variant)) {
    if (Date.now() > deadline) throw new Error('appHistory: a server did not switch its history within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The two servers change parts. */
const swap = (servers: Server[]) =>
  setParts(
    servers,
    servers.map((server) => (server.variant === 'with' ? 'without' : 'with')),
  );

/**
 * Rounds of `workload`: the servers in turn (each variant first in turn), then both at once; the servers swap
 * parts after every round, so each process is each variant in half of them.
 */
async function compare(workload: Workload, servers: Server[]): Promise<AppHistoryPrice> {
  process.stderr.write(`  app, ${workload.name}, with and without history, ${ROUNDS} rounds each, twice\n`);
  const price: AppHistoryPrice = {
    name: workload.name,
    rps: { with: [], without: [] },
    atOnce: { with: [], without: [] },
    problem: null,
  };
  const record = (rates: Rates, server: Server, outcome: Outcome) => {
    rates[server.variant].push(outcome.result.rps);
    price.problem ??= problemOf(server, outcome);
  };
  for (let r = 0; r < ROUNDS; r++) {
    for (const variant of r % 2 ? [...VARIANTS].reverse() : VARIANTS) {
      const server = byVariant(servers)[variant];
      const round = await workload.ready(server, WORKERS);
      record(price.rps, server, await round.run());
    }
    await swap(servers);
  }
  for (let r = 0; r < ROUNDS; r++) {
    const rounds = await Promise.all(servers.map((server) => workload.ready(server, WORKERS / 2)));
    const outcomes = await Promise.all(rounds.map((round) => round.run()));
    servers.forEach((server, i) => record(price.atOnce, server, outcomes[i]!));
    await swap(servers);
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
    for (let i = 0; i < VARIANTS.length; i++)
      processes.push(await startBenchServer(databaseUrl, { nodeArgs: ['--import', HISTORY_SWITCH] }));
    const servers: Server[] = await Promise.all(
      processes.map(async (server) => ({
        variant: 'with' as Variant,
        url: server.url,
        headers: await signedIn(server, on.account),
        process: server,
      })),
    );
    await setParts(servers, VARIANTS);
    const workloads = [
      creates(databaseUrl, on.api, on.clientId, false),
      creates(databaseUrl, on.api, on.clientId, true),
      moves(databaseUrl, {
        with: await cardToMove(on.api, on.clientId),
        without: await cardToMove(on.api, on.clientId),
      }),
    ];
    // Each server's code warmed alike, in either part, before the first round counts.
    for (let part = 0; part < 2; part++) {
      for (const workload of workloads)
        for (const server of servers) await (await workload.ready(server, WORKERS)).run();
      await swap(servers);
    }
    const prices: AppHistoryPrice[] = [];
    for (const workload of workloads) prices.push(await compare(workload, servers));
    return prices;
  } finally {
    for (const server of processes) await server.stop().catch(() => undefined);
  }
}
