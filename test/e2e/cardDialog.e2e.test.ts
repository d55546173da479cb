// Browser: the card detail dialog (spec 2, 4, 5). A planner opens a card by its
// '#card/{id}' link, edits and saves it, opens another by a hash change, copies its link, deletes one after
// the confirmation, and follows a link to a card that does not exist.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cardDialog, openByUrl, seedBoard, type Board } from './boardFlows';
import { openSignedIn } from './flows';
import { describeE2E, screenshot, startE2E, type E2E } from './harness';
import { expectNoProblems, SIGNED_OUT_PROBE } from './problems';
import { dismissAllToasts, dismissToast, gone, input, shown, toast } from './waits';

describeE2E('card dialog in Chromium', () => {
  let e2e: E2E;
  let board: Board;

  beforeAll(async () => {
    e2e = await startE2E();
    board = await seedBoard(e2e.server);
  });
  afterAll(() => e2e?.close());

  it('opens a card from its URL, edits and saves it, copies its link and deletes one', async () => {
    const { planner, api, card, useCase, release, getCard, addCard } = board;
    const page = await e2e.newPage();
    await openSignedIn(page, e2e.server, planner.user);
    await dismissAllToasts(page);

    const dialog = await openByUrl(page, card['Welcome email']!);
    await shown(dialog.getByRole('heading', { name: 'Welcome email' }));
    await shown(dialog.getByText('APP-004'));
    expect(await input(dialog, 'Description').getAttribute('placeholder')).toBe('Add a description...');
    await input(dialog, 'Description').fill('Sent right after sign-up, with three tips.');
    await screenshot(page, 'card-dialog');

    await input(dialog, 'Title').fill('Welcome email series');
    await input(dialog, 'Status').selectOption({ label: 'Working' });
    await input(dialog, 'Impact').selectOption({ label: '💎 Wow' });
    await input(dialog, 'Use Case').selectOption({ label: 'Billing' });
    await input(dialog, 'Release').selectOption({ label: 'Summer' });
    await dialog.getByRole('radio', { name: 'Purple' }).check({ force: true });
    await dialog.getByRole('button', { name: 'Save & Close' }).click();
    await gone(page.getByRole('dialog'));
    await dismissToast(page, 'Card updated');
    expect(new URL(page.url()).hash).toBe('');
    expect(await getCard(card['Welcome email']!)).toMatchObject({
      title: 'Welcome email series',
      description: 'Sent right after sign-up, with three tips.',
      status: 'in-progress',
      priority: 'wow',
      categoryId: useCase.Billing,
      releaseId: release.Summer,
      color: '#8B5CF6',
    });

    // A hash change opens another card; Copy Link puts the page address with the hash on the clipboard.
    await page.evaluate((id) => (location.hash = `#card/${id}`), card['Invoices as PDF']!);
    const other = await shown(cardDialog(page));
    await shown(other.getByRole('heading', { name: 'Invoices as PDF' }));
    await other.getByRole('button', { name: 'Copy Link' }).click();
    await shown(toast(page, 'Link copied'));
    expect(await toast(page, 'Link copied').textContent()).toContain(
      'Card link has been copied to clipboard',
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${e2e.server.url}/#card/${card['Invoices as PDF']}`,
    );
    await dismissAllToasts(page);
    await other.getByRole('button', { name: 'Cancel' }).click();
    await gone(page.getByRole('dialog'));

    // Delete asks first; the card is gone for the server too.
    const doomed = await addCard('Throwaway idea');
    const confirmFor = await openByUrl(page, doomed);
    await confirmFor.getByRole('button', { name: 'Delete' }).click();
    const confirm = await shown(page.getByRole('dialog', { name: 'Delete card' }));
    await shown(
      confirm.getByText(
        'Are you sure you want to delete this card? You can undo this or restore it from the trash.',
      ),
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await gone(page.getByRole('dialog'));
    await dismissToast(page, 'Card deleted');
    expect((await api.get(`/api/cards/${doomed}`)).status).toBe(404);

    // A link to a card that does not exist.
    await openByUrl(page, 987654);
    await shown(page.getByRole('heading', { name: 'Card not found' }));
    await page.getByRole('button', { name: 'Close' }).last().click();
    await gone(page.getByRole('dialog'));
    expectNoProblems(page, [SIGNED_OUT_PROBE, '404 GET /api/cards/987654']);
  });
});
