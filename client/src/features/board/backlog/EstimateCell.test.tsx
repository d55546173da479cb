// @vitest-environment happy-dom
// The estimate picker of a backlog row, against a held fetch: a click or Enter opens the deck's values and "No
// estimate" (never "?" or "☕"); a choice shows at once and sends PATCH /api/cards/{id} { estimate }; a value the
// deck lost stays offered while it is the card's; a refusal puts the value back with the pipeline's toast.
import { estimateChoices } from '../../../../../common/board/estimates';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScoringSetting } from '../../../../../common/estimation';
import { board } from '../../../store/board';
import { holdFetch, type HeldRequest } from '../../../test/heldFetch';
import { renderPage } from '../../../test/renderPage';
import { clearToasts } from '../../../ui';
import { BacklogView } from './BacklogView';
import { fakeLayout, loadProject, makeCard, resetView } from './testFixtures';

const fibonacci: ScoringSetting = { deck: 'fibonacci', customDeck: null, scoringModel: 'valueEffort' };

let restoreLayout: () => void;
let requests: HeldRequest[];
beforeAll(() => (restoreLayout = fakeLayout()));
afterAll(() => restoreLayout());
beforeEach(() => {
  resetView();
  window.location.hash = '';
  requests = holdFetch();
  loadProject(
    [
      makeCard(1, { title: 'Dark mode', estimate: '2', value: 8 }),
      makeCard(2, { title: 'Invoices', estimate: '4' }),
      makeCard(3, { title: 'Audit log' }),
    ],
    undefined,
    undefined,
    fibonacci,
  );
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

const picker = (externalId: string) =>
  screen.getByRole('button', { name: new RegExp(`^Estimate of ${externalId}:`) });
const shownEstimate = (id: number) =>
  document.querySelector(`[data-card-id="${id}"] [data-col="estimate"]`)?.textContent;
const choices = async () =>
  within(await screen.findByRole('menu'))
    .getAllByRole('menuitemradio')
    .map((item) => item.textContent);
const DECK = ['0', '1', '2', '3', '5', '8', '13', '21'];

describe('estimateChoices', () => {
  it('offers No estimate and the deck, never a vote, and the card’s own value the deck lacks last', () => {
    const custom = { deck: 'custom', customDeck: ['S', '?', '☕', 'L'] } as const;
    expect(estimateChoices(custom, [null]).map((choice) => choice.label)).toEqual(['No estimate', 'S', 'L']);
    expect(estimateChoices(fibonacci, ['4']).at(-1)).toEqual({ estimate: '4', label: '4 (not in deck)' });
    expect(estimateChoices(fibonacci, ['3'])).toHaveLength(1 + DECK.length);
  });
});

describe('the estimate picker in a row', () => {
  it('opens on a click, offers the deck, and a choice shows at once and is sent', async () => {
    renderPage(<BacklogView />);
    const trigger = picker('APP-001');
    expect(trigger.getAttribute('aria-label')).toBe('Estimate of APP-001: 2');
    await userEvent.click(trigger);
    expect(await choices()).toEqual(['No estimate', ...DECK]);
    expect(screen.queryByRole('menuitemradio', { name: '?' })).toBeNull();
    expect(screen.queryByRole('menuitemradio', { name: '☕' })).toBeNull();

    await userEvent.click(screen.getByRole('menuitemradio', { name: '5' }));
    // Optimistic: the row says 5 while the request is still out.
    expect(shownEstimate(1)).toBe('5');
    expect(picker('APP-001').getAttribute('aria-label')).toBe('Estimate of APP-001: 5');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'PATCH', url: '/api/cards/1', body: { estimate: '5' } });
    requests[0]!.answer({ status: 200, body: { ...board.cards[1], estimate: '5', version: 1 } });
    await waitFor(() => expect(board.cards[1]?.version).toBe(1));
    expect(shownEstimate(1)).toBe('5');
    // The click chose a value: it did not open the card.
    expect(window.location.hash).toBe('');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('works from the keyboard: Enter opens, arrows move, Enter clears the estimate, the focus comes back', async () => {
    renderPage(<BacklogView />);
    picker('APP-001').focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu', { name: 'Estimate of APP-001: 2' });
    const focused = (name: string) =>
      waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name })));
    // Opened from the keyboard, the first choice has the focus.
    await focused('No estimate');
    await userEvent.keyboard('{ArrowDown}');
    await focused('0');
    await userEvent.keyboard('{ArrowUp}');
    await focused('No estimate');
    await userEvent.keyboard('{Enter}');
    expect(shownEstimate(1)).toBe('—');
    expect(requests[0]).toMatchObject({ method: 'PATCH', url: '/api/cards/1', body: { estimate: null } });
    await waitFor(() => expect(document.activeElement).toBe(picker('APP-001')));
  });

  it('keeps a value the deck lost as the current choice, and puts it back when a change is refused', async () => {
    renderPage(<BacklogView />);
    expect(picker('APP-002').getAttribute('aria-label')).toBe('Estimate of APP-002: 4, not in deck');
    await userEvent.click(picker('APP-002'));
    expect(await choices()).toEqual(['No estimate', ...DECK, '4 (not in deck)']);
    // Choosing the value it has sends nothing.
    expect(screen.getByRole('menuitemradio', { name: '4 (not in deck)' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await userEvent.click(screen.getByRole('menuitemradio', { name: '4 (not in deck)' }));
    expect(requests).toHaveLength(0);

    await userEvent.click(picker('APP-002'));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: '8' }));
    expect(shownEstimate(2)).toBe('8');
    requests[0]!.answer({
      status: 400,
      body: { error: 'Estimate “8” is not a value of this project’s deck' },
    });
    expect(await screen.findByText('Failed to update card')).toBeTruthy();
    await waitFor(() => expect(shownEstimate(2)).toBe('4 (not in deck)'));
  });

  it('offers the project’s own deck', async () => {
    loadProject([makeCard(3, { title: 'Audit log' })], undefined, undefined, {
      ...fibonacci,
      deck: 'tshirt',
    });
    renderPage(<BacklogView />);
    expect(picker('APP-003').getAttribute('aria-label')).toBe('Estimate of APP-003: none');
    await userEvent.click(picker('APP-003'));
    expect(await choices()).toEqual(['No estimate', 'XS', 'S', 'M', 'L', 'XL']);
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'L' }));
    expect(requests[0]).toMatchObject({ url: '/api/cards/3', body: { estimate: 'L' } });
  });
});
