// Accessibility checks for the browser tests: axe-core's WCAG 2.0/2.1/2.2 A and AA rules, run in
// the page as it is on screen, and an assertion that none of them finds a serious or critical violation.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ElementContext, ImpactValue, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { settled } from './waits';

// axe.source is read from the file: importing axe-core in Node would run it against a missing `window`.
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The rule sets WCAG 2.2 level AA asks for (axe's wcag22a is empty; its one rule is tagged wcag22aa). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Left out of every run: floating-ui's focus guards (empty, `aria-hidden`, `tabindex=0`) only pass the focus on
 * and never keep it, which axe's aria-hidden-focus cannot tell (dequelabs/axe-core#4832, a false positive).
 */
const NOT_CONTENT = ['[data-floating-ui-focus-guard]'];

interface AxeInPage {
  run(context: ElementContext, options: RunOptions): Promise<AxeResults>;
}

const BLOCKING: ImpactValue[] = ['serious', 'critical'];

/**
 * The rules of WCAG_TAGS whose outcome depends on colours alone: a theme changes the colours, not the page's
 * structure, names or roles, so a page already checked in one theme needs only these in another.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Which of axe's rules a check runs: the WCAG 2.2 AA set, or (`colours`) the colour rules of it. */
export type AxeScope = 'all' | 'colours';

/**
 * Runs axe on the page. The script is evaluated through the DevTools protocol (`page.evaluate`), which the
 * app's Content-Security-Policy does not govern, so no inline <script> is added and no violation reported.
 * It runs once the page has stopped moving: a menu caught fading in has colours no one reads.
 */
async function runAxe(page: Page, scope: AxeScope): Promise<AxeResults> {
  await settled(page);
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    runOnly: scope === 'all' ? { type: 'tag', values: WCAG_TAGS } : { type: 'rule', values: COLOUR_RULES },
    resultTypes: ['violations'],
  };
  return page.evaluate(
    ([exclude, runOptions]) => (window as unknown as { axe: AxeInPage }).axe.run({ exclude }, runOptions),
    [NOT_CONTENT, options] as const,
  );
}

/** One line per serious or critical violation: rule, impact, where, and what is wrong there. */
export async function seriousViolations(page: Page, scope: AxeScope = 'all'): Promise<string[]> {
  const { violations } = await runAxe(page, scope);
  return violations
    .filter((violation) => violation.impact && BLOCKING.includes(violation.impact))
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const summary = (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').trim();
        const html = node.html.replace(/\s+/g, ' ').slice(0, 160);
        return `${violation.id} (${violation.impact}) at ${node.target.join(' ')} ${html}: ${summary}`;
      }),
    );
}

/**
 * Fails (softly with `soft: true`, so a walk through many screens reports all of them) when axe finds a serious
 * or critical WCAG 2.2 AA violation on what the page shows now; `label` names the screen in the message.
 */
export async function expectNoSeriousViolations(
  page: Page,
  label: string,
  options: { soft?: boolean; scope?: AxeScope } = {},
) {
  const lines = await seriousViolations(page, options.scope);
  const check = options.soft ? expect.soft : expect;
  check(lines, `axe on ${label}`).toEqual([]);
}
