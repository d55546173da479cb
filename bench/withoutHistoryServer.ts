// Loaded into an app server (`--import`) by bench:api's comparison of the app with and without history
// (appHistory.ts): it takes the `hist` CTE out of the two one-statement writes, a card's create and a rank move,
// as node-postgres sends them (withoutHistory.ts cutHistory), so that server is the app as it would be without
// their history rows. Bench only: the app always writes history.
import pg from 'pg';
import { STATEMENT_HISTORY } from '../server/db/repos/statementEvent';
import { cutHistory } from './withoutHistory';

const ctes = Object.values(STATEMENT_HISTORY);
const cut = (text: string) => (ctes.some((cte) => text.includes(cte)) ? cutHistory(text).text : text);

type Query = (this: pg.Client, config: unknown, ...rest: unknown[]) => unknown;
const query = pg.Client.prototype.query as unknown as Query;
const plain = (config: unknown): config is { text: string } =>
  typeof config === 'object' &&
  config !== null &&
  Object.getPrototypeOf(config) === Object.prototype &&
  typeof (config as { text?: unknown }).text === 'string';

(pg.Client.prototype as unknown as { query: Query }).query = function (config, ...rest) {
  if (typeof config === 'string') return query.call(this, cut(config), ...rest);
  if (plain(config)) return query.call(this, { ...config, text: cut(config.text) }, ...rest);
  return query.call(this, config, ...rest);
};
