// Loaded into both app servers (`--import`) of bench:api's comparison of the app with and without history
// (appHistory.ts). It starts off: the server is the app as built. Each SIGUSR2 turns it over, and the server
// prints `history: with` or `history: without` once it has; while on, it takes the `hist` CTE out of the two
// one-statement writes, a card's create and a rank move, as node-postgres sends them (withoutHistory.ts
// cutHistory), so the server is the app as it would be without their history rows. So the bench can swap the
// two servers' parts between rounds: each process is each variant in half of them, and whatever differs between
// two processes (where the kernel runs them, which one the load reaches first) falls on both variants alike.
// A cut statement is prepared under a name of its own (a connection keeps one text per name). Bench only: the
// app always writes history. (cpuProfiler.ts also listens to SIGUSR2: the two are never loaded together.)
import pg from 'pg';
import { STATEMENT_HISTORY } from '../server/db/repos/statementEvent';
import { cutHistory } from './withoutHistory';

let cutting = false;
process.on('SIGUSR2', () => {
  cutting = !cutting;
  process.stdout.write(`history: ${cutting ? 'without' : 'with'}\n`);
});

const ctes = Object.values(STATEMENT_HISTORY);
const carries = (text: string) => cutting && ctes.some((cte) => text.includes(cte));

type Query = (this: pg.Client, config: unknown, ...rest: unknown[]) => unknown;
const query = pg.Client.prototype.query as unknown as Query;
const plain = (config: unknown): config is { text: string; name?: string } =>
  typeof config === 'object' &&
  config !== null &&
  Object.getPrototypeOf(config) === Object.prototype &&
  typeof (config as { text?: unknown }).text === 'string';

(pg.Client.prototype as unknown as { query: Query }).query = function (config, ...rest) {
  if (typeof config === 'string' && carries(config))
    return query.call(this, cutHistory(config).text, ...rest);
  if (plain(config) && carries(config.text)) {
    const cut = { ...config, text: cutHistory(config.text).text };
    return query.call(this, config.name ? { ...cut, name: `${config.name}-cut` } : cut, ...rest);
  }
  return query.call(this, config, ...rest);
};
