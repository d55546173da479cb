// @vitest-environment happy-dom
// Duplicates caught in the import's preview, against a held fetch: into the open project, one POST
// …/similar-cards for the file's titles (the first 500 of a longer file); rows like a card are marked "Looks like
// APP-001" (its title in the tooltip) and counted in the summary; a failed ask shows nothing; into a new project
// nothing is asked.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportDestination } from '../../store/dialogs';
import { openDialog } from '../../store/dialogs';
import { holdFetch, seedBoard, type HeldRequest } from '../../test/heldFetch';
import { renderPage } from '../../test/renderPage';
import { ImportDialog } from './ImportDialog';
import { CHOOSE_FILE, lookAlikeText } from './importText';

let requests: HeldRequest[];
beforeEach(() => {
  requests = holdFetch();
  seedBoard();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CSV = ['Title,Description', 'Night them,Dark', 'Export to PDF,', 'Slack alerts,Ping'].join('\n');
const asks = () => requests.filter((request) => request.url.includes('/similar-cards'));
const summaryParts = () => [...screen.getByTestId('import-summary').children].map((part) => part.textContent);
const titleCells = () =>
  within(screen.getByRole('region', { name: 'Preview of the cards' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!);

async function drop(text = CSV, importTo?: ImportDestination) {
  openDialog('import', { importTo });
  renderPage(<ImportDialog />);
  const file = new File([text], 'backlog.csv', { type: 'text/csv' });
  await userEvent.upload(screen.getByLabelText(CHOOSE_FILE), file);
  await screen.findByRole('button', { name: /^Import \d+ cards?$/ });
}

describe('similar cards in the import preview', () => {
  it('asks once into the open project, marks the rows like its cards and counts them', async () => {
    await drop();
    await waitFor(() => expect(asks()).toHaveLength(1));
    expect([asks()[0]!.method, asks()[0]!.url, asks()[0]!.body]).toEqual([
      'POST',
      '/api/projects/1/similar-cards',
      { titles: ['Night them', 'Export to PDF', 'Slack alerts'] },
    ]);
    expect(summaryParts()).toEqual(['3 cards will be created']);
    asks()[0]!.answer({
      status: 200,
      body: [
        [{ id: 1, externalId: 'APP-001', title: 'Night theme' }],
        [],
        [{ id: 2, externalId: 'APP-002', title: 'Slack alert' }],
      ],
    });
    await waitFor(() =>
      expect(summaryParts()).toEqual(['3 cards will be created', '2 rows look like existing cards']),
    );
    expect(titleCells().map((cell) => cell.textContent)).toEqual([
      'Night themLooks like APP-001',
      'Export to PDF',
      'Slack alertsLooks like APP-002',
    ]);
    expect(screen.getByText('Looks like APP-001').getAttribute('title')).toBe(
      'Looks like APP-001 Night theme',
    );
    expect(asks()).toHaveLength(1);
  });

  it('asks about the first 500 rows of a longer file, and says so', async () => {
    const rows = Array.from({ length: 600 }, (_, i) => `Idea number ${i + 1},`);
    await drop(['Title,Description', ...rows].join('\n'));
    await waitFor(() => expect(asks()).toHaveLength(1));
    const { titles } = asks()[0]!.body as { titles: string[] };
    expect([titles.length, titles[0], titles.at(-1)]).toEqual([500, 'Idea number 1', 'Idea number 500']);
    const like = [{ id: 1, externalId: 'APP-001', title: 'Idea number one' }];
    await act(async () =>
      asks()[0]!.answer({ status: 200, body: titles.map((_, i) => (i === 0 ? like : [])) }),
    );
    expect(summaryParts()).toContain('1 of the first 500 rows looks like an existing card');
  });

  it('shows nothing when the ask fails', async () => {
    await drop();
    await waitFor(() => expect(asks()).toHaveLength(1));
    await act(async () => asks()[0]!.answer({ status: 429, body: { error: 'Too many searches' } }));
    expect(summaryParts()).toEqual(['3 cards will be created']);
    expect(screen.queryByText(/Looks like/)).toBeNull();
  });

  it('asks nothing for a new project: it has no cards to look like', async () => {
    const project = { name: 'Docs', description: null, prefix: 'DOC', parentId: 5, clientId: null };
    await drop(CSV, { kind: 'newProject', project });
    // Absence takes a wait: past the 300 ms an ask waits for the titles to rest.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(requests).toEqual([]);
  });

  it('words the count', () => {
    expect([lookAlikeText(0, 3), lookAlikeText(1, 3), lookAlikeText(4, 500), lookAlikeText(7, 501)]).toEqual([
      null,
      '1 row looks like an existing card',
      '4 rows look like existing cards',
      '7 of the first 500 rows look like existing cards',
    ]);
  });
});
