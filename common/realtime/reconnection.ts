// How a board's socket comes back after it lost its connection: Socket.IO's own backoff, with these settings
// (client/src/realtime/socket.ts passes them to io()). The random spread matters at scale: when a node dies,
// its thousand clients come back over a second instead of knocking on the other node all at once. Each pause
// is drawn from nothing to twice the delay ("full jitter"), not from half to one and a half times it: the same
// one-second spread, but it starts at once, so the node that is left begins on the herd while the first
// half-second would otherwise pass idle (bench:scale, docs/performance.md "The board's backoff").

export const RECONNECTION = {
  /** The first attempt waits this long on average (ms), each next one twice as long… */
  reconnectionDelay: 500,
  /** …up to this. */
  reconnectionDelayMax: 3000,
  /** Each pause is moved up or down by up to this share of itself, at random. */
  randomizationFactor: 1,
} as const;

/**
 * The pause (ms) before reconnect attempt `attempt` (0: the first after the loss), as Socket.IO's Backoff
 * computes it from RECONNECTION; `random` in [0, 1). For the board's own retry after its server went down in
 * order (which Socket.IO does not retry), and for the Node clients that play a board (the tests' live mirrors,
 * bench:scale), which do not run Socket.IO's reconnection themselves.
 */
export function reconnectDelayMs(attempt: number, random = Math.random()): number {
  const { reconnectionDelay, reconnectionDelayMax, randomizationFactor } = RECONNECTION;
  const ms = reconnectionDelay * 2 ** attempt;
  const deviation = Math.floor(random * randomizationFactor * ms);
  const spread = (Math.floor(random * 10) & 1) === 0 ? ms - deviation : ms + deviation;
  return Math.min(spread, reconnectionDelayMax) | 0;
}
