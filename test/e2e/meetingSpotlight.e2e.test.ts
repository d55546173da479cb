// Browser: a follower sees the spotlight card (docs/meetings.md "Screens": "scrolled into view") after
// "Follow again" and after a reload in the middle of a vote, wherever their list and page were scrolled, at
// 1440 and 390 px, light and dark (1280 px draws 1440's layout, its one-line bar included: meetingBar.e2e):
// the row lies inside what shows of the backlog list (below its sticky header, within every scrolling box
// around it) and inside the viewport. The list is virtualised and rests on
// row boundaries (scroll snapping), so the spotlight sits far from both ends of a 90-card list: its row is not
// drawn until the list scrolls to it. The short layouts (a laptop's browser window, a small phone) are where the
// view area around the list scrolls too.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, signIn, type TestUser } from '../../server/test/factories';
import type { TestClient } from '../../server/test/httpClient';
import { grantShare, insertCards, makeClient, makeFolder, makeProject } from '../../server/test/workspace';
import { describeE2E, screenshot, startE2E, type E2E } from './harness';
import { boardPage } from './meetingFlows';
import { shown } from './waits';

type End = 'top' | 'bottom';
interface Layout {
  width: number;
  height: number;
  /** A short layout: with the vote panel open the view area around the list scrolls too. */
  pageScrolls: boolean;
}
/** Where the page (every scrolling box outside the list) and the list itself are scrolled to before following. */
interface Scrolled {
  page: End;
  list: End;
}

/** The roomy layouts first: "Follow again" is tried there before a vote opens, in the short ones during it. */
const LAYOUTS: Layout[] = [
  { width: 1440, height: 900, pageScrolls: false },
  { width: 390, height: 844, pageScrolls: false },
  { width: 1440, height: 520, pageScrolls: true },
  { width: 390, height: 600, pageScrolls: true },
];
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];
const CARDS = 90;
const PHONE_MAX = 600;

/**
 * The ways the page and the list are scrolled before following. After "Follow again": in light every way the
 * layout allows (the list at either end, and so the page where it scrolls); in dark (the same geometry) the
 * hardest, the page at the top (the list's lower part below the fold) and the list at the bottom. After a
 * reload (slower): in light as the page loads, in dark the list, and the page where it scrolls, at the bottom.
 */
function scrolledWays(layout: Layout, theme: Theme, reload: boolean): Scrolled[] {
  const ends = ['top', 'bottom'] as const;
  if (reload)
    return theme === 'light'
      ? [{ page: 'top', list: 'top' }]
      : [{ page: layout.pageScrolls ? 'bottom' : 'top', list: 'bottom' }];
  if (theme === 'dark') return [{ page: 'top', list: 'bottom' }];
  return (layout.pageScrolls ? ends : (['top'] as const)).flatMap((page) =>
    ends.map((list) => ({ page, list })),
  );
}

/**
 * In the page: where the spotlight row is and what of the list shows (the list's client area below its sticky
 * header, cut by each scrolling box around it and by the viewport). `settled` changes while anything moves.
 */
function lookAt(cardId: number) {
  const list = document.querySelector<HTMLElement>('[data-testid="backlog-list"]');
  const row = list?.querySelector(`[data-card-id="${cardId}"]`);
  const scrollers: Element[] = [];
  for (let box = list?.parentElement ?? null; box; box = box.parentElement)
    if (getComputedStyle(box).overflowY !== 'visible') scrollers.push(box);
  const scrolled = [list, ...scrollers, document.scrollingElement]
    .map((box) => box?.scrollTop ?? 0)
    .join('/');
  if (!list || !row) return { inView: false, at: `row not drawn (scrolled ${scrolled})`, settled: '' };
  const rect = list.getBoundingClientRect();
  let top = list.firstElementChild!.getBoundingClientRect().bottom;
  let bottom = rect.top + list.clientTop + list.clientHeight;
  for (const box of scrollers) {
    const outer = box.getBoundingClientRect();
    top = Math.max(top, outer.top + box.clientTop);
    bottom = Math.min(bottom, outer.top + box.clientTop + box.clientHeight);
  }
  top = Math.max(top, 0);
  bottom = Math.min(bottom, window.innerHeight);
  const { top: rowTop, bottom: rowBottom } = row.getBoundingClientRect();
  return {
    inView: rowTop >= top - 1 && rowBottom <= bottom + 1,
    at: `row ${rowTop}–${rowBottom}, list shows ${top}–${bottom} (scrolled ${scrolled})`,
    settled: `${rowTop}|${scrolled}`,
  };
}

