// Socket.IO across nodes through Redis sharded Pub/Sub, and what a node does while Redis is away and when it
// is back. Pub/Sub keeps nothing: what other nodes published meanwhile never reaches this node's sockets, so
// once the subscription is back every socket here is made to reconnect and catch up from the event log.
import type { Redis } from 'ioredis';
import { lazyPackage } from '../lazyPackage';
import type { Logger } from '../logger';
import { openRedis } from '../redisConnection';
import type { RealtimeServer } from './types';

/**
 * A publish Redis has not answered by then is given up: the adapter emits to this node's sockets only once
 * its publish settles, so a hung Redis must not hold back local delivery for longer.
 */
const PUBLISH_TIMEOUT_MS = 1000;

/** How a node's log says its subscription is back and its sockets are made to reconnect (read by tests, chaos). */
export const SUBSCRIPTION_BACK = 'redis subscription back';

const redisAdapter = lazyPackage<typeof import('@socket.io/redis-adapter')>('@socket.io/redis-adapter');

export function attachRedisAdapter(
  io: RealtimeServer,
  { url, prefix }: { url: string; prefix: string },
  logger: Logger,
): { close(): Promise<void> } {
  // No queue for publishing: while Redis is away an emit reaches this node's sockets at once (a queued
  // publish would hold it back until Redis is back); other nodes' sockets resync when it is.
  const pub = openRedis(url, {
    purpose: 'adapter publisher',
    logger,
    commandTimeoutMs: PUBLISH_TIMEOUT_MS,
  });
  // Subscriptions made while Redis is away (a socket joining a new folder) wait for it.
  const sub = openRedis(url, { purpose: 'adapter subscriber', logger, queueWhileAway: true });
  handleDroppedSubscriptions(sub.client);
  // Channels under this deployment's prefix: another deployment on the same Redis has its own rooms.
  io.adapter(redisAdapter().createShardedAdapter(pub.client, sub.client, { channelPrefix: `${prefix}:io` }));
  sub.onBack(() => {
    // Events, revocations and sign-outs published meanwhile were lost to this node. Closing each socket's
    // transport makes its client reconnect as after a network drop (a server "disconnect" would mean sign-out
    // or revocation here) and catch up with sync:since; a projector joins again. The handshake and subscribe
    // check access again. The subscriptions are resent before any reconnect can arrive.
    const sockets = [...io.sockets.sockets.values()];
    logger.warn(
      { sockets: sockets.length },
      `${SUBSCRIPTION_BACK}: reconnecting this node's sockets to catch up`,
    );
    for (const socket of sockets) socket.conn.close();
  });
  return {
    async close() {
      await Promise.all([pub.close(), sub.close()]);
    },
  };
}

/**
 * The adapter sends its (un)subscriptions without waiting for their answers, and nothing catches one that
 * fails. One fails only when the connection is closed for good with it still on its way (while Redis is away,
 * a subscription waits and is sent again once it is back): a node closed right after it started (its port
 * taken meanwhile), or stopped while Redis is away. Left unhandled, that rejection ends the process instead of
 * its own message and exit. Each call's promise is still the adapter's; it is only marked handled.
 */
function handleDroppedSubscriptions(client: Redis) {
  for (const name of ['ssubscribe', 'sunsubscribe'] as const) {
    const send = client[name].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as Record<typeof name, typeof send>)[name] = (...args) => {
      const sent = send(...args);
      sent.catch(() => undefined);
      return sent;
    };
  }
}
