// Browser: a roadmap cell takes a drop anywhere inside it — in the free space below a
// cell's single card and in an empty cell, with the cell highlighted while the card hovers; the move reaches
// the server and survives a reload.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedBoard, type Board } from './boardFlows';
import { openSignedIn } from './flows';
import { describeE2E, screenshot, startE2E, type E2E } from './harness';
import { ACTION_TIMEOUT, dismissAllToasts, dragTo, middleOf, shown } from './waits';

const cellOf = (page: Page, cell: string) => page.locator(`[data-cell="${cell}"]`);
const chipIn = (page: Page, cell: string, id: number) =>
  page.locator(`[data-cell="${cell}"] [data-card-id="${id}"]`);

/** Drags a chip with real mouse moves to 16 px above the bottom of a cell; tells whether the cell lit up there. */
async function dragToCellBottom(page: Page, chip: Locator, cell: Locator) {
  const b = (await cell.boundingBox())!;
  const end = { x: b.x + b.width / 2, y: b.y + b.height - 16 };
  // The same highlight as over the cell's cards, for the whole cell (checked once the card has moved): the cell
  // marked as the one under the card, and its highlight drawn (it fades in, so a loaded machine may see it late).
  const lit = await dragTo(page, await middleOf(chip), end, {
    ready: () =>
      expect
        .poll(
          () =>
            cell.evaluate(
              (td) =>
                td.getAttribute('data-over') === 'true' &&
                getComputedStyle(td, '::before').backgroundColor !== 'rgba(0, 0, 0, 0)',
            ),
          { timeout: ACTION_TIMEOUT },
        )
        .toBe(true)
        .then(
          () => true,
          () => false,
        ),
  });
  return { end, lit };
}

describeE2E('roadmap drops anywhere in a cell', () => {
  let e2e: E2E;
  let board: Board;

  beforeAll(async () => {
    e2e = await startE2E();
    board = await seedBoard(e2e.server);
    // Three cards in Billing × Summer make the Billing row tall; Billing × Spring keeps its single card.
    for (const title of ['Tax rates', 'Dunning', 'Credit notes'])
      await board.addCard(title, { categoryId: board.useCase.Billing, releaseId: board.release.Summer });
  });
  afterAll(() => e2e?.close());

  it('moves a card dropped below a single card and into an empty cell, and keeps it after a reload', async () => {
    const { planner, card, useCase, release, getCard } = board;
    const page = await e2e.newPage({ width: 1440, height: 900 });
    await openSignedIn(page, e2e.server, planner.user);
    await dismissAllToasts(page);
    await page.getByRole('tab', { name: 'Roadmap' }).click();
    await shown(page.getByRole('table', { name: 'Roadmap' }));

    // Below the single card of Billing × Spring, well clear of the card.
    const single = `${useCase.Billing}:${release.Spring}`;
    const invoices = await shown(chipIn(page, single, card['Invoices as PDF']!));
    const charts = card['Usage charts']!;
    const { end, lit } = await dragToCellBottom(
      page,
      chipIn(page, `${useCase.Reporting}:${release.Summer}`, charts),
      cellOf(page, single),
    );
    const below = (await invoices.boundingBox())!;
    expect(end.y).toBeGreaterThan(below.y + below.height + 60);
    await shown(chipIn(page, single, charts));
    await expect.poll(async () => (await getCard(charts)).categoryId).toBe(useCase.Billing);
    expect((await getCard(charts)).releaseId).toBe(release.Spring);
    expect(lit).toBe(true);

    // Into the empty Billing × Someday, low in the cell.
    const empty = `${useCase.Billing}:${release.Someday}`;
    expect(await cellOf(page, empty).locator('[data-card-id]').count()).toBe(0);
    const tour = card['Guided tour']!;
    const drop = await dragToCellBottom(
      page,
      chipIn(page, `${useCase.Onboarding}:${release.Spring}`, tour),
      cellOf(page, empty),
    );
    await shown(chipIn(page, empty, tour));
    expect(drop.lit).toBe(true);
    await expect.poll(async () => (await getCard(tour)).releaseId).toBe(release.Someday);
    expect((await getCard(tour)).categoryId).toBe(useCase.Billing);

    await page.reload();
    await page.getByRole('tab', { name: 'Roadmap' }).click();
    await shown(page.getByRole('table', { name: 'Roadmap' }));
    await shown(chipIn(page, single, charts));
    await shown(chipIn(page, empty, tour));
    await screenshot(page, 'roadmap-drop-after-reload');
  });
});
