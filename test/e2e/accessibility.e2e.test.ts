// Browser: WCAG 2.2 AA. axe-core walks every screen, dialog and menu of the demo workspace
// (seeds/) and the projector, in the light and the dark theme, and finds no serious or critical violation.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemoWorkspace, type SeededAccount } from '../../seeds/demoWorkspace';
import { hashPassword } from '../../server/auth/passwords';
import { usersRepo } from '../../server/db/repos/users';
import { expectNoSeriousViolations, seriousViolations, type AxeScope } from './axe';
import { openUserMenu, openSignedIn, signUpButton } from './flows';
import { DESKTOP, describeE2E, screenshot, startE2E, type E2E } from './harness';
import { button, dialog, openFromSidebar } from './manageFlows';
import { dismissAllToasts, gone, settled, settleScheme, shown, toast } from './waits';

const THEMES = ['light', 'dark'] as const;
const PROJECTOR = { width: 1920, height: 1080 };
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });
type Theme = (typeof THEMES)[number];

/** A walk checks dozens of states, each with an axe run of up to a few seconds on two shared cores. */
const WALK_TIMEOUT = 240_000;

describeE2E('accessibility (WCAG 2.2 AA, axe-core) in Chromium', () => {
  let e2e: E2E;
  let owner: SeededAccount;
  let admin: SeededAccount;
  let projectId: number;

  beforeAll(async () => {
    e2e = await startE2E();
    const accounts = await seedDemoWorkspace(e2e.server.db, hashPassword);
    owner = accounts.find((account) => account.accessLevel === 'user')!;
    admin = accounts.find((account) => account.accessLevel === 'admin')!;
    projectId = (await e2e.server.db('projects').where({ prefix: 'APP' }).first('id')).id as number;
  });
  afterAll(() => e2e?.close());

  /** A page in the app theme `theme` (the app follows the system's colour scheme until the user picks one). */
  async function pageIn(theme: Theme, viewport = DESKTOP) {
    const page = await e2e.newPage(viewport);
    await page.emulateMedia({ colorScheme: theme });
    return page;
  }

  /** Signed in without the form (the form is checked with the signed-out screens). */
  async function signedIn(page: Page, account: SeededAccount, path = '/') {
    await openSignedIn(page, e2e.server, (await usersRepo.findByEmail(e2e.server.db, account.email))!, path);
    return page;
  }

  /**
   * Checks what is on screen now in `theme`, once its colours are the theme's and nothing moves (runAxe waits for
   * animations too); every state is checked even when one fails.
   */
  /** The scheme each page was last checked in: the next state starts there, saving a switch and its settling. */
  const lastTheme = new WeakMap<Page, Theme>();

  async function checkIn(page: Page, label: string, theme: Theme, photo = false, scope: AxeScope = 'all') {
    await settleScheme(page, theme);
    lastTheme.set(page, theme);
    if (photo) await screenshot(page, `a11y-${label}-${theme}`);
    await expectNoSeriousViolations(page, `${label} (${theme})`, { soft: true, scope });
  }

  /**
   * Checks what is on screen now in both themes: a walk is the same in each, only its colours differ, so the
   * theme checked second runs axe's colour rules alone (the whole set ran on the same page in the first).
   */
  async function check(page: Page, label: string, photo = false) {
    const first = lastTheme.get(page) ?? 'light';
    await checkIn(page, label, first, photo);
    await checkIn(page, label, first === 'light' ? 'dark' : 'light', photo, 'colours');
  }

  it('the signed-out screens, in light and dark', { timeout: WALK_TIMEOUT }, async () => {
    const page = await pageIn('light');
    await page.goto('/');
    await shown(page.getByRole('heading', { level: 1 }));
    await check(page, 'landing', true);
    await page.goto('/signin');
    await shown(page.getByRole('button', { name: 'Sign In', exact: true }));
    await check(page, 'sign-in');
    await page.goto('/signup');
    await shown(page.getByLabel(/first name/i));
    await check(page, 'sign-up');
    await signUpButton(page).click();
    await shown(page.getByRole('alert').or(page.locator('[aria-invalid="true"]')).first());
    await check(page, 'sign-up-errors');
    await page.goto('/forgot-password');
    await shown(page.getByLabel(/e-?mail/i));
    await check(page, 'forgot-password');
    await page.goto('/reset-password?token=not-a-token');
    await shown(page.locator('main, form').first());
    await check(page, 'reset-password');
    await page.goto('/magic-link?token=not-a-token');
    await shown(page.locator('main, form').first());
    await check(page, 'magic-link');
    await page.goto('/no-such-page');
    await shown(page.getByRole('heading', { level: 1 }));
    await check(page, 'not-found');

    // The check sees a violation when there is one: faint text, added without an inline style (the CSP).
    await page.evaluate(() => {
      const faint = document.body.appendChild(document.createElement('p'));
      faint.textContent = 'Barely there';
      Object.assign(faint.style, { color: '#B0B0B0', background: '#FFFFFF' });
    });
    expect((await seriousViolations(page)).join('\n')).toMatch(/^color-contrast \(serious\)/);
    expect((await seriousViolations(page, 'colours')).join('\n')).toMatch(/^color-contrast \(serious\)/);

    // Reduced motion (this page's) starts no transition: a change is drawn at once. The common reset's 0.01 ms
    // made every element transition every property that changed, on every change (client/src/ui/GlobalStyle.ts).
    const change = await page.evaluate(() => {
      const plain = document.body.appendChild(document.createElement('p'));
      getComputedStyle(plain).getPropertyValue('color'); // the style before the change
      plain.style.color = 'rgb(1, 2, 3)';
      const drawn = getComputedStyle(plain).getPropertyValue('color'); // a transition would start here
      return { drawn, animations: plain.getAnimations().map((animation) => animation.constructor.name) };
    });
    expect(change).toEqual({ drawn: 'rgb(1, 2, 3)', animations: [] });
  });

  it('the board, its dialogs and menus, in light and dark', { timeout: WALK_TIMEOUT }, async () => {
    const page = await signedIn(await pageIn('light'), owner);
    await shown(page.getByRole('button', { name: 'Sign in with a magic link' }).first());
    await check(page, 'backlog', true);

    await page.getByRole('checkbox', { name: 'Select APP-001' }).check();
    await shown(page.getByRole('toolbar', { name: 'Bulk actions' }).getByText('1 selected'));
    await check(page, 'backlog-selection');
    await page.getByRole('checkbox', { name: 'Select APP-001' }).uncheck();
    const readyChip = sidebar(page).getByRole('button', { name: 'Ready', exact: true });
    await readyChip.click();
    await expect.poll(() => readyChip.getAttribute('aria-pressed')).toBe('true');
    await check(page, 'backlog-filtered');
    await readyChip.click();
    await page.getByRole('button', { name: /^Reorder APP-001/ }).focus();
    for (const key of ['Space', 'ArrowUp', 'Space']) {
      await page.keyboard.press(key);
      await settled(page); // the page draws each key's effect before the next, as a person sees it
    }
    await shown(page.getByLabel('custom ranking'));
    await check(page, 'backlog-custom-ranking');

    await openUserMenu(page, owner.email);
    await check(page, 'user-menu');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Bulk Add' }).click();
    const bulk = await shown(dialog(page, 'Bulk Add Features'));
    await bulk.getByRole('textbox').fill('One idea\nAnother idea');
    await check(page, 'bulk-add');
    await page.keyboard.press('Escape');
    await gone(bulk);

    await page.getByRole('button', { name: 'Sign in with a magic link' }).first().click();
    const card = await shown(page.getByRole('dialog').first());
    await check(page, 'card-dialog', true);
    await card.getByRole('button', { name: 'Copy Link' }).click();
    await shown(toast(page, 'Link copied'));
    await check(page, 'card-dialog-toast');
    await dismissAllToasts(page);
    await card.getByRole('button', { name: 'Delete' }).click();
    await shown(dialog(page, 'Delete card'));
    await check(page, 'card-delete-confirm');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await gone(page.getByRole('dialog'));

    await page.getByRole('tab', { name: 'Roadmap' }).click();
    await shown(page.getByRole('table', { name: 'Roadmap' }));
    await check(page, 'roadmap', true);
    await page.getByRole('tab', { name: 'Releases' }).click();
    await shown(page.getByRole('heading', { name: 'Spring launch' }).first());
    await check(page, 'releases', true);

    const useCases = await openFromSidebar(page, 'Use Cases', 'Manage Use Cases');
    await check(page, 'use-cases');
    await useCases.getByRole('button', { name: /^Color of Onboarding/ }).click();
    await shown(page.getByRole('dialog', { name: 'Choose a color' }));
    await check(page, 'use-case-color-picker');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await gone(page.getByRole('dialog'));

    const releases = await openFromSidebar(page, 'Releases', 'Manage Releases');
    await check(page, 'releases-dialog');
    await button(releases, 'Edit Spring launch').click();
    await shown(releases.getByRole('heading', { name: 'Edit Release' }));
    await check(page, 'release-form');
    await page.keyboard.press('Escape');
    await gone(page.getByRole('dialog'));

    const projects = await openFromSidebar(page, 'Projects', 'Manage Projects');
    await check(page, 'projects-dialog');
    await button(projects, 'Add project to Product').click();
    await shown(dialog(page, 'Create New Project'));
    await check(page, 'project-form');
    await button(page, 'Back to list').click();
    await button(projects, 'Share Product').click();
    await shown(page.getByTestId('share-view').getByText('Active'));
    await check(page, 'share-view');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await gone(page.getByRole('dialog'));

    const clients = await openFromSidebar(page, 'Clients', 'Manage Clients');
    await check(page, 'clients-dialog');
    await button(clients, 'New Client').click();
    await shown(dialog(page, 'New Client'));
    await check(page, 'client-form');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await gone(page.getByRole('dialog'));

    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await shown(dialog(page, 'Export to CSV'));
    await check(page, 'export-dialog');
    await page.keyboard.press('Escape');
    await gone(page.getByRole('dialog'));
  });

  it('the admin panel and its dialogs, in light and dark', { timeout: WALK_TIMEOUT }, async () => {
    const page = await signedIn(await pageIn('light'), admin, '/admin');
    await shown(page.getByRole('row').filter({ hasText: owner.email }));
    await check(page, 'admin', true);
    await page.getByRole('button', { name: 'Create User', exact: true }).click();
    await shown(page.getByRole('dialog'));
    await check(page, 'admin-create-user');
    await page.keyboard.press('Escape');
    await gone(page.getByRole('dialog'));
    const row = page.getByRole('row').filter({ hasText: owner.email });
    await row.getByRole('button', { name: /edit/i }).click();
    await shown(page.getByRole('dialog'));
    await check(page, 'admin-edit-user');
    await page.keyboard.press('Escape');
    await gone(page.getByRole('dialog'));
    await row.getByRole('button', { name: /delete/i }).click();
    await shown(page.getByRole('dialog').or(page.getByRole('alertdialog')));
    await check(page, 'admin-delete-user');
    await page.keyboard.press('Escape');

    const member = await signedIn(await pageIn('light'), owner, '/admin');
    await shown(member.getByText(/access denied/i).first());
    await check(member, 'admin-access-denied');
  });

  for (const theme of THEMES) {
    it(`the projector in ${theme}, signed in and by room link`, { timeout: WALK_TIMEOUT }, async () => {
      const page = await signedIn(await pageIn(theme, PROJECTOR), owner, `/present/${projectId}`);
      await shown(page.getByRole('heading', { name: /Mobile App/ }));
      const mode = () => page.getByTestId('projector').getAttribute('data-mode');
      if ((await mode()) !== theme) await page.keyboard.press('t');
      await expect.poll(mode).toBe(theme);
      await checkIn(page, 'projector', theme, true);

      const link = await page.evaluate(
        (id) => fetch(`/api/projects/${id}/room-links`, { method: 'POST' }).then((res) => res.json()),
        projectId,
      );
      const room = await pageIn(theme, { width: 1280, height: 720 });
      const url = new URL((link as { url: string }).url);
      await room.goto(url.pathname + url.hash);
      await shown(room.getByRole('heading', { name: /Mobile App/ }));
      if ((await room.getByTestId('projector').getAttribute('data-mode')) !== theme)
        await room.keyboard.press('t');
      await expect.poll(() => room.getByTestId('projector').getAttribute('data-mode')).toBe(theme);
      await checkIn(room, 'projector-room-link', theme);
    });
  }
});
