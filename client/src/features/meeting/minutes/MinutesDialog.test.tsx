// @vitest-environment happy-dom
// The minutes dialog: loading while the minutes are on their way, the meeting's facts, a section only for each
// kind of change it had (else "No cards changed"), the votes, downloads and e-mail; Past meetings lists a
// project's ended meetings and opens one's minutes.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meetingState, resetMeeting, showMinutes } from '../../../store/meeting';
import { toastState } from '../../../ui';
import { renderPage } from '../../../test/renderPage';
import { openBoard, resetStores, routedFetch } from '../../manage/shared/testKit';
import { MinutesDialog } from './MinutesDialog';
import { PastMeetings, PastMeetingsButton } from './PastMeetingsDialog';
import * as make from '../../../../../common/test/factories';

const card = { cardId: 1, externalId: 'WEB-001', title: 'Invoices' };
const sections = () =>
  [...document.querySelectorAll('[data-section]')].map((s) => s.getAttribute('data-section'));

afterEach(() => {
  cleanup();
  showMinutes(null);
  resetMeeting(null);
  resetStores();
  vi.unstubAllGlobals();
});

describe('MinutesDialog', () => {
  it('is closed without minutes, and loading while they are on their way', async () => {
    renderPage(<MinutesDialog />);
    expect(screen.queryByRole('dialog')).toBe(null);
    await act(async () => void (meetingState.endedMeetingId = 3));
    expect(screen.getByRole('dialog', { name: 'Meeting minutes' }).textContent).toContain(
      'Loading the minutes',
    );
  });

  it('shows the facts and only the sections with changes, with the votes', () => {
    showMinutes(
      make.minutes({
        releaseMoves: [{ ...card, from: 'Future', to: 'Beta', by: 'Ben Ode' }],
        impactChanges: [{ ...card, from: 'TBD', to: 'Wow', by: 'Ana Lopez' }],
        votes: [
          {
            ...card,
            field: 'impact',
            ballots: [
              { name: 'Ana Lopez', value: 'wow', label: 'Wow' },
              { name: 'Ben Ode', value: 'rush', label: 'Rush' },
              { name: 'Cy Park', value: 'wow', label: 'Wow' },
            ],
            distribution: [
              { value: 'wow', label: 'Wow', count: 2 },
              { value: 'rush', label: 'Rush', count: 1 },
            ],
            mostCommon: ['wow'],
            spread: '2 different choices',
            applied: 'Wow',
          },
        ],
      }),
    );
    renderPage(<MinutesDialog />);
    const dialog = screen.getByRole('dialog', { name: 'Meeting minutes' });
    const text = dialog.textContent!;
    expect(text).toContain('Web');
    expect(text).toContain('48 min');
    expect(text).toContain('Ana Lopez, Ben Ode, Cy Park');
    expect(sections()).toEqual(['releases', 'impacts', 'votes']);
    expect(screen.getByRole('region', { name: /Moved between releases/ }).textContent).toContain(
      'WEB-001Invoices: Future → Beta — Ben Ode',
    );
    const votes = screen.getByRole('region', { name: /Votes/ }).textContent!;
    expect(votes).toContain('Wow ×2 · Rush ×1 — most common: Wow · 2 different choices · applied: Wow');
    expect(votes).toContain('Ben Ode: Rush');
    expect(text).not.toContain('No cards changed in this meeting');
  });

  it('shows restored cards after the deleted ones, counted in words, and marks undone and redone changes', () => {
    const other = { cardId: 2, externalId: 'WEB-002', title: 'Receipts' };
    showMinutes(
      make.minutes({
        impactChanges: [
          { ...card, from: 'TBD', to: 'Wow', by: 'Ana Lopez' },
          { ...card, from: 'Wow', to: 'TBD', by: 'Ana Lopez', cause: 'undo' },
          { ...card, from: 'TBD', to: 'Wow', by: 'Ana Lopez', cause: 'redo' },
        ],
        deleted: [{ ...card, by: 'Ben Ode' }],
        restored: [{ ...card, by: 'Ben Ode', cause: 'undo' }],
      }),
    );
    renderPage(<MinutesDialog />);
    expect(sections()).toEqual(['impacts', 'deleted', 'restored']);
    const impacts = [...screen.getByRole('region', { name: /Impact changes/ }).querySelectorAll('li')];
    expect(impacts.map((li) => li.textContent)).toEqual([
      'WEB-001Invoices: TBD → Wow — Ana Lopez',
      'WEB-001Invoices: Wow → TBD — Ana Lopez (undo)',
      'WEB-001Invoices: TBD → Wow — Ana Lopez (redo)',
    ]);
    const restored = screen.getByRole('region', { name: /Restored/ });
    expect(restored.textContent).toContain('WEB-001Invoices — Ben Ode (undo)');
    expect(restored.querySelector('[title]')?.getAttribute('title')).toBe('1 card restored');
    expect(screen.getByRole('region', { name: /Deleted/ }).textContent).toContain('Invoices — Ben Ode');
    expect(screen.getByRole('region', { name: /Deleted/ }).textContent).not.toContain('(undo)');
    cleanup();

    // Restores alone are a change; the count reads in words for several too.
    showMinutes(make.minutes({ restored: [card, other].map((c) => ({ ...c, by: 'Cy Park' })) }));
    renderPage(<MinutesDialog />);
    expect(sections()).toEqual(['restored']);
    expect(screen.queryByText('No cards changed in this meeting')).toBe(null);
    const badge = screen.getByRole('region', { name: /Restored/ }).querySelector('[title]');
    expect([badge?.textContent, badge?.getAttribute('title')]).toEqual(['2', '2 cards restored']);
  });

  it('says when no card changed', () => {
    showMinutes(make.minutes());
    renderPage(<MinutesDialog />);
    expect(screen.getByRole('heading', { name: 'No cards changed in this meeting' })).toBeTruthy();
    expect(sections()).toEqual([]);
  });

  it('links the downloads and mails the minutes to the participants', async () => {
    const { fetchStub, calls } = routedFetch({
      'POST /api/meetings/3/minutes/email': () => ({ status: 200, body: { sent: 3 } }),
    });
    vi.stubGlobal('fetch', fetchStub);
    showMinutes(make.minutes());
    renderPage(<MinutesDialog />);
    const markdown = screen.getByRole('link', { name: 'Download Markdown' });
    expect(markdown.getAttribute('href')).toBe('/api/meetings/3/minutes.md');
    expect(markdown.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/meetings/3/minutes.csv',
    );
    await act(
      async () => void fireEvent.click(screen.getByRole('button', { name: 'E-mail to participants' })),
    );
    expect(calls.map((c) => c.url)).toEqual(['/api/meetings/3/minutes/email']);
    expect(toastState.queue.at(-1)?.title).toBe('Minutes sent to 3 participants');
  });

  it('says so when no participant has a confirmed address to mail', async () => {
    const { fetchStub } = routedFetch({
      'POST /api/meetings/3/minutes/email': () => ({ status: 200, body: { sent: 0 } }),
    });
    vi.stubGlobal('fetch', fetchStub);
    showMinutes(make.minutes());
    renderPage(<MinutesDialog />);
    await act(
      async () => void fireEvent.click(screen.getByRole('button', { name: 'E-mail to participants' })),
    );
    expect(toastState.queue.at(-1)).toMatchObject({
      title: 'No one to send the minutes to',
      description: 'Only participants who have confirmed their e-mail address receive them.',
    });
  });
});

