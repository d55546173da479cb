// Browser: the ⌘K palette (issue 46) against the real server, search route and PostgreSQL. Olga owns three
// folders and shares two with Sam. Sam, in a text field of one project, presses Ctrl+K and finds a card of
// another project by a word of its description and by a typo, and opens it (its dialog, in its project, at its
// shareable address); nothing of the unshared folder appears; a card Olga has just created is found; actions
// run from the palette (switch view, new card, the activity); it lists what Sam opened when empty; / opens it
// outside fields; over a card's dialog, Esc closes the palette only. axe finds nothing serious, light and dark,
// at 1440 and 390 px.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, signIn, type TestUser } from '../../server/test/factories';
import type { TestClient } from '../../server/test/httpClient';
import { grantShare, makeClient, makeFolder, makeProject } from '../../server/test/workspace';
import { expectNoSeriousViolations } from './axe';
import { cardDialog } from './boardFlows';
import { describeE2E, PHONE, screenshot, startE2E, type E2E } from './harness';
import { boardPage } from './meetingFlows';
import { ACTION_TIMEOUT, gone, input, shown } from './waits';

const WIDE = { width: 1440, height: 900 };
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: ACTION_TIMEOUT });

describeE2E('the command palette', () => {
  let e2e: E2E;
  let olga: TestUser;
  let sam: TestUser;
  let api: TestClient;
  let page: Page;
  const ids = { mobile: 0, infra: 0, hidden: 0, offline: 0 };

  beforeAll(async () => {
    e2e = await startE2E();
    olga = await createUser(e2e.server, { firstName: 'Olga', lastName: 'Owner' });
    sam = await createUser(e2e.server, { firstName: 'Sam', lastName: 'Seeker' });
    api = await signIn(e2e.server, olga);
    const client = await makeClient(api, 'Acme');
    const product = await makeFolder(api, client.id, 'Product');
    const platform = await makeFolder(api, client.id, 'Platform');
    const secret = await makeFolder(api, client.id, 'Secret Lab');
    ids.mobile = (await makeProject(api, product.id, 'APP', 'Mobile App')).id;
    ids.infra = (await makeProject(api, platform.id, 'INF', 'Infra')).id;
    ids.hidden = (await makeProject(api, secret.id, 'HID', 'Hidden Works')).id;
    for (const folder of [product, platform]) await grantShare(e2e.server, folder.id, olga.user.id, sam);
    const add = async (projectId: number, title: string, description = '') =>
      (await api.post('/api/cards', { projectId, title, description })).body.id as number;
    ids.offline = await add(ids.mobile, 'Offline sync', 'Queue edits while the subway drops the connection');
    await add(ids.mobile, 'Dark mode');
    await add(ids.infra, 'Backup rotation');
    await add(ids.infra, 'Usage charts');
    await add(ids.hidden, 'Subway secret plan', 'The subway blueprint nobody else may read');
  });
  afterAll(() => e2e?.close());

  const palette = (p: Page = page) => p.getByTestId('command-palette');
  const field = (p: Page = page) => palette(p).getByRole('combobox');
  const option = (name: string | RegExp, p: Page = page) => palette(p).getByRole('option', { name });
  const group = (name: string, p: Page = page) => palette(p).getByRole('group', { name });
  const hasFocus = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

  /** Types `text` into the open palette and waits for its answer (a hit named `expected`, or the note). */
  async function search(text: string, expected: RegExp, p: Page = page) {
    await field(p).fill(text);
    const note = /match “|Unknown filter/.test(expected.source);
    await shown(note ? palette(p).getByText(expected) : option(expected, p).first());
  }

  /** Light and dark at the page's size, each looked at by axe. */
  async function bothThemes(p: Page, name: string) {
    for (const scheme of ['light', 'dark'] as const) {
      await p.emulateMedia({ colorScheme: scheme });
      await screenshot(p, `palette-${name}-${scheme}`);
      await expectNoSeriousViolations(p, `palette: ${name}, ${scheme}`);
    }
    await p.emulateMedia({ colorScheme: 'light' });
  }

  it('opens with Ctrl+K inside a text field and finds a card of another project by a word of its description', async () => {
    page = await boardPage(e2e, sam, { viewport: WIDE, keep: true });
    // Sam starts in Platform › Infra, typing in its quick add.
    await shown(page.getByRole('heading', { level: 1, name: 'Infra' }));
    const quickAdd = input(page, 'New feature title');
    await quickAdd.click();
    await page.keyboard.press('Control+k');
    await shown(palette());
    await poll(() => hasFocus(field())).toBe(true);
    expect(await quickAdd.inputValue()).toBe('');
    // Empty: the project Sam is in is not offered as a recent; the actions are.
    await shown(group('Actions'));

    await search('subway', /Offline sync/);
    const hit = option(/Offline sync/);
    expect(await hit.textContent()).toContain('Acme › Product › Mobile App');
    expect(await hit.locator('mark').allTextContents()).toEqual(['subway']);
    // Nothing of the folder Sam was not given: not its card that says "subway" too.
    expect(
      await palette()
        .getByText(/secret|Hidden Works/i)
        .count(),
    ).toBe(0);
    expect(await group('Cards').getByRole('option').count()).toBe(1);
    await bothThemes(page, 'results');

    await page.keyboard.press('Enter');
    await gone(palette());
    // (the header is hidden from the accessibility tree under the card's dialog)
    await poll(() => page.locator('h1').textContent()).toBe('Mobile App');
    await poll(() => new URL(page.url()).hash).toBe(`#card/${ids.offline}`);
    await poll(() => input(cardDialog(page), 'Title').inputValue()).toBe('Offline sync');
    await page.keyboard.press('Escape');
    await gone(cardDialog(page));
  });

  it('finds the card by a typo, lists it as recent, and shows nothing of the unshared folder', async () => {
    await page.keyboard.press('Control+k');
    await shown(palette());
    // Opened a moment ago: the card is first among the recents.
    await shown(group('Recent'));
    expect(await group('Recent').getByRole('option').first().textContent()).toContain('Offline sync');
    await bothThemes(page, 'recents');

    await search('ofline', /Offline sync/);
    await search('secret', /match “secret”/);
    await search('Hidden Works', /match “Hidden Works”/);
    expect(
      await palette()
        .getByRole('option', { name: /Hidden|Secret/ })
        .count(),
    ).toBe(0);
    // A filter the grammar does not know: the server's message, under the field.
    await search('foo:bar', /Unknown filter “foo:”/);
    await screenshot(page, 'palette-unknown-filter');
    await search('Platform', /Platform/);
    expect(await option(/Platform.*Folder/).count()).toBe(1);
    await page.keyboard.press('Escape');
    await gone(palette());
  });

  it('finds a card the other person has just created', async () => {
    const created = await api.post('/api/cards', { projectId: ids.infra, title: 'Quantum billing export' });
    expect(created.status).toBe(201);
    await page.keyboard.press('Control+k');
    await search('quantum', /Quantum billing export/);
    expect(await option(/Quantum billing export/).textContent()).toContain('Acme › Platform › Infra');
    await page.keyboard.press('Enter');
    await poll(() => page.locator('h1').textContent()).toBe('Infra');
    await poll(() => input(cardDialog(page), 'Title').inputValue()).toBe('Quantum billing export');

    // Over the card's dialog, from its title field: Esc closes the palette only.
    const title = input(cardDialog(page), 'Title');
    await title.click();
    await page.keyboard.press('Control+k');
    await shown(palette());
    await poll(() => hasFocus(field())).toBe(true);
    await page.keyboard.press('Escape');
    await gone(palette());
    await poll(() => hasFocus(title)).toBe(true);
    expect(await title.inputValue()).toBe('Quantum billing export');
    await page.keyboard.press('Escape');
    await gone(cardDialog(page));
  });

  it('runs actions: switch view, New card puts the focus in the quick add, the activity opens', async () => {
    // / outside a field opens it too.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('/');
    await shown(palette());
    await field().fill('roadmap');
    await shown(option('Switch to Roadmap'));
    await page.keyboard.press('Enter');
    await gone(palette());
    await poll(() => page.getByRole('tab', { name: 'Roadmap' }).getAttribute('aria-selected')).toBe('true');

    await page.keyboard.press('Control+k');
    await field().fill('new card');
    expect(await option(/New card/).textContent()).toContain('C');
    await page.keyboard.press('Enter');
    await gone(palette());
    await poll(() => page.getByRole('tab', { name: 'Backlog' }).getAttribute('aria-selected')).toBe('true');
    await poll(() => hasFocus(input(page, 'New feature title'))).toBe(true);

    // A title like an existing card's shows it under the field, before the duplicate exists (issue 46, 5).
    await page.keyboard.type('Quantum biling export');
    const similar = page.getByTestId('similar-cards');
    await shown(similar.getByRole('button', { name: /Quantum billing export/ }));
    await screenshot(page, 'quick-add-similar');
    await input(page, 'New feature title').fill('');

    // The header menu's activity sheet, from the palette.
    await page.keyboard.press('Control+k');
    await field().fill('activity');
    await shown(option('Open the activity'));
    await page.keyboard.press('Enter');
    const activity = await shown(page.getByRole('dialog', { name: 'Activity' }));
    await shown(activity.getByText('Quantum billing export').first());
    await page.keyboard.press('Escape');
    await gone(activity);
  });

  it('works on a 390 px phone, light and dark', async () => {
    const phone = await boardPage(e2e, sam, { viewport: PHONE });
    await phone.bringToFront();
    // The sidebar opens over a phone's board (spec 2).
    await phone.getByRole('button', { name: 'Close sidebar' }).click();
    // A phone has no ⌘K: the header's Search button opens it.
    await phone.getByRole('button', { name: 'Search', exact: true }).click();
    await shown(palette(phone));
    const box = (await palette(phone).boundingBox())!;
    expect(box.width).toBe(PHONE.width);
    await search('subway', /Offline sync/, phone);
    await bothThemes(phone, 'phone');
    // No Esc key on a phone: its close button.
    await palette(phone).getByRole('button', { name: 'Close' }).click();
    await gone(palette(phone));
  });
});
