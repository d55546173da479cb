// Per-socket rate limits on every client → server event: one signed-in socket must not
// be able to keep the server busy. Going over a limit answers {ok:false} and ends the connection.
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Logger } from '../logger';
import { SOCKET_EVENT_LIMITS, TOO_MANY_REQUESTS, UNKNOWN_EVENT_LIMIT, type EventLimit } from './limits';
import type { RealtimeSocket } from './types';

const limiterOf = ({ points, durationSeconds }: EventLimit) =>
  new RateLimiterMemory({ points, duration: durationSeconds });

/** One counter per event name for the whole node, keyed by socket id (entries expire with their window). */
export function createEventLimits(logger: Logger) {
  const known = new Map(
    Object.entries(SOCKET_EVENT_LIMITS).map(([event, limit]) => [event, limiterOf(limit)]),
  );
  const unknown = limiterOf(UNKNOWN_EVENT_LIMIT);

  /** Socket middleware: counts each incoming event before any handler (or database) sees it. */
  return (socket: RealtimeSocket) => {
    socket.use(([event, ...args], next) => {
      const limiter = known.get(String(event)) ?? unknown;
      limiter.consume(socket.id).then(
        () => {
          // A packet that was already on its way when the socket was cut off is not served.
          if (socket.connected) next();
        },
        (rejection: unknown) => {
          if (!(rejection instanceof RateLimiterRes))
            logger.error({ err: rejection }, 'socket rate limit failed');
          if (!socket.connected) return;
          logger.warn({ socket: socket.id, userId: socket.data.userId, event }, 'socket over its rate limit');
          const ack = args.at(-1);
          if (typeof ack === 'function') ack({ ok: false, error: TOO_MANY_REQUESTS });
          // After the answer: the disconnect is written behind it, so the client reads the refusal first.
          socket.disconnect(true);
        },
      );
    });
  };
}
