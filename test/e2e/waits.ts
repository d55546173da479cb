// Waiting and acting like a person in the browser tests: for elements to show or go, for toasts (and closing
// them), for the URL path; finding inputs by label, moving the focus by Tab, and calling the API as the page.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Playwright's own wait for one element or state. Generous: CI shares two cores with the whole suite, and its
 * acceptance runs it beside another `npm test` (load average 10-13), where 15 s was not always enough.
 * A passing test never waits this long; only a failing one takes longer to say so.
 */
export const ACTION_TIMEOUT = 30_000;

/** Waits until the locator's (single) element is visible, and returns it. */
export async function shown(locator: Locator, timeout = ACTION_TIMEOUT): Promise<Locator> {
  await locator.waitFor({ state: 'visible', timeout });
  return locator;
}

/** Waits until nothing the locator matches is visible. */
export async function gone(locator: Locator, timeout = ACTION_TIMEOUT) {
  await expect
    .poll(() => locator.count().then((n) => n > 0 && locator.first().isVisible()), { timeout })
    .toBe(false);
}

/** The toast (spec 8) whose text contains `title`, once it is on screen. */
export function toast(page: Page, title: string | RegExp): Locator {
  return page.getByTestId('toast').filter({ hasText: title });
}

/**
 * Waits for the toast, then closes it with its dismiss button as a person would. The viewport shows one toast
 * at a time and queues the rest (5 s each), so a test that goes on to the next action dismisses the last one.
 */
export async function dismissToast(page: Page, title: string | RegExp) {
  const item = await shown(toast(page, title));
  const text = (await item.textContent()) ?? '';
  // On a loaded machine the click (which waits for a stable button no closing dialog covers) can lose to the
  // toast's own 5 s: then it has closed itself. Either way it is gone before the test goes on.
  void item
    .getByRole('button', { name: 'Dismiss notification' })
    .click({ timeout: 10_000 })
    .catch(() => {});
  await gone(toast(page, title));
  return text;
}

/**
 * Closes every toast on screen (and the ones queued behind them): until none is left, each look clicks the
 * first one's close button. A closing toast stays in the page for its exit animation, longer on a loaded
 * machine, so this waits for the page's state rather than for a guess at the animation's length.
 */
export async function dismissAllToasts(page: Page) {
  const toasts = page.getByTestId('toast');
  await expect
    .poll(
      async () => {
        const close = toasts.getByRole('button', { name: 'Dismiss notification' }).first();
        if (await close.count()) await close.click({ timeout: 2000 }).catch(() => {}); // it may have closed itself
        return toasts.count();
      },
      { timeout: ACTION_TIMEOUT, interval: 250 },
    )
    .toBe(0);
}

/** Waits until the path (and search) of the page is `expected`; returns the ms it took. */
export async function waitForPath(page: Page, expected: string | RegExp, timeout = ACTION_TIMEOUT) {
  const started = Date.now();
  await page.waitForURL(
    (url) => {
      const here = url.pathname + url.search;
      return typeof expected === 'string' ? here === expected : expected.test(here);
    },
    { timeout, waitUntil: 'commit' },
  );
  return Date.now() - started;
}

/** An input (not a show/hide button or other control) labelled `label`. */
export function input(scope: Page | Locator, label: string | RegExp): Locator {
  const page = 'page' in scope ? scope.page() : scope;
  return scope.getByLabel(label).and(page.locator('input, textarea, select'));
}

