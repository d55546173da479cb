// @vitest-environment happy-dom
// Duplicates caught while a title is typed in the quick add, against a held fetch: one ask for the title the
// typing rested on (an overtaken one cancelled), "Similar: …" for the answer, one click opens the card; a short
// title asks nothing, and an answer for an older title never shows.
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { board } from '../../../store/board';
import { holdFetch, lastAsk, type HeldRequest } from '../../../test/heldFetch';
import { renderPage } from '../../../test/renderPage';
import { BacklogView } from './BacklogView';
import { fakeLayout, loadProject, makeCard, resetView } from './testFixtures';

let restoreLayout: () => void;
let requests: HeldRequest[];
beforeAll(() => (restoreLayout = fakeLayout()));
afterAll(() => restoreLayout());
beforeEach(() => {
  resetView();
  window.location.hash = '';
  requests = holdFetch();
  loadProject([makeCard(1, { title: 'Night theme' })]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const asks = () => requests.filter((request) => request.url.includes('/similar-cards'));
const asksFor = (title: string) =>
  lastAsk(
    asks,
    (request) => new URL(request.url, 'http://cardplan.test').searchParams.get('title') === title,
  );

describe('similar cards in the quick add', () => {
  it('asks once for the title typed last and offers its cards, one click away', async () => {
    renderPage(<BacklogView />);
    const field = screen.getByRole('textbox', { name: 'New feature title' });
    await userEvent.type(field, 'Nig');
    await userEvent.type(field, 'ht them');
    const ask = await asksFor('Night them');
    const asked = new URL(ask.url, 'http://cardplan.test');
    expect([asked.pathname, asked.searchParams.get('title')]).toEqual([
      `/api/projects/${board.projectId}/similar-cards`,
      'Night them',
    ]);
    ask.answer({ status: 200, body: [{ id: 1, externalId: 'APP-001', title: 'Night theme' }] });
    const found = await screen.findByRole('button', { name: 'APP-001 Night theme' });
    expect(screen.getByTestId('similar-cards').textContent).toContain('Similar:');
    await userEvent.click(found);
    expect(window.location.hash).toBe('#card/1');
  });

  it('never shows an answer for a title no longer typed', async () => {
    renderPage(<BacklogView />);
    const field = screen.getByRole('textbox', { name: 'New feature title' });
    await userEvent.type(field, 'Night');
    const night = await asksFor('Night');
    await userEvent.clear(field);
    await userEvent.type(field, 'Ab');
    night.answer({ status: 200, body: [{ id: 1, externalId: 'APP-001', title: 'Night theme' }] });
    // A short title asks nothing; typed on, the next ask's answer shows, and only it.
    await userEvent.type(field, 'out');
    (await asksFor('About')).answer({
      status: 200,
      body: [{ id: 2, externalId: 'APP-002', title: 'About page' }],
    });
    await screen.findByRole('button', { name: 'APP-002 About page' });
    expect(screen.queryByRole('button', { name: 'APP-001 Night theme' })).toBeNull();
  });
});
