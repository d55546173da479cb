// Browser: putting cards into sprints. A planner picks a sprint in the card dialog (only the
// chosen release's sprints; another release clears it), sets one for several cards from the bulk bar,
// groups and filters the backlog by sprint, and drags an unassigned feature onto a sprint of the releases
// overview by mouse and by keyboard; every step is checked against the server.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { row, titles } from './backlogFlows';
import { cardDialog, openByUrl, seedBoard, type Board } from './boardFlows';
import { openSignedIn } from './flows';
import { describeE2E, PHONE, screenshot, startE2E, type E2E } from './harness';
import {
  ACTION_TIMEOUT,
  dismissAllToasts,
  input,
  keyUntilOver,
  pointerDrag,
  settleScheme,
  shown,
  toast,
} from './waits';

/** Reads until the value is as expected; a loaded machine may take seconds to save and draw a change. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: ACTION_TIMEOUT });

const tab = (page: Page, name: 'Backlog' | 'Releases') => page.getByRole('tab', { name }).click();
const bar = (page: Page) => page.getByRole('toolbar', { name: 'Bulk actions' });
const tile = (page: Page, sprintId: number) => page.locator(`[data-sprint-id="${sprintId}"]`);
const feature = (page: Page, cardId: number) => page.locator(`[data-release-id] [data-card-id="${cardId}"]`);

/** The screen in both schemes, for people to look at. */
async function shot(page: Page, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await settleScheme(page, scheme);
    await screenshot(page, `sprints-${name}-${scheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

describeE2E('sprints in Chromium', () => {
  let e2e: E2E;
  let board: Board;
  /** Spring's sprints by name. */
  const sprint: Record<string, number> = {};

  beforeAll(async () => {
    e2e = await startE2E();
    board = await seedBoard(e2e.server);
    const data = (await board.api.get(`/api/projects/${board.projectId}/data`)).body;
    const spring = data.releases.find((r: { id: number }) => r.id === board.release.Spring);
    for (const s of spring.sprints as { id: number; name: string }[]) sprint[s.name] = s.id;
  });
  afterAll(() => e2e?.close());

  it('the card dialog offers the release’s sprints; another release clears the sprint', async () => {
    const { planner, card, release, getCard } = board;
    const page = await e2e.newPage({ width: 1440, height: 900 });
    await openSignedIn(page, e2e.server, planner.user);
    await dismissAllToasts(page);
    const id = card['Invoices as PDF']!;
    const dialog = await openByUrl(page, id);
    const sprintSelect = input(dialog, 'Sprint');
    // The dialog may open before the project's releases have loaded: wait for the options, not a moment.
    await poll(() => sprintSelect.locator('option').allTextContents()).toEqual([
      'No sprint',
      'Sprint 1',
      'Sprint 2',
      'Sprint 3',
      'Sprint 4',
    ]);
    await sprintSelect.selectOption({ label: 'Sprint 3' });
    await shot(page, 'card-dialog-sprint');
    await dialog.getByRole('button', { name: 'Save & Close' }).click();
    await poll(async () => (await getCard(id)).sprintId).toBe(sprint['Sprint 3']);

    // A release without sprints: the sprint goes, the select says why it is off.
    const again = await openByUrl(page, id);
    await poll(() => input(again, 'Sprint').inputValue()).toBe(String(sprint['Sprint 3']));
    await input(again, 'Release').selectOption({ label: 'Summer' });
    await poll(() => input(again, 'Sprint').inputValue()).toBe('none');
    expect(await input(again, 'Sprint').isDisabled()).toBe(true);
    await shown(again.getByText('This release has no sprints yet'));
    await again.getByRole('button', { name: 'Save & Close' }).click();
    await poll(async () => {
      const saved = await getCard(id);
      return [saved.releaseId, saved.sprintId];
    }).toEqual([release.Summer, null]);

    const phone = await e2e.newPage(PHONE);
    await openSignedIn(phone, e2e.server, planner.user);
    await dismissAllToasts(phone);
    await openByUrl(phone, card['Guided tour']!);
    await shown(input(cardDialog(phone), 'Sprint'));
    await input(cardDialog(phone), 'Sprint').scrollIntoViewIfNeeded();
    await shot(phone, 'card-dialog-sprint');
  });

  it('the bulk bar sets a sprint and its release; the backlog groups and filters by sprint', async () => {
    const { planner, card, release, getCard } = board;
    const page = await e2e.newPage({ width: 1440, height: 900 });
    await openSignedIn(page, e2e.server, planner.user);
    await dismissAllToasts(page);
    await row(page, 'Summer idea 1').getByRole('checkbox').check();
    await row(page, 'Spring idea 1').getByRole('checkbox').check();
    await bar(page).getByRole('combobox', { name: 'Set sprint' }).selectOption({ label: 'Sprint 2' });
    await shown(toast(page, 'Cards updated'));
    for (const title of ['Summer idea 1', 'Spring idea 1'])
      await poll(async () => {
        const saved = await getCard(card[title]!);
        return [saved.releaseId, saved.sprintId];
      }).toEqual([release.Spring, sprint['Sprint 2']]);

    // After a reload (what the database holds): grouped by sprint, then filtered to it.
    await page.reload();
    await input(page, 'Group by').selectOption({ label: 'Sprint' });
    const group = await shown(page.locator(`[data-group-key="sprint:${sprint['Sprint 2']}"]`));
    await shown(group.getByRole('button', { name: 'Spring · Sprint 2, 2 cards' }));
    await page
      .getByRole('group', { name: 'Sprint' })
      .getByRole('button', { name: 'Spring · Sprint 2' })
      .click();
    await poll(async () => (await titles(page)).sort()).toEqual(['Spring idea 1', 'Summer idea 1']);
  });

  it('an unassigned feature is dragged onto a sprint, by mouse and by keyboard', async () => {
    const { planner, card, release, getCard } = board;
    const page = await e2e.newPage({ width: 1440, height: 900 });
    await openSignedIn(page, e2e.server, planner.user);
    await dismissAllToasts(page);
    await tab(page, 'Releases');
    const third = await shown(tile(page, sprint['Sprint 3']!));
    await shown(third.getByText('0 cards'));

    // Mouse: a Summer idea onto Spring's Sprint 3 (its release comes with it).
    const mouseId = card['Summer idea 2']!;
    await pointerDrag(page, feature(page, mouseId), third);
    await shown(third.getByText('1 card'));
    await poll(async () => {
      const saved = await getCard(mouseId);
      return [saved.releaseId, saved.sprintId];
    }).toEqual([release.Spring, sprint['Sprint 3']]);
    await dismissAllToasts(page);

    // Keyboard: Space lifts, arrows move to the sprint, Space drops.
    const keyId = card['Fix rounding']!;
    await feature(page, keyId).focus();
    await page.keyboard.press('Space');
    await poll(() => feature(page, keyId).getAttribute('aria-pressed')).toBe('true');
    await keyUntilOver(page, 'ArrowUp', third);
    await page.keyboard.press('Space');
    await shown(third.getByText('2 cards'));
    await poll(async () => (await getCard(keyId)).sprintId).toBe(sprint['Sprint 3']);

    // The counts are the database's: a reload shows the same.
    await page.reload();
    await tab(page, 'Releases');
    await shown(tile(page, sprint['Sprint 3']!).getByText('2 cards'));
    await shot(page, 'releases-overview');
    const phone = await e2e.newPage(PHONE);
    await openSignedIn(phone, e2e.server, planner.user);
    await dismissAllToasts(phone);
    await tab(phone, 'Releases');
    await phone.getByRole('button', { name: 'Close sidebar' }).click();
    await shown(tile(phone, sprint['Sprint 3']!));
    await shot(phone, 'releases-overview');
  });
});
