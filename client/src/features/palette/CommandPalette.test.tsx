// @vitest-environment happy-dom
// The command palette on the real stores with a stubbed search: it opens with Ctrl+K inside a field and with /
// outside one, sends one search for the text typed last (earlier ones cancelled), groups the hits and marks
// their matched words as text (never HTML), opens a card in its project with Enter, runs an action, lists
// recents for no text, and shows the server's message for a 400 and a designed state when search fails.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { board, resetBoard } from '../../store/board';
import { setProjectData } from '../../store/applyRemote';
import { dialogs } from '../../store/dialogs';
import { closePalette, palette } from '../../store/palette';
import { recentsKey } from '../../store/recents';
import { resetSession } from '../../store/session';
import { view } from '../../store/view';
import { workspace } from '../../store/workspace';
import { renderPage } from '../../test/renderPage';
import { makeProject, resetStores } from '../manage/shared/testKit';
import type { SearchHit } from '../../../../common/schemas/search';
import { useCardHash } from '../board/card/useCardHash';
import { PaletteMount } from './PaletteMount';
import {
  cardHit,
  holdSearches,
  projectHit,
  releaseHit,
  searchAnswer,
  signedInWorkspace,
  type SearchRequest,
} from './paletteTestKit';
import { GROUPS, INPUT_LABEL, UNAVAILABLE } from './texts';

// The project's own data, as the live connection would load it (no socket here).
vi.mock('../../store/live', () => ({
  openProject: vi.fn(async (projectId: number | null) => {
    resetBoard(projectId);
    if (projectId === null) return;
    const project = makeProject(projectId, projectId === 5 ? 'Mobile App' : 'Web', 10, 'APP');
    setProjectData({ project, cards: [], categories: [], releases: [] });
  }),
  focusCard: vi.fn(),
  closeLive: vi.fn(),
  watchAccess: vi.fn(),
}));

let requests: SearchRequest[] = [];

