// @vitest-environment happy-dom
// Imports through the store on a stubbed fetch: one POST, one toast with Undo, one undo entry whose undo is the
// import's DELETE and whose redo restores it from the trash; a refusal writes nothing and records nothing; a
// short write limit (429) is waited out.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMPORT_CONTENT_TYPE } from '../../../../common/import/requestLines';
import type { ImportRecord, ImportRequestInput } from '../../../../common/schemas/imports';
import { holdFetch, seedBoard, type HeldRequest } from '../../test/heldFetch';
import { remoteEvent } from '../../test/remoteChange';
import { card } from '../../../../common/test/factories';
import { applyRemoteEvents, listsChanges, setWorkspaceLists } from '../applyRemote';
import { board } from '../board';
import { clearToasts, toastState } from '../../ui';
import { clearUndo, redoLast, undoLast, undoStacks } from '../undo';
import { workspace } from '../workspace';
import { importRun, startImport } from './imports';

let waiting: HeldRequest[] = [];

beforeEach(() => {
  waiting = holdFetch();
  seedBoard();
  // The imports go to project 2, not the one open: its count follows the answers (project 1's, its cards).
  const lists = { projects: [], clients: [], clientProjectCounts: {}, folderShareCounts: {} };
  setWorkspaceLists({ ...lists, cardCounts: { 1: 2, 2: 2 } }, listsChanges());
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearUndo();
  clearToasts();
  importRun.running = null;
});

const sent = async () =>
  vi.waitFor(() => expect(waiting.length).toBeGreaterThan(0)).then(() => waiting.shift()!);
const lastToast = () => toastState.queue.at(-1);

const REQUEST: ImportRequestInput = {
  target: { projectId: 2 },
  source: { format: 'csv', fileName: 'backlog.csv' },
  cards: [
    { line: 2, title: 'Dark mode', useCase: 'Search' },
    { line: 3, title: 'Export to PDF' },
  ],
};
const RECORD: ImportRecord = {
  id: 7,
  projectId: 2,
  folderId: 5,
  format: 'csv',
  fileName: 'backlog.csv',
  cards: 2,
  useCases: 1,
  releases: 0,
  sprints: 0,
  at: '2025-01-01T00:00:00.000Z',
  actor: { id: 'me', name: 'Ana Lopez' },
  undoneAt: null,
};

/** Sends the import and answers it as written. */
async function imported() {
  const done = startImport(REQUEST, 'Web');
  const post = await sent();
  expect([post.method, post.url, post.body]).toEqual(['POST', '/api/imports', REQUEST]);
  expect(post.headers['Content-Type']).toBe(IMPORT_CONTENT_TYPE);
  expect(post.headers['X-Mutation-Id']).toBeTruthy();
  expect(importRun.running).toMatchObject({ fileName: 'backlog.csv', cards: 2, projectName: 'Web' });
  post.answer({ status: 201, body: { import: RECORD } });
  expect(await done).toEqual(RECORD);
}

describe('an import', () => {
  it('is one change: one toast with Undo, one undo entry, the card count up', async () => {
    await imported();
    expect(importRun.running).toBeNull();
    expect(lastToast()).toMatchObject({
      title: 'Import done',
      description: 'Imported 2 cards into Web',
      action: { label: 'Undo' },
    });
    expect(undoStacks()).toEqual({ undo: ['Import 2 cards'], redo: [] });
    expect(workspace.cardCounts[2]).toBe(4);
  });

  it('is undone by its DELETE and redone by restoring the import from the trash', async () => {
    await imported();
    const undone = undoLast();
    const remove = await sent();
    expect([remove.method, remove.url, remove.headers['X-Change-Cause']]).toEqual([
      'DELETE',
      '/api/imports/7',
      'undo',
    ]);
    remove.answer({
      status: 200,
      body: { import: { ...RECORD, undoneAt: '2025-01-01T00:01:00.000Z' }, removed: 1, kept: 1 },
    });
    await undone;
    expect(lastToast()).toMatchObject({
      title: 'Undone: Import 2 cards',
      description: '1 card kept: someone changed it since',
    });
    expect(workspace.cardCounts[2]).toBe(3);

    const redone = redoLast();
    const restore = await sent();
    expect([restore.method, restore.url, restore.body, restore.headers['X-Change-Cause']]).toEqual([
      'POST',
      '/api/trash/restore',
      { kind: 'import', ids: [7] },
      'redo',
    ]);
    const item = { id: 7, kind: 'import', label: 'backlog.csv', projectId: 2, folderId: 5, contains: 1 };
    const back = { type: 'card.created', data: card(9, { projectId: 2, version: 20 }) };
    restore.answer({ status: 200, body: { restored: [item], changes: [back] } });
    await redone;
    expect(lastToast()).toMatchObject({ title: 'Redone: Import 2 cards' });
    expect(workspace.cardCounts[2]).toBe(4);
    expect(undoStacks()).toEqual({ undo: ['Import 2 cards'], redo: [] });
  });

  it('is undone by the Undo button of its toast', async () => {
    await imported();
    lastToast()!.action!.onClick();
    const remove = await sent();
    expect([remove.method, remove.url]).toEqual(['DELETE', '/api/imports/7']);
  });

  it('writes nothing and records nothing when refused, and says why', async () => {
    const done = startImport(REQUEST, 'Web');
    (await sent()).answer({ status: 400, body: { error: 'Line 3: Title is required' } });
    expect(await done).toBeNull();
    expect(lastToast()).toMatchObject({
      title: 'Import failed',
      description: 'Line 3: Title is required',
      variant: 'destructive',
    });
    expect(undoStacks()).toEqual({ undo: [], redo: [] });
    expect(importRun.running).toBeNull();
    expect(workspace.cardCounts[2]).toBe(2);
  });

  it('leaves the board as it is on its own event (the cards came as card.created)', () => {
    const before = { cards: board.cards, categories: board.categories, releases: board.releases };
    applyRemoteEvents([remoteEvent('import.created', RECORD)]);
    applyRemoteEvents([remoteEvent('import.deleted', { ...RECORD, undoneAt: RECORD.at })]);
    expect({ cards: board.cards, categories: board.categories, releases: board.releases }).toEqual(before);
    expect(board.changeCounts[1]).toBe(2);
  });

  it('waits out a short write limit and sends again', async () => {
    const done = startImport(REQUEST, 'Web');
    (await sent()).answer({
      status: 429,
      body: { error: 'Too many changes' },
      headers: { 'Retry-After': '0' },
    });
    const again = await sent();
    expect(again.url).toBe('/api/imports');
    again.answer({ status: 201, body: { import: RECORD } });
    expect(await done).toEqual(RECORD);
  });
});
