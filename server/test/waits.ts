// Waiting in tests that have no browser: a pause, and polling until a condition holds (for a state, never a
// fixed time). The browser tests' waits are in test/e2e/waits.ts and take `sleep` from here.
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `check` until it answers something other than undefined/false. (LiveClient.until re-runs its check
 * from onAny, which Socket.IO calls before the client has recorded the message that triggered it.)
 */
export async function eventually<T>(check: () => T | undefined | false, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(5);
  }
}
