// Every limit a socket lives under, in one place (docs/realtime.md "Limits"): how often each client → server
// event may be sent, how big a message may be, and how much one sync:since answer may carry.
import type { ClientToServerEvents } from './types';

export interface EventLimit {
  points: number;
  durationSeconds: number;
}

/**
 * Per socket and per node (an in-memory counter keyed by socket id). The board sends a subscribe and a sync
 * per project opened or reconnect, a sync per gap and a focus per card opened: below these. A gap is asked
 * for once it has stayed open 100 ms (boardLive's gapWaitMs), one at a time: while another node's events
 * cannot arrive (its Redis away, chaos suite) each of them opens one, up to 10 syncs a second, so
 * `sync:since` admits 120 in 10 s: 100 for gaps and room for a reconnect's catch-up.
 */
export const SOCKET_EVENT_LIMITS: Record<keyof ClientToServerEvents, EventLimit> = {
  'project:subscribe': { points: 20, durationSeconds: 10 },
  'project:unsubscribe': { points: 20, durationSeconds: 10 },
  'sync:since': { points: 120, durationSeconds: 10 },
  'presence:focus': { points: 50, durationSeconds: 10 },
  'room:join': { points: 10, durationSeconds: 10 },
};

/**
 * Sockets one person may hold open on one node at once: every tab and device of theirs together. More is a
 * script, and each socket costs the node memory; a handshake past it is refused until one of them closes.
 */
export const MAX_OPEN_SOCKETS_PER_PERSON = 100;

/** How long a handshake refused for holding too many sockets is told to wait before trying again. */
export const OPEN_SOCKETS_RETRY_SECONDS = 60;

/** Events no handler knows still cost parsing: they share this budget. */
export const UNKNOWN_EVENT_LIMIT: EventLimit = { points: 10, durationSeconds: 10 };

/** The largest message a client may send (Socket.IO's maxHttpBufferSize); every request is a few ids. */
export const MAX_MESSAGE_BYTES = 64 * 1024;

/** Above either, sync:since answers {refetch: true}: reloading the project is cheaper than the replay. */
export const SYNC_REPLAY_CAP = { maxEvents: 500, maxBytes: 1_000_000 };

export const TOO_MANY_REQUESTS = 'Too many requests';
