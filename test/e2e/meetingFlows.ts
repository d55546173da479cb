// What the meeting browser tests share: a person's board, signed in through the API, with the list drawn.
import type { Page } from 'playwright-core';
import type { TestUser } from '../../server/test/factories';
import { openSignedIn } from './flows';
import type { E2E } from './harness';
import { shown } from './waits';

/**
 * A page signed in as `who` (the session cookie of an API sign-in), on the board with its cards drawn.
 * `beforeOpen` runs on the page before it loads (e.g. to listen to its socket from the first frame); `keep`
 * for a page the file's later tests use too (`E2E.newPage`).
 */
export async function boardPage(
  e2e: E2E,
  who: TestUser,
  {
    viewport,
    beforeOpen,
    keep = false,
  }: {
    viewport?: { width: number; height: number };
    beforeOpen?: (page: Page) => void;
    keep?: boolean;
  } = {},
): Promise<Page> {
  const page = await e2e.newPage(viewport, { keep });
  beforeOpen?.(page);
  await openSignedIn(page, e2e.server, who.user);
  await shown(page.locator('[data-card-id]').first());
  return page;
}
