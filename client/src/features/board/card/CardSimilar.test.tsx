// @vitest-environment happy-dom
// Duplicates caught while a card is renamed in the card dialog, against a held fetch: opened as it is the card
// asks nothing; once its title is edited, one ask for the title the typing rested on (any overtaken one cancelled), in the card's project and
// never offering the card itself (`except`); "Similar: …" under the title, each a link opening that card in a new
// tab (the edits in this dialog stay); the title
// typed back as it was empties the line, and a failed ask shows nothing.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { holdFetch, lastAsk, type HeldRequest } from '../../../test/heldFetch';
import { field, renderPage } from '../../../test/renderPage';
import { CardDialog } from './CardDialog';
import { open, withCardDialogSetup } from './cardDialogKit';

withCardDialogSetup();

let requests: HeldRequest[];
beforeEach(() => {
  window.location.hash = '';
  requests = holdFetch();
});

const asks = () => requests.filter((request) => request.url.includes('/similar-cards'));
const titleOf = (request: HeldRequest) =>
  new URL(request.url, 'http://cardplan.test').searchParams.get('title');
const line = () => screen.getByTestId('similar-cards');
const LIKE = { id: 9, externalId: 'APP-009', title: 'Export to Excel sheet' };

describe('similar cards in the card dialog', () => {
  it('asks once the title is edited, never for the card itself, and links a similar card in a new tab', async () => {
    const user = userEvent.setup();
    renderPage(<CardDialog />);
    const dialog = await open();
    // Absence takes a wait: past the 200 ms an ask waits for the typing to rest, the card opened as it is asked nothing.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect([asks(), line().textContent]).toEqual([[], '']);
    await user.clear(field('Title'));
    await user.type(field('Title'), 'Export to Excel');
    // One ask for the title typed: none for the titles typed on the way, or each cancelled by the next.
    const ask = await lastAsk(asks, (request) => titleOf(request) === 'Export to Excel');
    const asked = new URL(ask.url, 'http://cardplan.test');
    expect([asked.pathname, asked.searchParams.get('title'), asked.searchParams.get('except')]).toEqual([
      '/api/projects/2/similar-cards',
      'Export to Excel',
      '5',
    ]);
    ask.answer({ status: 200, body: [LIKE] });
    const found = await within(dialog).findByRole('link', { name: 'APP-009 Export to Excel sheet' });
    expect(line().textContent).toContain('Similar:');
    expect(requests.filter((request) => request !== ask && !request.signal?.aborted)).toEqual([]);
    expect([found.getAttribute('href'), found.getAttribute('target'), found.getAttribute('rel')]).toEqual([
      '#card/9',
      '_blank',
      'noopener noreferrer',
    ]);
    expect(field('Title').value).toBe('Export to Excel');
  });

  it('empties the line when the title is typed back as it was', async () => {
    const user = userEvent.setup();
    renderPage(<CardDialog />);
    const dialog = await open();
    await user.type(field('Title'), ' now');
    const ask = await lastAsk(asks, (request) => titleOf(request) === 'Export to CSV now');
    ask.answer({ status: 200, body: [LIKE] });
    await within(dialog).findByRole('link', { name: 'APP-009 Export to Excel sheet' });
    await user.type(field('Title'), '{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(field('Title').value).toBe('Export to CSV');
    expect(line().textContent).toBe('');
  });

  it('shows nothing when the ask fails', async () => {
    const user = userEvent.setup();
    renderPage(<CardDialog />);
    await open();
    await user.type(field('Title'), ' now');
    const ask = await lastAsk(asks, (request) => titleOf(request) === 'Export to CSV now');
    await act(async () => ask.answer({ status: 500, body: { error: 'Something went wrong' } }));
    expect(line().textContent).toBe('');
    expect(screen.queryByText(/Something went wrong/)).toBeNull();
  });
});
