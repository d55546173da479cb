// How long a session lasts (docs/decisions.md "Auth details"): an idle timeout, and an absolute lifetime
// counted from sign-in that no amount of use extends.
const DAY_MS = 24 * 60 * 60_000;

export const SESSION_IDLE_TIMEOUT_MS = 14 * DAY_MS;
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * DAY_MS;

/** When a session used now stops working: idle timeout from now, but never past its absolute end. */
export function sessionExpiry(now: number, idleMs: number, signedInAt: number | undefined): Date {
  const idle = now + idleMs;
  return new Date(
    signedInAt === undefined ? idle : Math.min(idle, signedInAt + SESSION_ABSOLUTE_LIFETIME_MS),
  );
}
