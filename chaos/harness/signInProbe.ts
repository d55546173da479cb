// Sign-in attempts for the chaos suite, to see what the brute-force limits do while a part is down: wrong
// passwords for one address from one made-up client IP, answered statuses in order.
import { randomBytes } from 'node:crypto';
import { TestClient } from '../../server/test/httpClient';

/** A client IP of its own per probe (honoured through TRUST_PROXY), so probes do not share the per-IP count. */
export const madeUpIp = () => `10.${[...randomBytes(3)].join('.')}`;

/** `attempts` wrong sign-ins for `email` through `baseUrl`; the statuses, or 'network' / 'timeout'. */
export async function wrongSignIns(
  baseUrl: string,
  email: string,
  attempts: number,
  ip = madeUpIp(),
): Promise<(number | string)[]> {
  const statuses: (number | string)[] = [];
  const browser = new TestClient(baseUrl).withTimeout(10_000);
  for (let i = 0; i < attempts; i++) {
    try {
      const res = await browser.post(
        '/api/auth/signin',
        { email, password: `wrong-${i}` },
        { 'X-Forwarded-For': ip },
      );
      statuses.push(res.status);
    } catch (error) {
      statuses.push((error as Error).name === 'TimeoutError' ? 'timeout' : 'network');
    }
  }
  return statuses;
}

/** "401 ×5, 429 ×2": runs of equal statuses, in order. */
export function statusRuns(statuses: readonly (number | string)[]): string {
  const runs: [number | string, number][] = [];
  for (const status of statuses) {
    const last = runs.at(-1);
    if (last && last[0] === status) last[1] += 1;
    else runs.push([status, 1]);
  }
  return runs.map(([status, n]) => `${status} ×${n}`).join(', ');
}
