// @vitest-environment happy-dom
// The vote panel: while open only who has voted shows (never a value), a member's ballot locks once cast,
// the facilitator steers; once revealed every screen shows who voted what, the distribution, the most common
// choice and the spread; a projector watches without a single button.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Meeting } from '../../../../../common/schemas/meetings';
import { meetingState, resetMeeting } from '../../../store/meeting';
import { putMeeting } from '../../../store/meetingRemote';
import { presentation } from '../../../store/presentation';
import { resetSession, setUser } from '../../../store/session';
import { renderPage } from '../../../test/renderPage';
import {
  makeCard,
  makeCategory,
  makeUser,
  openBoard,
  resetStores,
  routedFetch,
} from '../../manage/shared/testKit';
import { VotePanel } from './VotePanel';
import * as make from '../../../../../common/test/factories';

function show(meeting: Meeting, options: { user?: 'me' | 'ben' | null; projector?: boolean } = {}) {
  const user = options.user === undefined ? 'me' : options.user;
  setUser(user === null ? null : makeUser({ id: user, firstName: user === 'me' ? 'Ana' : 'Ben' }));
  resetMeeting(2);
  putMeeting(meeting);
  return renderPage(<VotePanel projector={options.projector} />);
}

const region = () => screen.getByRole('region', { name: 'Vote' });
const buttonNames = () => screen.queryAllByRole('button').map((b) => b.textContent);

const revealed = (ballots: [typeof make.ANA, string][]) =>
  make.meeting({
    vote: make.vote({
      state: 'revealed',
      voters: ballots.map(([person]) => person),
      ballots: ballots.map(([person, value]) => ({ ...person, value })),
    }),
  });

beforeEach(() => {
  openBoard({ cards: [makeCard(1, { title: 'Invoices' })], categories: [makeCategory(12, 'Billing')] });
});
afterEach(() => {
  cleanup();
  resetStores();
  resetMeeting(null);
  resetSession();
  presentation.mode = 'member';
  vi.unstubAllGlobals();
});

describe('VotePanel while the vote is open', () => {
  it('shows nothing without a vote', () => {
    show(make.meeting());
    expect(screen.queryByRole('region', { name: 'Vote' })).toBe(null);
  });

  it('shows the card, the field and who has voted, but no values', () => {
    show(make.meeting({ vote: make.vote({ voters: [make.BEN] }) }), { user: 'ben' });
    expect(region().getAttribute('data-vote-state')).toBe('open');
    expect(region().textContent).toContain('WEB-001');
    expect(region().textContent).toContain('Invoices');
    expect(region().textContent).toContain('Impact');
    expect(screen.getByTestId('vote-count').textContent).toBe('1 of 3 voted');
    const voted = [...document.querySelectorAll('[data-voted="true"]')].map((chip) => chip.textContent);
    expect(voted).toHaveLength(1);
    expect(voted[0]).toContain('Ben Ode');
    expect(document.querySelector('[data-choice]')).toBe(null);
  });

  it('lets a member vote once: their choice is marked and the choices lock', async () => {
    const { fetchStub, calls } = routedFetch({
      'POST /api/meetings/3/votes/7/ballots': (body) => ({ status: 201, body }),
    });
    vi.stubGlobal('fetch', fetchStub);
    show(make.meeting({ vote: make.vote() }), { user: 'ben' });
    const ballot = screen.getByRole('group', { name: 'Your vote' });
    const choices = within(ballot).getAllByRole('button');
    expect(choices.map((b) => b.textContent)).toEqual([
      'Basics',
      'Treat',
      'Wow',
      'Ask',
      'Rush',
      'Fix',
      'TBD',
    ]);
    expect(choices.map((b) => b.querySelector('svg[data-impact]')?.getAttribute('data-impact'))).toEqual([
      'basics',
      'treat',
      'wow',
      'ask',
      'rush',
      'fix',
      'tbd',
    ]);
    await act(async () => void fireEvent.click(within(ballot).getByRole('button', { name: /Wow/ })));
    expect(calls[0]!.body).toEqual({ value: 'wow' });
    expect(meetingState.myBallots[7]).toBe('wow');
    expect(within(ballot).getByRole('button', { name: /Wow/ }).getAttribute('aria-pressed')).toBe('true');
    expect(
      within(ballot)
        .getAllByRole('button')
        .every((b) => (b as HTMLButtonElement).disabled),
    ).toBe(true);
    expect(region().textContent).toContain('Change is not possible');
    expect(buttonNames()).not.toContain('Reveal');
  });

  it('gives the facilitator Reveal and Cancel vote', async () => {
    const answer = revealed([[make.BEN, 'wow']]);
    const { fetchStub, calls } = routedFetch({
      'POST /api/meetings/3/votes/7/reveal': () => ({ status: 200, body: { ...answer, version: 2 } }),
    });
    vi.stubGlobal('fetch', fetchStub);
    show(make.meeting({ vote: make.vote({ voters: [make.BEN] }) }));
    expect(screen.getByRole('button', { name: 'Cancel vote' })).toBeTruthy();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Reveal' })));
    expect(calls.map((c) => c.url)).toEqual(['/api/meetings/3/votes/7/reveal']);
    expect(region().getAttribute('data-vote-state')).toBe('revealed');
  });

  it('on a projector shows who has voted with no button at all, even to the facilitator', () => {
    show(make.meeting({ vote: make.vote({ voters: [make.BEN, make.CY] }) }), { projector: true });
    expect(screen.getByTestId('vote-count').textContent).toBe('2 of 3 voted');
    expect(buttonNames()).toEqual([]);
    cleanup();
    presentation.mode = 'room';
    show(make.meeting({ vote: make.vote() }), { user: null });
    expect(buttonNames()).toEqual([]);
  });
});