/** In the page: scrolls every scrolling box outside the list, and the list, to the given ends. */
function scrollEnds({ page, list }: Scrolled) {
  const element = document.querySelector<HTMLElement>('[data-testid="backlog-list"]')!;
  const outside: Element[] = [document.scrollingElement!];
  for (let box = element.parentElement; box; box = box.parentElement)
    if (/auto|scroll/.test(getComputedStyle(box).overflowY)) outside.push(box);
  for (const box of outside) box.scrollTop = page === 'top' ? 0 : box.scrollHeight;
  element.scrollTop = list === 'top' ? 0 : element.scrollHeight;
  return outside.some((box) => box.scrollTop > 0);
}

describeE2E('the spotlight in view for a follower', () => {
  let e2e: E2E;
  let olga: TestUser;
  let theo: TestUser;
  let api: TestClient;
  let projectId = 0;
  let meetingId = 0;
  let spotlit = 0;
  /** Theo's board: opened by the test that runs first (a page opens inside a test), then kept. */
  let page: Page;
  let opened: Promise<Page> | undefined;
  const theosPage = () => (opened ??= boardPage(e2e, theo, { keep: true }));

  beforeAll(async () => {
    e2e = await startE2E();
    olga = await createUser(e2e.server, { firstName: 'Olga', lastName: 'Owner' });
    theo = await createUser(e2e.server, { firstName: 'Theo', lastName: 'Mate' });
    api = await signIn(e2e.server, olga);
    const client = await makeClient(api, 'Acme');
    const folder = await makeFolder(api, client.id, 'Product');
    projectId = (await makeProject(api, folder.id, 'APP', 'Mobile App')).id;
    await grantShare(e2e.server, folder.id, olga.user.id, theo);
    await insertCards(e2e.server, projectId, 'APP', CARDS);
    spotlit = (
      await e2e.server
        .db('cards')
        .where({ projectId, title: `Card ${CARDS / 2}` })
        .first()
    ).id;
    meetingId = (await api.post(`/api/projects/${projectId}/meeting`)).body.id;
    // Olga's view, which her followers take: the cards by title (Card 1 … Card 90), the spotlight halfway.
    const view = {
      mode: 'backlog',
      filters: { search: '', groupBy: 'none', categories: [], statuses: [], priorities: [], releases: [] },
      sort: { column: 'title', direction: 'asc' },
      customRanking: false,
    };
    expect((await api.patch(`/api/meetings/${meetingId}`, { view, spotlightCardId: spotlit })).status).toBe(
      200,
    );
    expect((await (await signIn(e2e.server, theo)).post(`/api/meetings/${meetingId}/join`)).status).toBe(200);
  });
  afterAll(() => e2e?.close());

  const bar = () => page.getByRole('region', { name: 'Meeting' });
  const votePanel = () => page.getByRole('region', { name: 'Vote' });
  async function openVote() {
    const { meeting } = (await api.get(`/api/projects/${projectId}/meeting`)).body;
    if (!meeting.vote) expect((await api.post(`/api/meetings/${meetingId}/votes`, {})).status).toBe(201);
    await shown(votePanel());
  }
  const followAgain = () => bar().getByRole('button', { name: 'Follow again' });

  /** The sidebar as a person has it: a column on a wide screen, closed over a phone's board. */
  async function sidebarAsUsual(width: number) {
    const toggle = page.getByRole('button', { name: width <= PHONE_MAX ? 'Close sidebar' : 'Open sidebar' });
    if (await toggle.isVisible()) await toggle.click();
  }

  async function useLayout(layout: Layout, theme: Theme) {
    await page.setViewportSize({ width: layout.width, height: layout.height });
    await page.emulateMedia({ colorScheme: theme });
    await sidebarAsUsual(layout.width);
  }

  /** Scrolls page and list as told (the page only where it scrolls, which is then checked), then follows. */
  async function scrollAndFollow(layout: Layout, scrolled: Scrolled, label: string) {
    await shown(followAgain());
    const pageMoved = await page.evaluate(scrollEnds, scrolled);
    expect(pageMoved, `${label}: the page scrolled`).toBe(layout.pageScrolls && scrolled.page === 'bottom');
    await followAgain().click();
    await shown(bar().getByText('Following', { exact: true }));
  }

  /**
   * Waits until the wheel's scroll of the list is over (two looks alike), as a person's hand leaves the wheel
   * before they press Follow again: on a loaded machine its smooth scroll could still be moving the list then.
   */
  async function wheelDone() {
    const list = page.getByTestId('backlog-list');
    let previous = -1;
    await expect
      .poll(
        async () => {
          const top = await list.evaluate((element) => element.scrollTop);
          const still = top === previous;
          previous = top;
          return still;
        },
        { timeout: 15_000, interval: 150, message: 'the wheel scroll ends' },
      )
      .toBe(true);
  }

  /** Waits until the spotlight row is in view and nothing moves any more (two looks in a row alike). */
  async function expectSpotlightInView(label: string) {
    let previous = '';
    await expect
      .poll(
        async () => {
          const seen = await page.evaluate(lookAt, spotlit);
          const still = seen.settled === previous;
          previous = seen.settled;
          return seen.inView && still ? 'in view' : seen.at;
        },
        { timeout: 15_000, interval: 150, message: label },
      )
      .toBe('in view');
  }

  it('after "Follow again", wherever the list and the page were scrolled', async () => {
    page = await theosPage();
    for (const layout of LAYOUTS) {
      if (layout.pageScrolls) await openVote();
      for (const theme of THEMES) {
        await useLayout(layout, theme);
        for (const scrolled of scrolledWays(layout, theme, false)) {
          const label = `Follow again, ${layout.width}×${layout.height} ${theme}, page ${scrolled.page}, list ${scrolled.list}`;
          if (await bar().getByText('Following', { exact: true }).isVisible()) {
            // Breaking away as a person does: a turn of the wheel over the list.
            await page.getByTestId('backlog-list').hover();
            await page.mouse.wheel(0, 300);
            await wheelDone();
          }
          await scrollAndFollow(layout, scrolled, label);
          await expectSpotlightInView(label);
        }
        await screenshot(page, `meeting-spotlight-follow-again-${theme}${layout.pageScrolls ? '-vote' : ''}`);
      }
    }
  });

  it('after a reload in the middle of a vote, wherever the list and the page were scrolled', async () => {
    page = await theosPage();
    await openVote();
    for (const layout of LAYOUTS) {
      for (const theme of THEMES) {
        await useLayout(layout, theme);
        for (const scrolled of scrolledWays(layout, theme, true)) {
          const label = `reload mid-vote, ${layout.width}×${layout.height} ${theme}, page ${scrolled.page}, list ${scrolled.list}`;
          await page.reload();
          await shown(votePanel());
          await shown(page.getByTestId('backlog-list').locator('[data-card-id]').first());
          await sidebarAsUsual(layout.width);
          await scrollAndFollow(layout, scrolled, label);
          await expectSpotlightInView(label);
        }
        await screenshot(page, `meeting-spotlight-reload-vote-${theme}`);
      }
    }
  });
});
