// @vitest-environment happy-dom
// The import dialog's format choices, with the real readers: a Jira priority mapped to another impact, a Jira
// status Cardplan does not know mapped to one it does, a Trello
// board's lists read as statuses, archived cards asked for, a label mapped to an impact; and the dialog closed
// while the import is written, its toast arriving afterwards.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importRun } from '../../store/actions/imports';
import { dialogs, openDialog } from '../../store/dialogs';
import { clearUndo } from '../../store/undo';
import { holdFetch, seedBoard, type HeldRequest } from '../../test/heldFetch';
import { renderPage } from '../../test/renderPage';
import { clearToasts, toastState } from '../../ui';
import { ManagementDialogs } from '../manage/ManagementDialogs';
import { CHOOSE_FILE } from './importText';

let requests: HeldRequest[] = [];
/** What the dialog sent, but for its look-alike asks (ImportLookAlikes.test.tsx checks those). */
const writes = () => requests.filter((request) => !request.url.includes('/similar-cards'));
beforeEach(() => {
  requests = holdFetch();
  seedBoard();
  openDialog('import');
});
afterEach(() => {
  cleanup();
  clearToasts();
  clearUndo();
  importRun.running = null;
});

const JIRA = [
  'Summary,Issue key,Issue id,Priority,Status',
  'Login page,APP-1,1,High,To Do',
  'Password reset,APP-2,2,Low,Done',
  'Audit log,APP-3,3,High,In Progress',
].join('\n');

const TRELLO = JSON.stringify({
  name: 'Roadmap',
  lists: [
    { id: 'l1', name: 'Doing', closed: false, pos: 1 },
    { id: 'l2', name: 'Old', closed: true, pos: 2 },
  ],
  labels: [{ id: 'a', name: 'Urgent', color: 'red' }],
  cards: [
    { id: 'c1', name: 'Tour', desc: '', idList: 'l1', idLabels: ['a'], closed: false, pos: 1 },
    { id: 'c2', name: 'Kept away', desc: '', idList: 'l2', idLabels: [], closed: false, pos: 2 },
  ],
});

async function drop(text: string, name: string) {
  const user = userEvent.setup();
  renderPage(<ManagementDialogs />);
  const input = await screen.findByLabelText(CHOOSE_FILE);
  await user.upload(input, new File([text], name));
  await screen.findByRole('button', { name: /^Import \d+ cards?$/ });
  return user;
}

/** One preview column (by its header) from top to bottom. */
function previewColumn(header: string): string[] {
  const table = within(screen.getByRole('region', { name: 'Preview of the cards' }));
  const headers = table.getAllByRole('columnheader').map((cell) => cell.textContent);
  return table
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[headers.indexOf(header)]!.textContent!.trim());
}

describe('Import options', () => {
  it('maps a Jira priority to the impact chosen', async () => {
    const user = await drop(JIRA, 'jira.csv');
    expect(screen.getByText('Jira CSV export')).toBeTruthy();
    const high = screen.getByRole('combobox', { name: 'Impact for priority High' }) as HTMLSelectElement;
    await user.selectOptions(high, 'wow');
    expect(previewColumn('Impact')).toEqual(['💎 Wow', expect.any(String), '💎 Wow']);
    await user.click(screen.getByRole('button', { name: 'Import 3 cards' }));
    const body = writes()[0]!.body as { cards: { priority: string }[] };
    expect(body.cards.map((card) => card.priority)).toEqual(['wow', expect.any(String), 'wow']);
  });

  it('maps a Jira status Cardplan does not know to the status chosen, and drops its note', async () => {
    const user = await drop(`${JIRA}\nSmoke tests,APP-4,4,Low,Ready for QA`, 'jira.csv');
    const note =
      "Status 'Ready for QA' is not known; 1 card set to Backlog (pick another under Jira statuses)";
    expect(screen.getByText(note)).toBeTruthy();
    const statuses = within(screen.getByRole('region', { name: 'Jira statuses' }));
    expect(statuses.getByText('1 card · not recognised')).toBeTruthy();
    const qa = statuses.getByRole('combobox', { name: 'Status for Jira status Ready for QA' });
    expect((qa as HTMLSelectElement).value).toBe('backlog');
    expect(
      (statuses.getByRole('combobox', { name: 'Status for Jira status Done' }) as HTMLSelectElement).value,
    ).toBe('deployed');
    await user.selectOptions(qa, 'ready');
    expect(screen.queryByText(note)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Import 4 cards' }));
    const body = writes()[0]!.body as { cards: { title: string; status: string }[] };
    expect(body.cards.find((card) => card.title === 'Smoke tests')?.status).toBe('ready');
  });

  it('reads Trello lists as statuses, takes archived cards when asked, and maps a label', async () => {
    const user = await drop(TRELLO, 'board.json');
    expect(previewColumn('Title')).toEqual(['Tour']);
    expect(previewColumn('Use Case')).toEqual(['Doing']);
    await user.click(screen.getByRole('radio', { name: 'Statuses' }));
    expect(previewColumn('Use Case')).toEqual(['—']);
    expect(previewColumn('Status')).toEqual(['Working']);
    await user.click(screen.getByRole('checkbox', { name: 'Include archived cards (1 card)' }));
    expect(previewColumn('Title')).toEqual(['Tour', 'Kept away']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Impact for label Urgent' }), 'fix');
    expect(previewColumn('Impact')[0]).toBe('🔧 Fix');
    expect(writes()).toEqual([]);
  });

  it('may be closed while the import is written; the toast says when it is done', async () => {
    const user = await drop(JIRA, 'jira.csv');
    await user.click(screen.getByRole('button', { name: 'Import 3 cards' }));
    expect(
      screen.getByText('You can close this dialog: a message will say when the import is done.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(dialogs.open).toBeNull());
    expect(importRun.running).toMatchObject({ fileName: 'jira.csv', cards: 3, projectName: 'Web' });
    const record = {
      id: 3,
      projectId: 1,
      folderId: 5,
      format: 'jira',
      fileName: 'jira.csv',
      cards: 3,
      useCases: 0,
      releases: 0,
      sprints: 0,
      at: '2025-01-01T00:00:00.000Z',
      actor: null,
      undoneAt: null,
    };
    await act(async () => writes()[0]!.answer({ status: 201, body: { import: record } }));
    expect(toastState.queue.at(-1)).toMatchObject({
      title: 'Import done',
      description: 'Imported 3 cards into Web',
    });
    expect(importRun.running).toBeNull();
  });
});
