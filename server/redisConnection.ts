// Every Redis connection of a node (shared rate limits, the Socket.IO adapter's publisher and subscriber),
// opened one way: it retries every second at most while Redis is away, says once that it went and once that it
// is back, and lets its owner act on the return (the adapter's subscriber makes its sockets resync).
import type { Redis, RedisOptions } from 'ioredis';
import { lazyPackage } from './lazyPackage';
import type { Logger } from './logger';

const ioredis = lazyPackage<typeof import('ioredis')>('ioredis');

export interface RedisConnectionOptions {
  /** What the connection is for, in its log lines ("rate limits", "adapter subscriber"). */
  purpose: string;
  logger: Logger;
  /**
   * Queue commands while Redis is away (the subscriber: its subscriptions must be made when it is back).
   * Off, a command fails at once instead (rate limits, publishing: the caller has something better to do).
   */
  queueWhileAway?: boolean;
  /** A command not answered by then fails (a hung Redis, or one that went away with the command on the wire). */
  commandTimeoutMs?: number;
}

export interface RedisConnection {
  client: Redis;
  /** Calls `listener` each time the connection is ready again after it was lost. */
  onBack(listener: () => void): void;
  /** Disconnects for good (no "lost" warning); resolves once the connection has ended. */
  close(): Promise<void>;
}

/**
 * The default backoff doubles up to 5 s: after an outage of a few seconds, events would cross nodes again only
 * seconds after Redis is back. A try per second at most, per connection, costs nothing.
 */
export const REDIS_RETRY_MAX_MS = 1000;
export const redisRetryDelayMs = (attempt: number) => Math.min(50 * 2 ** (attempt - 1), REDIS_RETRY_MAX_MS);

/** The states of an ioredis client that has a socket, which `disconnect` closes (then it emits 'end'). */
const WITH_SOCKET = new Set(['connecting', 'connect', 'ready']);

export function openRedis(url: string, options: RedisConnectionOptions): RedisConnection {
  const { purpose, logger, queueWhileAway = false, commandTimeoutMs } = options;
  const settings: RedisOptions = {
    retryStrategy: redisRetryDelayMs,
    enableOfflineQueue: queueWhileAway,
    // Queued commands wait for Redis however long it takes; without a queue nothing waits anyway.
    maxRetriesPerRequest: null,
    ...(commandTimeoutMs ? { commandTimeout: commandTimeoutMs } : {}),
  };
  const client = new (ioredis().Redis)(url, settings);
  const listeners: (() => void)[] = [];
  let away = false;
  let closing = false;
  client.on('ready', () => {
    if (!away) return;
    away = false;
    logger.info({ purpose }, 'redis is back');
    for (const listener of listeners) listener();
  });
  client.on('close', () => {
    if (away || closing) return;
    away = true;
    logger.warn({ purpose }, 'redis connection lost; retrying every second');
  });
  // Every failed retry emits an error: log the first of an outage, not one a second.
  client.on('error', (err) => {
    if (!away) logger.warn({ err, purpose }, 'redis error');
  });
  return {
    client,
    onBack: (listener) => void listeners.push(listener),
    close() {
      closing = true;
      // Only a connection with a socket ends by an event; one waiting to try again (Redis away) stops where it
      // stands, and one already ended has nothing to do.
      const ended = WITH_SOCKET.has(client.status)
        ? new Promise<void>((resolve) => client.once('end', resolve))
        : Promise.resolve();
      client.disconnect();
      return ended;
    },
  };
}
