// @vitest-environment happy-dom
// The import dialog with the real file readers and store: a CSV is previewed with its summary and skipped rows,
// the column mapping rebuilds the preview, nothing is sent before Import, and Import sends the mapped cards.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '../../../../common/schemas/imports';
import { importRun } from '../../store/actions/imports';
import { setProjectData } from '../../store/applyRemote';
import { resetBoard } from '../../store/board';
import { dialogs, openDialog } from '../../store/dialogs';
import { clearUndo } from '../../store/undo';
import { holdFetch, type HeldRequest } from '../../test/heldFetch';
import { field, renderPage } from '../../test/renderPage';
import { ManagementDialogs } from '../manage/ManagementDialogs';
import { makeClient, makeFolder, setWorkspace } from '../manage/shared/testKit';
import { clearToasts, toastState } from '../../ui';
import type { Project } from '../../../../common/schemas/projects';
import { ImportDialog } from './ImportDialog';
import { CHOOSE_FILE } from './importText';

let requests: HeldRequest[] = [];
/** What the dialog sent, but for its look-alike asks (ImportLookAlikes.test.tsx checks those). */
const writes = () => requests.filter((request) => !request.url.includes('/similar-cards'));

beforeEach(() => {
  requests = holdFetch();
  resetBoard(1);
  setProjectData({
    project: { id: 1, name: 'Mobile app' } as Project,
    cards: [],
    categories: [
      { id: 4, name: 'Billing', color: '#3B82F6', projectId: 1, createdAt: '', updatedAt: '', version: 1 },
    ],
    releases: [],
  });
  openDialog('import');
});
afterEach(() => {
  cleanup();
  clearToasts();
  clearUndo();
  importRun.running = null;
});

const CSV = [
  'Feature,Details,Use case,Priority,Owner',
  'Dark mode,Night theme,Billing,wow,Ana',
  ',No title here,Search,,Bo',
  'Export to PDF,,Search,rush,Cy',
  'Slack alerts,Ping the team,Reporting,someday,Di',
].join('\n');

async function dropCsv(text = CSV, name = 'backlog.csv') {
  const user = userEvent.setup();
  renderPage(<ImportDialog />);
  await user.upload(screen.getByLabelText(CHOOSE_FILE), new File([text], name, { type: 'text/csv' }));
  await screen.findByRole('button', { name: /^Import \d+ cards?$/ });
  return user;
}

const summaryParts = () => [...screen.getByTestId('import-summary').children].map((part) => part.textContent);

