// @vitest-environment happy-dom
// Duplicates caught in Bulk Add Features, against a held fetch: one POST …/similar-cards for the lines the
// typing rested on (short ones left out), "Similar: APP-001 Night theme" under a line like a card, one click
// closing the dialog (its text kept) and opening the card; a line typed anew asks only for itself while the
// others keep their marks; a failed ask shows nothing.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogs, openDialog } from '../../../store/dialogs';
import { holdFetch, seedBoard, type HeldRequest } from '../../../test/heldFetch';
import { renderPage } from '../../../test/renderPage';
import { BulkAddDialog } from './BulkAddDialog';

let requests: HeldRequest[];
beforeEach(() => {
  window.location.hash = '';
  requests = holdFetch();
  seedBoard();
  openDialog('bulkAdd');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NIGHT = { id: 1, externalId: 'APP-001', title: 'Night theme' };
const asks = () => requests.filter((request) => request.url.includes('/similar-cards'));
const textarea = () =>
  screen.getByLabelText('Feature Titles (one per line or comma-separated)') as HTMLTextAreaElement;
/** The preview's lines, each as its text. */
const lines = () =>
  within(screen.getByRole('list', { name: 'Features to add' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

async function paste(text: string) {
  renderPage(<BulkAddDialog />);
  await userEvent.click(textarea());
  await userEvent.paste(text);
}

describe('similar cards in Bulk Add', () => {
  it('asks once for the lines, marks a line like a card, and opens it in one click', async () => {
    await paste('Night them\nAb\nExport to PDF');
    await waitFor(() => expect(asks()).toHaveLength(1));
    expect([asks()[0]!.method, asks()[0]!.url, asks()[0]!.body]).toEqual([
      'POST',
      '/api/projects/1/similar-cards',
      { titles: ['Night them', 'Export to PDF'] },
    ]);
    asks()[0]!.answer({ status: 200, body: [[NIGHT], []] });
    const found = await screen.findByRole('button', { name: 'APP-001 Night theme' });
    expect(lines()).toEqual(['Night themSimilar:APP-001Night theme', 'Ab', 'Export to PDF']);
    expect(found.getAttribute('title')).toBe('Opens the card; Bulk Add keeps your list');
    await userEvent.click(found);
    expect([dialogs.open, window.location.hash]).toEqual([null, '#card/1']);
    await act(async () => openDialog('bulkAdd'));
    expect(textarea().value).toBe('Night them\nAb\nExport to PDF');
  });

  it('asks only for a line typed anew, the others keeping their marks meanwhile', async () => {
    await paste('Night them\nExport to PDF');
    await waitFor(() => expect(asks()).toHaveLength(1));
    asks()[0]!.answer({ status: 200, body: [[NIGHT], []] });
    await screen.findByRole('button', { name: 'APP-001 Night theme' });
    await userEvent.type(textarea(), '{Enter}');
    await userEvent.paste('Slack alerts');
    await waitFor(() => expect(asks()).toHaveLength(2));
    expect(asks()[1]!.body).toEqual({ titles: ['Slack alerts'] });
    expect(lines()[0]).toBe('Night themSimilar:APP-001Night theme');
    asks()[1]!.answer({ status: 200, body: [[{ id: 2, externalId: 'APP-002', title: 'Slack alert' }]] });
    await screen.findByRole('button', { name: 'APP-002 Slack alert' });
    expect(screen.getAllByTestId('similar-row')).toHaveLength(2);
    expect(asks()).toHaveLength(2);
  });

  it('shows nothing when the ask fails', async () => {
    await paste('Night them\nExport to PDF');
    await waitFor(() => expect(asks()).toHaveLength(1));
    await act(async () => asks()[0]!.answer({ status: 429, body: { error: 'Too many searches' } }));
    expect(lines()).toEqual(['Night them', 'Export to PDF']);
    expect(screen.queryByText('Similar:')).toBeNull();
  });
});
