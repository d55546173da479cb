// Browser: duplicates caught where a title is written (issue 46, docs/api/search.md "Similar cards"). Renaming
// a card in its dialog to a title like another card's shows "Similar:" under the field, a link that opens that
// card in a new tab while the dialog keeps its edits; Bulk Add marks the lines like existing cards. At 1440 px
// in light and 390 px in dark, axe clean.
import { expect, it } from 'vitest';
import { expectNoSeriousViolations } from './axe';
import { cardDialog, openByUrl, seededBoardWorld } from './boardFlows';
import { openSignedIn } from './flows';
import { describeE2E, PHONE, screenshot } from './harness';
import { dismissAllToasts, gone, settleScheme, shown } from './waits';

const LAYOUTS = [
  { viewport: { width: 1440, height: 900 }, scheme: 'light' },
  { viewport: PHONE, scheme: 'dark' },
] as const;

describeE2E('similar cards where a title is written', () => {
  const world = seededBoardWorld();

  for (const { viewport, scheme } of LAYOUTS)
    it(`flags a title like a card's in the card dialog and in Bulk Add (${viewport.width} px, ${scheme})`, async () => {
      const { planner, card } = world.board;
      const page = await world.e2e.newPage(viewport);
      await openSignedIn(page, world.e2e.server, planner.user);
      await settleScheme(page, scheme);
      await dismissAllToasts(page);

      // The card dialog: "Usage charts" renamed like "Invoices as PDF".
      const dialog = await openByUrl(page, card['Usage charts']!);
      await dialog.getByLabel('Title').fill('Invoices as PDFs');
      const link = await shown(
        dialog.getByTestId('similar-cards').getByRole('link', { name: /^APP-\d+ Invoices as PDF$/ }),
      );
      expect(await link.getAttribute('href')).toBe(`#card/${card['Invoices as PDF']}`);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await dialog.getByTestId('similar-cards').textContent()).toMatch(/^Similar:/);
      await expectNoSeriousViolations(
        page,
        `the card dialog's similar cards (${viewport.width} px, ${scheme})`,
      );
      await screenshot(page, `similar-card-dialog-${scheme}`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await gone(cardDialog(page));

      // Bulk Add: a line like an existing card is marked, the others are not.
      if (viewport.width < 600) return;
      await page.getByRole('button', { name: 'Bulk Add' }).click();
      const bulk = await shown(page.getByRole('dialog', { name: 'Bulk Add Features' }));
      await bulk
        .getByLabel('Feature Titles (one per line or comma-separated)')
        .fill('Welcome emails\nA brand new idea');
      const marked = await shown(bulk.getByTestId('similar-row'));
      expect(await marked.textContent()).toMatch(/^Similar:/);
      await shown(marked.getByRole('button', { name: /^APP-\d+ Welcome email$/ }));
      expect(await bulk.getByTestId('similar-row').count()).toBe(1);
      await expectNoSeriousViolations(page, `Bulk Add's similar cards (${viewport.width} px, ${scheme})`);
      await screenshot(page, `similar-bulk-add-${scheme}`);
    });
});