/** Presses Tab until `target` has the focus (at most `max` times), so a test can fill forms by keyboard. */
export async function tabTo(page: Page, target: Locator, max = 20) {
  for (let i = 0; i <= max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target} in ${max} presses`);
}

/** The status of a call the page itself makes, with its cookies (what the app would get). */
export function statusInPage(page: Page, apiPath: string): Promise<number> {
  return page.evaluate((url) => fetch(url, { credentials: 'include' }).then((res) => res.status), apiPath);
}

/**
 * Times one of the page's own delayed redirects in the page itself (a test process under load notices the
 * text late and measured 1,424 ms for a 2 s redirect, 992 ms for a 1.5 s one): from when `text` is first in
 * the document to when the route is `path`. Call before the page loads; after the redirect, the returned
 * function reads the milliseconds between the two.
 */
export async function timeRedirect(page: Page, text: string, path: string): Promise<() => Promise<number>> {
  await page.addInitScript(
    ({ text, path }) => {
      const marks: { shownAt?: number; leftAt?: number } = {};
      (window as unknown as { redirectMarks: typeof marks }).redirectMarks = marks;
      new MutationObserver((_, observer) => {
        if (!marks.shownAt && document.body?.textContent?.includes(text)) marks.shownAt = performance.now();
        if (marks.shownAt && !marks.leftAt && location.pathname === path) {
          marks.leftAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    },
    { text, path },
  );
  return async () => {
    const { shownAt, leftAt } = await page.evaluate(
      () => (window as unknown as { redirectMarks: { shownAt?: number; leftAt?: number } }).redirectMarks,
    );
    if (shownAt === undefined || leftAt === undefined)
      throw new Error(`"${text}" then ${path}: not both seen (${String(shownAt)}, ${String(leftAt)})`);
    return leftAt - shownAt;
  };
}

export interface Point {
  x: number;
  y: number;
}

/** The middle of the locator's box, where a person grabs it. */
export async function middleOf(locator: Locator): Promise<Point> {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * The one way the browser tests drag: press at `from`, move to `to` in `steps` small steps (dnd-kit starts
 * after 3 px of movement), and let go once `ready` has resolved; by default once the page has drawn the last
 * move (dnd-kit measures the drop target on the next frames). Returns what `ready` resolved to.
 */
export async function dragTo<T = void>(
  page: Page,
  from: Point,
  to: Point,
  { steps = 12, ready }: { steps?: number; ready?: () => Promise<T> } = {},
): Promise<T> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= steps; step++)
    await page.mouse.move(
      from.x + ((to.x - from.x) * step) / steps,
      from.y + ((to.y - from.y) * step) / steps,
    );
  const result = ready ? await ready() : ((await settled(page)) as T);
  await page.mouse.up();
  return result;
}

/**
 * A drag from the middle of `from` to the middle of `to` that lets go once `to` says the dragged thing is
 * over it (`data-over`): a roadmap chip onto a cell, a feature onto a sprint, a matrix chip onto its place.
 */
export async function pointerDrag(page: Page, from: Locator, to: Locator) {
  await dragTo(page, await middleOf(from), await middleOf(to), {
    ready: () => expect.poll(() => to.getAttribute('data-over'), { timeout: ACTION_TIMEOUT }).toBe('true'),
  });
}

/**
 * Keyboard dragging: presses `key` until `target` says the lifted thing is over it (`data-over`), one press at a
 * time, each once the page has drawn the last one's effect (`settled`), as a person looks before pressing again.
 * A key sent while a loaded machine still renders the last one would overshoot, and Space would drop it there.
 */
export async function keyUntilOver(page: Page, key: string, target: Locator, maxPresses = 8) {
  for (let press = 0; ; press++) {
    await settled(page);
    if ((await target.getAttribute('data-over')) === 'true') return;
    if (press === maxPresses)
      throw new Error(`${key} pressed ${maxPresses} times: the target is not under it`);
    await page.keyboard.press(key);
  }
}

/**
 * Waits until what the page draws has stopped moving: two frames (the style recalculated, so transitions and
 * entrance animations have started), then every one that ends. Axe and screenshots of colours in transition
 * (a menu fading in, a theme switching) read what no one sees. Animations that loop (a live dot) are not waited
 * for, nor the rest of one cut short (it rejects): what replaced it is.
 */
export async function settled(page: Page) {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}

/** Sets the page's colour scheme and waits until the colours it draws are the scheme's. */
export async function settleScheme(page: Page, colorScheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme });
  await settled(page);
}
