// @vitest-environment happy-dom
// Bulk Add Features with the real store: one POST /api/cards/bulk per 100 titles, placeholders shown at once
// and replaced by the answer or by the echoes of its mutation id (one per card), the spec's toasts.
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { change, MUTATION_ID_HEADER, type ChangeEvent } from '../../../../../common/events';
import { card } from '../../../../../common/test/factories';
import type { Card } from '../../../../../common/schemas/cards';
import type { Project } from '../../../../../common/schemas/projects';
import { applyRemoteEvents, setProjectData } from '../../../store/applyRemote';
import { board, resetBoard } from '../../../store/board';
import { dialogs, openDialog } from '../../../store/dialogs';
import { workspace } from '../../../store/workspace';
import { setWorkspace } from '../../manage/shared/testKit';
import { jsonResponse, renderPage } from '../../../test/renderPage';
import { clearToasts, toastState } from '../../../ui';
import { BulkAddDialog } from './BulkAddDialog';

const PROJECT = 1;
interface Sent {
  url: string;
  body: { projectId: number; titles: string[] };
  mutationId: string;
  answer: (status: number, body: unknown) => void;
}
let sent: Sent[] = [];
let nextId = 100;

beforeEach(() => {
  sent = [];
  resetBoard(PROJECT);
  setProjectData({
    project: { id: PROJECT, name: 'Web' } as Project,
    cards: [],
    categories: [],
    releases: [],
  });
  setWorkspace({ cardCounts: { [PROJECT]: 0 } });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) =>
      // The lines' look-alike asks (BulkAddLookAlikes.test.tsx) find nothing here.
      url.includes('/similar-cards')
        ? Promise.resolve(jsonResponse(200, []))
        : new Promise<Response>((resolve) =>
            sent.push({
              url,
              body: JSON.parse(init.body as string),
              mutationId: (init.headers as Record<string, string>)[MUTATION_ID_HEADER]!,
              answer: (status, body) => resolve(jsonResponse(status, body)),
            }),
          ),
    ),
  );
  openDialog('bulkAdd');
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

/** The cards the server would create for these titles on an empty board. */
const created = (titles: string[]): Card[] =>
  titles.map((title, i) => card(nextId++, { title, projectId: PROJECT, order: `${i + 1}.000` }));
const titlesOnBoard = () =>
  Object.values(board.cards)
    .sort((a, b) => Number(a.order) - Number(b.order))
    .map((c) => [c.id < 0 ? 'placeholder' : 'card', c.title]);
const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

async function submit(text: string) {
  renderPage(<BulkAddDialog />);
  const textarea = screen.getByLabelText('Feature Titles (one per line or comma-separated)');
  await userEvent.click(textarea);
  await userEvent.paste(text);
  await userEvent.click(screen.getByRole('button', { name: 'Add Features' }));
}

describe('Bulk Add Features, sending', () => {
  it('sends every title in one request and shows them at once, then the created cards', async () => {
    await submit('One\nTwo\nThree');
    expect(sent.map((s) => [s.url, s.body])).toEqual([
      ['/api/cards/bulk', { projectId: PROJECT, titles: ['One', 'Two', 'Three'] }],
    ]);
    expect(titlesOnBoard()).toEqual([
      ['placeholder', 'One'],
      ['placeholder', 'Two'],
      ['placeholder', 'Three'],
    ]);
    const cards = created(['One', 'Two', 'Three']);
    sent[0]!.answer(201, { cards });
    await flush();
    expect(Object.values(board.cards)).toEqual(cards);
    expect(workspace.cardCounts[PROJECT]).toBe(3);
    expect(dialogs.open).toBeNull();
    expect(toastState.queue.at(-1)).toMatchObject({
      title: 'Features added',
      description: 'Successfully added 3 features',
    });
  });

  it('lets each echo of its mutation id replace one placeholder, in order, before the answer', async () => {
    await submit('One, Two, Three');
    const cards = created(['One', 'Two', 'Three']);
    const echo = (c: Card, seq: number): ChangeEvent => ({
      ...change({ folderId: 9, projectId: PROJECT }, 'card.created', c),
      seq,
      actorId: 'me',
      mutationId: sent[0]!.mutationId,
    });
    act(() => applyRemoteEvents([echo(cards[0]!, 1)]));
    expect(titlesOnBoard()).toEqual([
      ['card', 'One'],
      ['placeholder', 'Two'],
      ['placeholder', 'Three'],
    ]);
    act(() => applyRemoteEvents([echo(cards[1]!, 2), echo(cards[2]!, 3)]));
    expect(titlesOnBoard()).toEqual([
      ['card', 'One'],
      ['card', 'Two'],
      ['card', 'Three'],
    ]);
    sent[0]!.answer(201, { cards });
    await flush();
    expect(Object.values(board.cards)).toEqual(cards);
    expect(workspace.cardCounts[PROJECT]).toBe(3);
  });

  it('sends a long list in requests of 100, one after another, with progress', async () => {
    const titles = Array.from({ length: 250 }, (_, i) => `Idea ${i + 1}`);
    await submit(titles.join('\n'));
    for (const [i, size] of [100, 100, 50].entries()) {
      expect(sent).toHaveLength(i + 1);
      expect(sent[i]!.body.titles).toEqual(titles.slice(i * 100, i * 100 + size));
      sent[i]!.answer(201, { cards: created(sent[i]!.body.titles) });
      await flush();
      if (i < 2) expect(screen.getByText(`Adding ${(i + 1) * 100} of 250…`)).toBeTruthy();
    }
    expect(Object.keys(board.cards)).toHaveLength(250);
    expect(toastState.queue.at(-1)?.description).toBe('Successfully added 250 features');
  });

  it('takes its placeholders back and stays open when refused', async () => {
    await submit('One, Two');
    sent[0]!.answer(400, { error: 'Title must be at most 500 characters' });
    await flush();
    expect(board.cards).toEqual({});
    expect(dialogs.open).toBe('bulkAdd');
    expect(toastState.queue.at(-1)).toMatchObject({
      title: 'Bulk add failed',
      description: 'Failed to add features',
      variant: 'destructive',
    });
  });

  it.each([
    [429, 'Too many changes in a short time. Please wait a moment and try again.'],
    [409, 'A project holds at most 10,000 cards; this one has 9,999, so 2 more do not fit.'],
  ])('says which limit refused it (%i)', async (status, error) => {
    await submit('One, Two');
    sent[0]!.answer(status, { error });
    await flush();
    expect(board.cards).toEqual({});
    expect(toastState.queue.at(-1)).toMatchObject({ title: 'Bulk add failed', description: error });
  });
});
