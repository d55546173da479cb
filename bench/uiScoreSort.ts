// bench:ui's scored project (docs/estimation.md): 5,000 cards under Value ÷ Effort, each with a value (1–10)
// and an estimate of the Fibonacci deck, opened by its owner with the backlog sorted by Score, best first, grouped
// by nothing (set once through the header, as a person does; the app remembers the view per project). Measures
// the time from navigation to the frame whose list shows the top cards in score order, and from a Score header
// click to the re-sorted list. Run at 1440 × 900: the Score column needs a list of about 1,050 px.
import type { Browser, Page } from 'playwright-core';
import { sortCards, type SortedCard, type SortState } from '../common/board/sorting';
import { DECK_PRESETS, type ScoringSetting } from '../common/estimation';
import type { TestServer } from '../server/test/testServer';
import { seedBenchProject } from './uiSeed';

export const SCORED_CARDS = 5_000;
const SCORING: ScoringSetting = { deck: 'fibonacci', customDeck: null, scoringModel: 'valueEffort' };
const FIBONACCI = DECK_PRESETS.fibonacci.values;
/** The rows from the top that must be in score order for the list to count as drawn sorted. */
const CHECKED_ROWS = 12;
const BEST_FIRST: SortState = { column: 'score', direction: 'desc' };
const BEST_LAST: SortState = { column: 'score', direction: 'asc' };
const ROWS = '[data-testid="backlog-list"] [data-card-id]';

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A folder owner with one project under Value ÷ Effort and its cards; the ids the list must start with. */
async function seedScoredProject(server: TestServer) {
  const { api, projectId } = await seedBenchProject(server, {
    owner: 'Score',
    name: 'Scored',
    prefix: 'SCO',
    cards: SCORED_CARDS,
    fields: (i) => ({
      value: 1 + ((i * 7) % 10),
      estimate: FIBONACCI[(i * 3 + Math.floor(i / 10)) % FIBONACCI.length],
    }),
  });
  const put = await api.put(`/api/projects/${projectId}`, { scoringModel: 'valueEffort' });
  if (put.status !== 200) throw new Error(`scoring model not set: ${put.status} ${put.text}`);

  const stored = (await server
    .db('cards')
    .where({ projectId })
    .select('id', 'externalId', 'title', 'status', 'priority', 'order', 'categoryId', 'releaseId')
    .select('estimate', 'value', 'reach', 'lift', 'confidence', 'ease')) as Omit<SortedCard, 'createdAt'>[];
  const cards: SortedCard[] = stored.map((card) => ({ ...card, order: String(card.order), createdAt: '' }));
  const lookups = { categoryName: () => '', releaseName: () => '', scoring: SCORING };
  const top = (sort: SortState) =>
    sortCards(cards, sort, lookups)
      .slice(0, CHECKED_ROWS)
      .map((card) => card.id);
  return { api, bestFirst: top(BEST_FIRST), bestLast: top(BEST_LAST) };
}

/** Waits (checking every frame) until the list's top rows are these cards, in this order. */
async function listStartsWith(page: Page, ids: number[]) {
  await page.waitForFunction(
    ([selector, expected]) => {
      const shown = [...document.querySelectorAll(selector)]
        .slice(0, expected.length)
        .map((row) => Number(row.getAttribute('data-card-id')));
      return shown.length === expected.length && shown.every((id, i) => id === expected[i]);
    },
    [ROWS, ids] as const,
    { polling: 'raf', timeout: 30_000 },
  );
}

/** From the header click to the frame whose list starts with `ids`, measured in the page. */
async function measureHeaderSort(page: Page, ids: number[]): Promise<number> {
  const header = page.getByRole('columnheader', { name: /^Score/ }).getByRole('button');
  await page.evaluate(
    ([selector, expected]) => {
      const w = window as unknown as { sortDone: Promise<number> };
      w.sortDone = new Promise((resolve) => {
        let clickAt = 0;
        window.addEventListener('click', () => (clickAt = performance.now()), { capture: true, once: true });
        const check = () => {
          const shown = [...document.querySelectorAll(selector)]
            .slice(0, expected.length)
            .map((row) => Number(row.getAttribute('data-card-id')));
          if (clickAt && shown.every((id, i) => id === expected[i])) resolve(performance.now() - clickAt);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
    },
    [ROWS, ids] as const,
  );
  await header.click();
  return page.evaluate(() => (window as unknown as { sortDone: Promise<number> }).sortDone);
}

export interface ScoreSortFigures {
  /** Navigation → the list drawn in score order (median, ms). */
  openedMs: number;
  /** Score header click → the list re-sorted (median, ms). */
  resortMs: number;
}

export async function measureScoreSort(
  browser: Browser,
  server: TestServer,
  runs: number,
): Promise<ScoreSortFigures> {
  const { api, bestFirst, bestLast } = await seedScoredProject(server);
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
  try {
    await context.addCookies(api.browserCookies(server.url));
    await context.addInitScript('window.__name = (fn) => fn'); // see ui.ts
    const page = await context.newPage();

    // Once, as a person does: grouped by nothing, sorted by Score with the best first; the view is remembered.
    await page.goto('/');
    await page.locator(ROWS).first().waitFor();
    await page.getByLabel('Group by').selectOption('none');
    const header = page.getByRole('columnheader', { name: /^Score/ });
    for (let click = 0; click < 3 && (await header.getAttribute('aria-sort')) !== 'descending'; click++)
      await header.getByRole('button').click();
    await listStartsWith(page, bestFirst);

    const opened: number[] = [];
    for (let run = 0; run < runs; run++) {
      const t0 = performance.now();
      await page.goto('/');
      await listStartsWith(page, bestFirst);
      opened.push(performance.now() - t0);
    }
    const resorts: number[] = [];
    for (let run = 0; run < runs; run++) {
      resorts.push(await measureHeaderSort(page, bestLast));
      resorts.push(await measureHeaderSort(page, bestFirst));
    }
    return { openedMs: median(opened), resortMs: median(resorts) };
  } finally {
    await context.close();
  }
}
