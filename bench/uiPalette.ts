// bench:ui's command palette (issue 46) on the board bench:ui opened (10,000 cards): how soon Ctrl+K shows the
// palette with its field focused, and how soon the list shows the cards of the text once its last key is typed —
// typed one key at a time as a brisk typist does, so the search waits out its debounce (useSearch.ts) after the
// last key. Both are taken in the page, from a capturing keydown listener to the frame that paints the state:
// a DOM change or focus made while a frame runs its animation callbacks is painted by that frame, one made in
// a task by the next (a task never runs between a frame's callbacks and its paint). The search's part is split
// with the resource timing of its GET /api/search: debounce, request (and the server's time to first byte),
// answer → painted frame.
import type { Page } from 'playwright-core';
import type { CardHit, SearchResult } from '../common/schemas/search';
import type { TestClient } from '../server/test/httpClient';
import type { TestServer } from '../server/test/testServer';
import { target } from './targets';
import { median } from './uiScoreSort';

const TARGETS = { openMs: 100, resultsMs: 150 };
const RUNS = 5;
/** Words of every seeded title (uiSeed.ts: "Card N: a feature idea with an ordinary, medium-length title"). */
const WORDS = ['feature', 'ordinary', 'medium', 'title', 'card'];
/** Between one key and the next: about 80 words a minute, slower than the debounce, so each prefix is sent. */
const TYPING_GAP_MS = 150;
const PALETTE = '[data-testid="command-palette"]';
const SELECTORS = {
  input: `${PALETTE} [cmdk-input]`,
  spinner: `${PALETTE} svg[role="status"]`,
  cards: `${PALETTE} [cmdk-item][data-value^="card:"]`,
};

/** What to wait for after the key: the focused field, or the card hits of `word` (every one containing it). */
type Watch = { kind: 'open'; key: string } | { kind: 'results'; key: string; word: string };

interface Seen {
  /** Keydown → the painted frame. */
  ms: number;
  /** Keydown → the field in the DOM. */
  inDomMs: number;
  downAt: number;
  frameAt: number;
  /** The card ids listed, in order. */
  cards: number[];
}

type WatchWindow = Window & { watched?: Promise<Seen> };

/** Runs in the page: arms `window.watched`, the time from the key's keydown to the frame painting the state. */
function armWatch([watch, sel]: [Watch, typeof SELECTORS]) {
  const w = window as WatchWindow;
  w.watched = new Promise<Seen>((resolve, reject) => {
    let downAt = 0;
    let inDomAt = 0;
    let loadingSeen = false;
    let painting = false;
    let done = false;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => (painting = false);
    const cardItems = () => [...document.querySelectorAll(sel.cards)];
    const holds = () => {
      const input = document.querySelector<HTMLInputElement>(sel.input);
      if (!downAt || !input) return false;
      inDomAt ||= performance.now();
      if (watch.kind === 'open') return input === document.activeElement && input.checkVisibility();
      // The list of the keystroke before is gone once the search of the new text is under way.
      if (document.querySelector(sel.spinner)) loadingSeen = true;
      const items = cardItems();
      return (
        loadingSeen &&
        !document.querySelector(sel.spinner) &&
        input.value === watch.word &&
        items.length > 0 &&
        items.every((item) => item.textContent!.toLowerCase().includes(watch.word))
      );
    };
    const finish = (at: number) => {
      done = true;
      observer.disconnect();
      document.removeEventListener('focusin', onChange, true);
      clearTimeout(timeout);
      const cards = cardItems().map((item) => Number(item.getAttribute('data-value')!.slice('card:'.length)));
      resolve({ ms: at - downAt, inDomMs: inDomAt - downAt, downAt, frameAt: at, cards });
    };
    /** A change while a frame runs its callbacks is painted by that frame; else the next frame's check sees it. */
    const onChange = () => {
      if (!done && holds() && painting) finish(performance.now());
    };
    const frame = () => {
      if (done) return;
      painting = true;
      channel.port2.postMessage(0);
      if (holds()) finish(performance.now());
      else requestAnimationFrame(frame);
    };
    const observer = new MutationObserver(onChange);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    document.addEventListener('focusin', onChange, true);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== watch.key) return;
      downAt = performance.now();
      window.removeEventListener('keydown', onKeyDown, true);
    };
    window.addEventListener('keydown', onKeyDown, true);
    const timeout = setTimeout(() => {
      done = true;
      observer.disconnect();
      reject(new Error(`palette bench: no ${watch.kind} state within 10 s`));
    }, 10_000);
    requestAnimationFrame(frame);
  });
}

const watched = (page: Page) => page.evaluate(() => (window as WatchWindow).watched!);

/** Ctrl+K, measured; answers once the field is focused. */
async function open(page: Page): Promise<Seen> {
  await page.evaluate(armWatch, [{ kind: 'open', key: 'k' }, SELECTORS] as [Watch, typeof SELECTORS]);
  await page.keyboard.press('Control+k');
  return watched(page);
}

async function close(page: Page) {
  await page.keyboard.press('Escape');
  await page.locator(PALETTE).waitFor({ state: 'detached' });
  await page.waitForTimeout(200);
}