describe('VotePanel after the reveal', () => {
  const three = () =>
    revealed([
      [make.ANA, 'wow'],
      [make.BEN, 'rush'],
      [make.CY, 'wow'],
    ]);

  it('shows the distribution with counts, the most common choice and the spread', () => {
    show(three(), { user: 'ben' });
    const rows = [...document.querySelectorAll('[data-choice]')];
    expect(rows.map((row) => row.getAttribute('data-choice'))).toEqual(['wow', 'rush']);
    expect(rows[0]!.textContent).toContain('2');
    expect(rows[1]!.textContent).toContain('1');
    expect(rows[0]!.getAttribute('data-most-common')).toBe('true');
    expect(rows[1]!.getAttribute('data-most-common')).toBe(null);
    expect(region().textContent).toContain('Most common: Wow · 2 different choices');
    const ben = document.querySelector('[data-user="ben"]')!;
    expect(ben.textContent).toContain('Rush');
    expect(buttonNames()).toEqual([]);
  });

  it('says when the vote was unanimous', () => {
    show(
      revealed([
        [make.ANA, 'fix'],
        [make.BEN, 'fix'],
      ]),
      { projector: true },
    );
    expect(region().textContent).toContain('Unanimous: Fix');
  });

  it('gives the facilitator Apply per choice, most common first, and Re-vote', () => {
    show(three());
    expect(buttonNames()).toEqual(['Apply Wow', 'Apply Rush', 'Re-vote']);
  });

  it('shows the applied value', () => {
    const meeting = three();
    show({ ...meeting, vote: { ...meeting.vote!, state: 'applied', appliedValue: 'wow' } });
    expect(region().getAttribute('data-vote-state')).toBe('applied');
    expect(screen.getByRole('status').textContent).toBe('Applied: Wow');
    expect((screen.getByRole('button', { name: 'Apply Wow' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('names use-case choices', () => {
    show(
      make.meeting({
        vote: make.vote({
          field: 'useCase',
          state: 'revealed',
          voters: [make.BEN],
          ballots: [{ ...make.BEN, value: '12' }],
        }),
      }),
    );
    expect(buttonNames()).toEqual(['Apply Billing', 'Re-vote']);
    expect(region().textContent).toContain('Use Case');
  });
});
