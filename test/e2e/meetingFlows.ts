// What the meeting browser tests share: a person's board, signed in through the API, with the list drawn.
import type { Page } from 'playwright-core';
import { signIn, type TestUser } from '../../server/test/factories';
import type { E2E } from './harness';
import { shown } from './waits';

/**
 * A page signed in as `who` (the session cookie of an API sign-in), on the board with its cards drawn.
 * `beforeOpen` runs on the page before it loads (e.g. to listen to its socket from the first frame).
 */
export async function boardPage(
  e2e: E2E,
  who: TestUser,
  viewport?: { width: number; height: number },
  beforeOpen?: (page: Page) => void,
): Promise<Page> {
  const page = await e2e.newPage(viewport);
  beforeOpen?.(page);
  const client = await signIn(e2e.server, who);
  await page.context().addCookies(
    client.cookieHeader.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name: name!, value: value.join('='), url: e2e.server.url };
    }),
  );
  await page.goto('/');
  await shown(page.locator('[data-card-id]').first());
  return page;
}