describe('Past meetings', () => {
  it('lists a project’s meetings and opens one’s minutes', async () => {
    openBoard();
    const { fetchStub } = routedFetch({
      'GET /api/projects/2/meetings': () => ({
        status: 200,
        body: [
          {
            id: 3,
            startedAt: '2026-11-25T10:00:00.000Z',
            endedAt: '2026-11-25T10:30:00.000Z',
            facilitator: 'Ana Lopez',
            participantCount: 4,
          },
        ],
      }),
      'GET /api/meetings/3/minutes': () => ({
        status: 200,
        body: make.minutes({ participants: [make.BEN] }),
      }),
    });
    vi.stubGlobal('fetch', fetchStub);
    renderPage(
      <>
        <PastMeetingsButton />
        <PastMeetings />
        <MinutesDialog />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Past meetings' }));
    const row = await screen.findByRole('button', { name: /30 min · Ana Lopez · 4 participants/ });
    fireEvent.click(row);
    await waitFor(() => expect(screen.getByTestId('minutes').getAttribute('data-meeting-id')).toBe('3'));
    expect(screen.queryByRole('dialog', { name: 'Past meetings' })).toBe(null);
  });

  it('says when there are none, and when they could not be loaded', async () => {
    openBoard();
    let answer = { status: 200, body: [] as unknown };
    const { fetchStub } = routedFetch({ 'GET /api/projects/2/meetings': () => answer });
    vi.stubGlobal('fetch', fetchStub);
    renderPage(
      <>
        <PastMeetingsButton />
        <PastMeetings />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Past meetings' }));
    expect(await screen.findByRole('heading', { name: 'No meetings yet' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    // Closed through the dialogs store: gone once the store's change has rendered.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBe(null));
    answer = { status: 500, body: { error: 'Database unavailable' } };
    fireEvent.click(screen.getByRole('button', { name: 'Past meetings' }));
    expect(await screen.findByRole('heading', { name: 'Could not load past meetings' })).toBeTruthy();
    expect(screen.getByRole('dialog').textContent).toContain('Database unavailable');
  });
});
