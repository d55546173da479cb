// Waiting in tests that have no browser: a pause, and polling until a condition holds (for a state, never a
// fixed time). The browser tests' waits are in test/e2e/waits.ts and take `sleep` from here.
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How long a test waits for a state it expects (a message heard, an answer, a mail): a passing test never
 * waits this long, and a loaded CI machine (the landing runs beside other work) may need more than the few
 * seconds a quiet one does. Under the lanes' 30 s test timeout, so a failing wait still says what it waited
 * for. A wait for something that must *not* happen passes its own short window.
 */
export const PATIENCE_MS = 20_000;

/**
 * Polls `check` until it answers something other than undefined/false. (LiveClient.until re-runs its check
 * from onAny, which Socket.IO calls before the client has recorded the message that triggered it.)
 */
export async function eventually<T>(check: () => T | undefined | false, timeoutMs = PATIENCE_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(5);
  }
}
