// @vitest-environment happy-dom
// Undo and redo end to end on a stubbed fetch: an edit undone is a revert of the person's own values with
// the cause header, a field someone else changed since is kept and named, a bulk delete comes back in one
// restore, a create undone is a delete, and the toast's Undo button does it.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { card } from '../../../../common/test/factories';
import { holdFetch, seedBoard, type HeldRequest } from '../../test/heldFetch';
import { hearCard } from '../../test/remoteChange';
import { clearToasts, toastState, ToastViewport } from '../../ui';
import { lightTheme } from '../../ui/theme';
import { addCard, deleteCards, saveCard, updateCard } from '../actions/cards';
import { deleteCategory } from '../actions/categories';
import { board } from '../board';
import { clearUndo, redoLast, undoLast } from './stack';

/** Requests wait until the test answers them, in the order sent. */
let waiting: HeldRequest[] = [];

beforeEach(() => {
  waiting = holdFetch();
  seedBoard();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearUndo();
  act(() => clearToasts());
});

const sent = async () =>
  vi.waitFor(() => expect(waiting.length).toBeGreaterThan(0)).then(() => waiting.shift()!);
const lastToast = () => toastState.queue.at(-1);
const cause = (request: HeldRequest) => request.headers['X-Change-Cause'];
const restored = (kind: string, ids: number[]) => ({
  restored: ids.map((id) => ({ id, kind, label: `#${id}`, projectId: 1, folderId: 5, contains: 0 })),
  changes: [],
});

describe('undo of an edit', () => {
  it('sends a revert from the value set back to the one before, with the cause; redo the other way', async () => {
    const done = updateCard(1, { priority: 'wow' });
    (await sent()).answer({ status: 200, body: card(1, { priority: 'wow', version: 10 }) });
    expect(await done).toBe(true);

    const undone = undoLast();
    const revert = await sent();
    expect([revert.method, revert.url, revert.body]).toEqual([
      'POST',
      '/api/cards/1/revert',
      { fields: { priority: { from: 'wow', to: 'tbd' } } },
    ]);
    expect(cause(revert)).toBe('undo');
    expect(revert.headers['X-Mutation-Id']).toBeTruthy();
    expect(board.cards[1]!.priority).toBe('tbd'); // shown at once
    revert.answer({ status: 200, body: { card: card(1, { priority: 'tbd', version: 11 }), kept: [] } });
    await undone;
    expect(board.cards[1]).toMatchObject({ priority: 'tbd', version: 11 });
    expect(lastToast()).toMatchObject({ title: 'Undone: Change impact' });

    const redone = redoLast();
    const again = await sent();
    expect(again.body).toEqual({ fields: { priority: { from: 'tbd', to: 'wow' } } });
    expect(cause(again)).toBe('redo');
    again.answer({ status: 200, body: { card: card(1, { priority: 'wow', version: 12 }), kept: [] } });
    await redone;
    expect(lastToast()).toMatchObject({ title: 'Redone: Change impact' });
  });

  it('keeps a field a teammate changed since, shows only the rest at once, and names what was kept', async () => {
    const done = saveCard(1, { status: 'ready', priority: 'wow' });
    (await sent()).answer({ status: 200, body: card(1, { status: 'ready', priority: 'wow', version: 10 }) });
    await done;
    hearCard(card(1, { status: 'ready', priority: 'rush', version: 11 }), 'dana');

    const undone = undoLast();
    const revert = await sent();
    expect(revert.body).toEqual({
      fields: { status: { from: 'ready', to: 'backlog' }, priority: { from: 'wow', to: 'tbd' } },
    });
    expect(board.cards[1]).toMatchObject({ status: 'backlog', priority: 'rush' });
    revert.answer({
      status: 200,
      body: {
        card: card(1, { status: 'backlog', priority: 'rush', version: 13 }),
        kept: [{ field: 'priority', label: 'Impact', by: 'Dana' }],
      },
    });
    await undone;
    expect(lastToast()).toMatchObject({
      title: 'Undone: Edit card',
      description: 'Impact kept: Dana changed it since',
    });
  });

  it('a refused revert shows why and leaves nothing to redo', async () => {
    const done = updateCard(1, { status: 'ready' });
    (await sent()).answer({ status: 200, body: card(1, { status: 'ready', version: 10 }) });
    await done;
    const undone = undoLast();
    (await sent()).answer({ status: 404, body: { error: 'Card not found' } });
    await undone;
    expect(lastToast()).toMatchObject({
      title: 'Undo failed',
      description: 'Card not found',
      variant: 'destructive',
    });
    await redoLast();
    expect(lastToast()).toMatchObject({ title: 'Nothing to redo' });
  });
});