/** The search request of `text` as the page timed it, relative to `downAt`. */
function searchTiming([text, downAt, frameAt]: [string, number, number]) {
  const path = `/api/search?${new URLSearchParams({ q: text }).toString()}`;
  const entry = performance
    .getEntriesByType('resource')
    .filter((e): e is PerformanceResourceTiming => e.name.endsWith(path))
    .at(-1);
  if (!entry) return null;
  return {
    debounceMs: entry.startTime - downAt,
    requestMs: entry.responseEnd - entry.startTime,
    serverMs: entry.responseStart - entry.requestStart,
    renderMs: frameAt - entry.responseEnd,
  };
}

interface ResultsRun extends Seen {
  word: string;
  debounceMs: number;
  requestMs: number;
  serverMs: number;
  renderMs: number;
}

/** Opens the palette, types `word` key by key and measures its last key; checks the list against the API. */
async function typeAndMeasure(page: Page, api: TestClient, word: string): Promise<ResultsRun> {
  await open(page);
  await page.evaluate(() => performance.clearResourceTimings());
  for (const key of word.slice(0, -1)) {
    await page.keyboard.press(key);
    await page.waitForTimeout(TYPING_GAP_MS);
  }
  const watch: Watch = { kind: 'results', key: word.at(-1)!, word };
  await page.evaluate(armWatch, [watch, SELECTORS] as [Watch, typeof SELECTORS]);
  await page.keyboard.press(word.at(-1)!);
  const seen = await watched(page);
  const timing = await page.evaluate(searchTiming, [word, seen.downAt, seen.frameAt] as [
    string,
    number,
    number,
  ]);
  if (!timing) throw new Error(`palette bench: no resource timing of the search of “${word}”`);
  // Asked after the run, so the page's request met no cache this one warmed.
  const answer = await api.get<SearchResult>(`/api/search?${new URLSearchParams({ q: word }).toString()}`);
  const expected = answer.body.hits.filter((hit): hit is CardHit => hit.kind === 'card').map((hit) => hit.id);
  if (answer.status !== 200 || expected.join() !== seen.cards.join())
    throw new Error(`palette bench: the list of “${word}” is not the search's answer (${answer.status})`);
  await close(page);
  return { ...seen, ...timing, word };
}

export interface PaletteFigures {
  /** Ctrl+K → the frame painting the focused field (median, ms). */
  openMs: number;
  /** Ctrl+K → the field in the DOM (median, ms). */
  openInDomMs: number;
  /** The last key → the frame painting the text's card hits (median, ms). */
  resultsMs: number;
  /** The results' parts (medians, ms): keydown → request sent, request, its time to first byte, answer → frame. */
  debounceMs: number;
  requestMs: number;
  serverMs: number;
  renderMs: number;
  /** Each word's time, in the order typed. */
  perWord: { word: string; ms: number }[];
}

/** Measures the palette on the page's board (signed in as `api`'s user) and prints the figures. */
export async function benchPalette(
  page: Page,
  server: TestServer,
  api: TestClient,
  cards: number,
): Promise<PaletteFigures> {
  // What autovacuum does shortly after a bulk load: give the planner the cards' row counts and words.
  await server.db.raw('ANALYZE cards');
  await page.getByTestId('backlog-list').waitFor();
  const opens: Seen[] = [];
  for (let run = 0; run < RUNS; run++) {
    opens.push(await open(page));
    await close(page);
  }
  const runs: ResultsRun[] = [];
  for (const word of WORDS) runs.push(await typeAndMeasure(page, api, word));
  const mid = (pick: (run: ResultsRun) => number) => median(runs.map(pick));
  const figures: PaletteFigures = {
    openMs: median(opens.map((seen) => seen.ms)),
    openInDomMs: median(opens.map((seen) => seen.inDomMs)),
    resultsMs: mid((run) => run.ms),
    debounceMs: mid((run) => run.debounceMs),
    requestMs: mid((run) => run.requestMs),
    serverMs: mid((run) => run.serverMs),
    renderMs: mid((run) => run.renderMs),
    perWord: runs.map((run) => ({ word: run.word, ms: run.ms })),
  };

  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log(`\n⌘K palette on the ${cards.toLocaleString('en-US')}-card board (median of ${RUNS})`);
  target('palette open: Ctrl+K → field focused', figures.openMs, '≤', TARGETS.openMs, 'ms');
  console.log(`  in the DOM after ${ms(figures.openInDomMs)}`);
  target('last key → card hits shown', figures.resultsMs, '≤', TARGETS.resultsMs, 'ms');
  console.log(
    `  debounce ${ms(figures.debounceMs)} + request ${ms(figures.requestMs)} (first byte ${ms(figures.serverMs)})` +
      ` + answer → frame ${ms(figures.renderMs)}; one key every ${TYPING_GAP_MS} ms`,
  );
  console.log(`  per word: ${figures.perWord.map((run) => `${run.word} ${ms(run.ms)}`).join(', ')}`);
  return figures;
}