/** The preview's rows as [title, use case] pairs. */
const previewRows = () =>
  within(screen.getByRole('region', { name: 'Preview of the cards' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      return [cells[1]!.textContent, cells[2]!.textContent, cells[5]!.textContent];
    });

describe('Import dialog', () => {
  it('previews a CSV with a bad row: the summary, the skipped line and the cards', async () => {
    await dropCsv();
    expect(summaryParts()).toEqual([
      '3 cards will be created',
      '2 new use cases: Search, Reporting',
      '1 row skipped',
    ]);
    expect(within(screen.getByRole('list', { name: 'Rows skipped' })).getByRole('listitem').textContent).toBe(
      'Line 3 · Feature: Title is required',
    );
    expect(previewRows()).toEqual([
      ['Dark mode', 'Night theme', 'Billing'],
      ['Export to PDF', '—', 'Search'],
      ['Slack alerts', 'Ping the team', 'Reporting'],
    ]);
    expect(screen.getByText('backlog.csv')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import 3 cards' })).toBeTruthy();
  });

  it('rebuilds the preview when a column is mapped to another field, and sends nothing meanwhile', async () => {
    const user = await dropCsv();
    const useCase = screen.getByRole('combobox', { name: 'Use Case column' }) as HTMLSelectElement;
    expect(useCase.selectedOptions[0]!.textContent).toBe('Use case');
    await user.selectOptions(useCase, 'Owner');
    expect(previewRows().map((row) => row[2])).toEqual(['Ana', 'Cy', 'Di']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Description column' }), 'None');
    expect(previewRows().map((row) => row[1])).toEqual(['—', '—', '—']);
    expect(summaryParts()).toContain('3 new use cases: Ana, Cy, Di');
    expect(writes()).toEqual([]);
  });

  it('sends one ImportRequest with the mapped cards on Import, then closes with a toast', async () => {
    const user = await dropCsv();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Description column' }), 'None');
    expect(writes()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Import 3 cards' }));
    expect(writes()).toHaveLength(1);
    const [sent] = writes();
    expect([sent!.method, sent!.url]).toEqual(['POST', '/api/imports']);
    expect(sent!.body).toEqual({
      target: { projectId: 1 },
      source: { format: 'csv', fileName: 'backlog.csv' },
      cards: [
        expect.objectContaining({ line: 2, title: 'Dark mode', useCase: 'Billing', priority: 'wow' }),
        expect.objectContaining({ line: 4, title: 'Export to PDF', useCase: 'Search', priority: 'rush' }),
        expect.objectContaining({ line: 5, title: 'Slack alerts', useCase: 'Reporting' }),
      ],
    });
    expect(JSON.stringify(sent!.body)).not.toContain('Night theme');
    expect(screen.getByText('Importing 3 cards…')).toBeTruthy();
    const record = {
      id: 7,
      projectId: 1,
      folderId: 9,
      format: 'csv',
      fileName: 'backlog.csv',
      cards: 3,
      useCases: 2,
      releases: 0,
      sprints: 0,
      at: '2025-01-01T00:00:00.000Z',
      actor: { id: 'me', name: 'Ana Lopez' },
      undoneAt: null,
    };
    await act(async () => sent!.answer({ status: 201, body: { import: record } }));
    await waitFor(() => expect(dialogs.open).toBeNull());
    expect(toastState.queue.at(-1)).toMatchObject({
      title: 'Import done',
      description: 'Imported 3 cards into Mobile app',
      action: { label: 'Undo' },
    });
  });

  it('stays open with the choices when the server refuses, and says why', async () => {
    const user = await dropCsv();
    await user.click(screen.getByRole('button', { name: 'Import 3 cards' }));
    await act(async () =>
      writes()[0]!.answer({ status: 400, body: { error: 'Line 4: Release name is required' } }),
    );
    expect(dialogs.open).toBe('import');
    expect(toastState.queue.at(-1)).toMatchObject({
      title: 'Import failed',
      description: 'Line 4: Release name is required',
      variant: 'destructive',
    });
    expect((screen.getByRole('button', { name: 'Import 3 cards' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('makes a new project from a file: named in Manage Projects, every name new, sent as newProject', async () => {
    setWorkspace({
      clients: [makeClient(1, 'Acme')],
      projects: [makeFolder(5, 'Product')],
      selectedClientId: 1,
    });
    openDialog('projects');
    const user = userEvent.setup();
    renderPage(<ManagementDialogs />);
    await user.click(await screen.findByRole('button', { name: 'New Project from File' }));
    expect(screen.getByRole('dialog', { name: 'New Project from File' })).toBeTruthy();
    await user.type(field('Project Name'), 'Docs');
    await user.type(field('Prefix'), 'doc');
    await user.click(screen.getByRole('button', { name: 'Choose File' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Cards' });
    expect(dialog.textContent).toContain('Cards from a file go into Docs.');
    expect(writes()).toEqual([]);
    const csv = new File([CSV], 'backlog.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText(CHOOSE_FILE), csv);
    await user.click(await screen.findByRole('button', { name: 'Import 3 cards' }));
    expect(summaryParts()).toContain('3 new use cases: Billing, Search, Reporting');
    expect(writes().map((request) => request.body)).toEqual([
      expect.objectContaining({
        target: {
          newProject: { name: 'Docs', description: null, prefix: 'DOC', parentId: 5, clientId: null },
        },
      }),
    ]);
  });

  it('refuses a damaged CSV naming each line and cause, one a line', async () => {
    const user = userEvent.setup();
    renderPage(<ImportDialog />);
    const text = 'Title,Status\nA,Done\nB,Do\u0000ne\n"C,Done\nD,Done\n';
    await user.upload(screen.getByLabelText(CHOOSE_FILE), new File([text], 'bad.csv', { type: 'text/csv' }));
    const alert = await screen.findByRole('alert');
    // The icon, then the lines.
    expect([...alert.lastElementChild!.children].map((line) => line.textContent)).toEqual([
      'Line 3 holds a NUL byte: this looks like a binary file',
      'Line 4: a quoted cell is never closed (an unclosed " takes in the rest of the file)',
    ]);
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
  });

  it('refuses a file over 10 MB before reading it', async () => {
    const user = userEvent.setup();
    renderPage(<ImportDialog />);
    const big = new File(['x'], 'huge.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: IMPORT_MAX_BYTES + 1 });
    Object.defineProperty(big, 'arrayBuffer', {
      value: () => Promise.reject(new Error('a file over the limit must not be read')),
    });
    await user.upload(screen.getByLabelText(CHOOSE_FILE), big);
    expect((await screen.findByRole('alert')).textContent).toBe(IMPORT_MESSAGES.tooLarge);
    expect(writes()).toEqual([]);
  });
});