describe('undo of deletes and creates', () => {
  it('restores every card of a bulk delete in one request; redo deletes them again', async () => {
    const done = deleteCards([1, 2]);
    (await sent()).answer({ status: 204 });
    (await sent()).answer({ status: 204 });
    await done;
    expect(lastToast()).toMatchObject({
      title: 'Cards deleted',
      description: '2 cards were moved to the trash',
      action: { label: 'Undo' },
    });

    const undone = undoLast();
    const restore = await sent();
    expect([restore.method, restore.url, restore.body]).toEqual([
      'POST',
      '/api/trash/restore',
      { kind: 'card', ids: [1, 2] },
    ]);
    expect(cause(restore)).toBe('undo');
    restore.answer({ status: 200, body: restored('card', [1, 2]) });
    await undone;
    expect(waiting).toHaveLength(0);
    expect(lastToast()).toMatchObject({ title: 'Undone: Delete 2 cards' });

    const redone = redoLast();
    const [first, second] = [await sent(), await sent()];
    expect([first.method, first.url, cause(first)]).toEqual(['DELETE', '/api/cards/1', 'redo']);
    expect([second.method, second.url, cause(second)]).toEqual(['DELETE', '/api/cards/2', 'redo']);
    first.answer({ status: 204 });
    second.answer({ status: 204 });
    await redone;
    expect(lastToast()).toMatchObject({ title: 'Redone: Delete 2 cards' });
  });

  it('one card deleted says it went to the trash; one someone else deleted first is not undoable', async () => {
    const done = deleteCards([1]);
    (await sent()).answer({ status: 404, body: { error: 'Card not found' } });
    await done;
    expect(lastToast()).toMatchObject({
      title: 'Card deleted',
      description: 'The card was moved to the trash',
    });
    expect(lastToast()!.action).toBeUndefined();
    await undoLast();
    expect(lastToast()).toMatchObject({ title: 'Nothing to undo' });
  });

  it('undoes a quick add by deleting the card, and redoes it from the trash', async () => {
    const done = addCard('New idea');
    (await sent()).answer({ status: 201, body: card(9, { title: 'New idea', version: 10 }) });
    await done;

    const undone = undoLast();
    const remove = await sent();
    expect([remove.method, remove.url, cause(remove)]).toEqual(['DELETE', '/api/cards/9', 'undo']);
    remove.answer({ status: 204 });
    await undone;
    expect(board.cards[9]).toBeUndefined();
    expect(lastToast()).toMatchObject({ title: 'Undone: Add card' });

    const redone = redoLast();
    const restore = await sent();
    expect([restore.url, restore.body, cause(restore)]).toEqual([
      '/api/trash/restore',
      { kind: 'card', ids: [9] },
      'redo',
    ]);
    restore.answer({ status: 200, body: restored('card', [9]) });
    await redone;
    expect(lastToast()).toMatchObject({ title: 'Redone: Add card' });
  });

  it('undoes a use case’s delete by restoring it', async () => {
    const done = deleteCategory(4);
    (await sent()).answer({ status: 204 });
    await done;
    const undone = undoLast();
    const restore = await sent();
    expect([restore.body, cause(restore)]).toEqual([{ kind: 'category', ids: [4] }, 'undo']);
    restore.answer({ status: 200, body: restored('category', [4]) });
    await undone;
    expect(lastToast()).toMatchObject({ title: 'Undone: Delete use case “Billing”' });
  });
});

describe('the toast’s Undo button', () => {
  it('shows after a delete and, clicked, restores the card and closes the toast', async () => {
    render(
      <ThemeProvider theme={lightTheme}>
        <ToastViewport />
      </ThemeProvider>,
    );
    const done = deleteCards([1]);
    (await sent()).answer({ status: 204 });
    await act(() => done);
    const button = screen.getByRole('button', { name: 'Undo' });
    expect(button.getAttribute('type')).toBe('button');

    fireEvent.click(button);
    expect(screen.getByTestId('toast').getAttribute('data-state')).toBe('closed');
    const restore = await sent();
    expect([restore.url, restore.body, cause(restore)]).toEqual([
      '/api/trash/restore',
      { kind: 'card', ids: [1] },
      'undo',
    ]);
    restore.answer({ status: 200, body: restored('card', [1]) });
    await vi.waitFor(() => expect(lastToast()).toMatchObject({ title: 'Undone: Delete card' }));
  });
});
