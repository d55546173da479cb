// What every route module receives: the services of one running server.
import type { Config } from '../config';
import type { Db } from '../db/connection';
import type { ChangeHub } from '../domain/changes';
import type { Connections } from '../realtime/socketServer';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import type { RateLimits } from './rateLimits';

export interface Lifecycle {
  shuttingDown: boolean;
  inFlight: number;
}

export interface AppDeps {
  config: Config;
  db: Db;
  logger: Logger;
  mailer: Mailer;
  rateLimits: RateLimits;
  changes: ChangeHub;
  /** Live sockets: ended when their session or account ends. */
  connections: Connections;
  /** Set when the node is stopping: health checks then answer 503. `inFlight` counts requests being served. */
  lifecycle: Lifecycle;
}

/** Absolute URL for a path of the app, for e-mailed links. */
export function appLink(config: Config, pathAndQuery: string): string {
  return `${config.appUrl ?? `http://localhost:${config.port}`}${pathAndQuery}`;
}