beforeEach(() => {
  localStorage.clear();
  requests = holdSearches();
  signedInWorkspace();
});
afterEach(() => {
  cleanup();
  act(() => closePalette());
  resetStores();
  resetSession();
  view.mode = 'backlog';
  view.openCardId = null;
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

const field = () => screen.getByRole('combobox', { name: INPUT_LABEL });
const palettePanel = () => screen.getByTestId('command-palette');
/** The palette is open with its field focused; the first open in a file loads its code (React.lazy). */
const paletteOpen = () => waitFor(() => expect(document.activeElement).toBe(field()));

/** The board's address bar: the open card's '#card/{id}'. */
function CardHash() {
  useCardHash();
  return null;
}

/** Renders the palette as the app mounts it (on the board), opens it with Ctrl+K and returns the user driving it. */
async function openPalette() {
  const user = userEvent.setup();
  renderPage(
    <>
      <CardHash />
      <PaletteMount />
    </>,
  );
  await user.keyboard('{Control>}k{/Control}');
  await paletteOpen();
  return user;
}

/** Types `text` and answers its one search with `hits`. */
async function searchFor(
  user: ReturnType<typeof userEvent.setup>,
  text: string,
  hits: SearchHit[] = [cardHit(13, 'Offline sync')],
) {
  await user.type(field(), text);
  await waitFor(() => expect(requests.at(-1)?.text).toBe(text));
  act(() => requests.at(-1)!.answer(200, searchAnswer(text, hits)));
}

describe('opening and closing', () => {
  it('opens with Ctrl+K inside a text field, and Esc gives the focus back to it', async () => {
    const user = userEvent.setup();
    renderPage(
      <>
        <input aria-label="Notes" />
        <PaletteMount />
      </>,
    );
    const notes = screen.getByLabelText('Notes');
    await user.click(notes);
    await user.keyboard('{Control>}k{/Control}');
    await paletteOpen();
    expect((notes as HTMLInputElement).value).toBe('');
    expect(palettePanel().getAttribute('aria-modal')).toBe('true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('command-palette')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(notes));
  });

  it('opens with / outside a field, and a / typed into a field stays there', async () => {
    const user = userEvent.setup();
    renderPage(
      <>
        <input aria-label="Notes" />
        <button type="button">Elsewhere</button>
        <PaletteMount />
      </>,
    );
    await user.click(screen.getByLabelText('Notes'));
    await user.keyboard('/');
    expect((screen.getByLabelText('Notes') as HTMLInputElement).value).toBe('/');
    expect(screen.queryByTestId('command-palette')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.keyboard('/');
    await paletteOpen();
    expect((field() as HTMLInputElement).value).toBe('');
  });
});

describe('searching', () => {
  it('sends a search for the text typed last, cancels those it overtook, and shows only its answer', async () => {
    const user = await openPalette();
    await user.type(field(), 'offline');
    await waitFor(() => expect(requests.at(-1)?.text).toBe('offline'));
    const offline = requests.at(-1)!;
    expect(offline.url).toBe('/api/search?q=offline');
    // Typed quickly, a word is one search; a slow machine types slower than the search waits, and each search
    // for a part of the word was cancelled by the next.
    expect(requests.slice(0, -1).every((request) => request.signal?.aborted)).toBe(true);

    await user.type(field(), ' sync');
    await waitFor(() => expect(requests.at(-1)?.text).toBe('offline sync'));
    const sync = requests.at(-1)!;
    expect(offline.signal?.aborted).toBe(true);

    // The overtaken answer arrives late: it never shows.
    act(() => offline.answer(200, searchAnswer('offline', [cardHit(1, 'Stale result')])));
    act(() => sync.answer(200, searchAnswer('offline sync', [cardHit(13, 'Offline sync')])));
    await screen.findByRole('option', { name: /Offline sync/ });
    expect(screen.queryByText('Stale result')).toBeNull();
    expect(requests.at(-1)).toBe(sync);
  });

  it('groups cards and projects, marks the matched words as text and never reads a title as HTML', async () => {
    const user = await openPalette();
    const evil = '<img src=x onerror=alert(1)> offline sync';
    const at = evil.indexOf('offline');
    const hits = [
      cardHit(13, evil, { snippet: { text: evil, marks: [[at, at + 'offline'.length]] } }),
      cardHit(14, 'Night theme', {
        matched: 'description',
        snippet: { text: '…works offline at night', marks: [[7, 14]] },
      }),
      projectHit(5, 'Mobile App'),
      releaseHit(7, 'Offline release'),
    ];
    await searchFor(user, 'offline', hits);

    const cards = await screen.findByRole('group', { name: GROUPS.cards });
    const projects = screen.getByRole('group', { name: GROUPS.projects });
    expect(within(cards).getAllByRole('option')).toHaveLength(2);
    expect(within(projects).getAllByRole('option')).toHaveLength(2);
    expect(within(projects).getByRole('option', { name: /Offline release.*Release/ })).toBeTruthy();

    const first = within(cards).getAllByRole('option')[0]!;
    expect(first.textContent).toContain(evil);
    expect(first.textContent).toContain('Acme › Product › Mobile App');
    expect([...first.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['offline']);
    expect(palettePanel().querySelector('img')).toBeNull();

    const second = within(cards).getAllByRole('option')[1]!;
    expect([...second.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['offline']);
    expect(second.textContent).toContain('Description');
    // The best hit is the one Enter opens.
    expect(first.getAttribute('aria-selected')).toBe('true');
  });

  it('opens the card chosen with Enter in its own project, under its shareable address', async () => {
    const user = await openPalette();
    await searchFor(user, 'sync');
    await screen.findByRole('option', { name: /Offline sync/ });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByTestId('command-palette')).toBeNull());
    expect(workspace.selectedProjectId).toBe(5);
    expect(workspace.selectedClientId).toBe(1);
    expect(view.openCardId).toBe(13);
    await waitFor(() => expect(window.location.hash).toBe('#card/13'));
  });

  it('opens a project chosen from the results', async () => {
    const user = await openPalette();
    await searchFor(user, 'infra', [projectHit(12, 'Infra')]);
    await user.click(await screen.findByRole('option', { name: /Infra/ }));
    expect(workspace.selectedProjectId).toBe(12);
    expect(workspace.selectedClientId).toBe(3);
    await waitFor(() => expect(board.projectId).toBe(12));
  });

  it("shows the server's message for a 400 (an unknown filter), inline", async () => {
    const user = await openPalette();
    await user.type(field(), 'foo:bar');
    await waitFor(() => expect(requests.at(-1)?.text).toBe('foo:bar'));
    const message = 'Unknown filter “foo:” — use status:, impact:, release:, is:unestimated or @name';
    act(() => requests.at(-1)!.answer(400, { error: message }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect((field() as HTMLInputElement).value).toBe('foo:bar');
  });

  it('says search is unavailable on a 503, and Try again searches again', async () => {
    const user = await openPalette();
    await user.type(field(), 'sync');
    await waitFor(() => expect(requests.at(-1)?.text).toBe('sync'));
    const failed = requests.at(-1)!;
    act(() => failed.answer(503, { error: 'Service unavailable' }));
    expect((await screen.findByRole('alert')).textContent).toContain(UNAVAILABLE);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(requests.at(-1)).not.toBe(failed));
    expect(requests.at(-1)!.text).toBe('sync');
    act(() => requests.at(-1)!.answer(200, searchAnswer('sync', [cardHit(13, 'Offline sync')])));
    await screen.findByRole('option', { name: /Offline sync/ });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('actions and recents', () => {
  it('runs an action found by its words: Export opens the export dialog', async () => {
    const user = await openPalette();
    await searchFor(user, 'export', []);
    const action = await screen.findByRole('option', { name: 'Export to CSV' });
    expect(within(screen.getByRole('group', { name: GROUPS.actions })).getAllByRole('option')).toHaveLength(
      1,
    );
    await user.click(action);
    expect(dialogs.open).toBe('export');
    expect(palette.open).toBe(false);
  });

  it('shows the shortcut of an action that has one, and switches views', async () => {
    const user = await openPalette();
    expect(screen.getByRole('option', { name: /New card/ }).textContent).toContain('Shortcut C');
    await user.click(screen.getByRole('option', { name: 'Switch to Roadmap' }));
    expect(view.mode).toBe('roadmap');
  });

  it('lists the recent cards and projects for no text (not the one open), and opens one', async () => {
    localStorage.setItem(
      recentsKey('me'),
      JSON.stringify({
        v: 1,
        items: [
          { kind: 'card', id: 13, projectId: 5, externalId: 'APP-013', title: 'Offline sync' },
          { kind: 'project', id: 12, name: 'Infra' },
          { kind: 'project', id: 2, name: 'Web' },
          { kind: 'project', id: 99, name: 'No longer shared' },
        ],
      }),
    );
    const user = await openPalette();
    const recent = screen.getByRole('group', { name: GROUPS.recent });
    const rows = within(recent).getAllByRole('option');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('APP-013Offline syncAcme › Product › Mobile App'),
      expect.stringContaining('InfraBeta › Ops'),
    ]);
    expect(requests).toHaveLength(0);
    await user.click(rows[0]!);
    expect(workspace.selectedProjectId).toBe(5);
    await waitFor(() => expect(window.location.hash).toBe('#card/13'));
  });
});
