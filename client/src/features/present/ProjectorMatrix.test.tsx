// @vitest-environment happy-dom
// The projector while the facilitator is on the Value × Effort view: the matrix read only instead of the
// roadmap (quadrants named and counted, cards on their value × estimate, the spotlight card ringed, the cards
// not placed yet counted), live; the roadmap as before on another view, under another model, or when the
// meeting ends.
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScoringModel } from '../../../../common/estimation';
import type { MeetingView } from '../../../../common/schemas/meetings';
import { setProjectData } from '../../store/applyRemote';
import { resetBoard } from '../../store/board';
import { meetingState, resetMeeting } from '../../store/meeting';
import { putMeeting } from '../../store/meetingRemote';
import { hearCard } from '../../test/remoteChange';
import { renderPage } from '../../test/renderPage';
import { makeCard, makeCategory, makeProject, makeRelease, resetStores } from '../manage/shared/testKit';
import { Projector } from './Projector';
import * as make from '../../../../common/test/factories';

const cards = () => [
  makeCard(1, { title: 'Invoices', categoryId: 7, releaseId: 3, value: 8, estimate: '2' }),
  makeCard(2, { title: 'Audit log', value: 3, estimate: '13' }),
  makeCard(3, { title: 'Exports' }),
  makeCard(4, { title: 'Alerts', value: 4, estimate: 'XL' }),
];

function open(scoringModel: ScoringModel = 'valueEffort') {
  resetBoard(2);
  resetMeeting(2);
  setProjectData({
    project: { ...makeProject(2, 'Web', 1, 'WEB'), deck: 'fibonacci', customDeck: null, scoringModel },
    cards: cards(),
    categories: [makeCategory(7, 'Billing')],
    releases: [makeRelease(3, 'Beta', '2025-03-07', null)],
  });
}

/** Each call a newer version of the meeting, as the server sends them. */
let version = 9;
const meet = (mode: MeetingView['mode'], spotlightCardId: number | null = 1) =>
  act(async () => {
    version += 1;
    putMeeting(make.meeting({ version, spotlightCardId, view: make.meetingView({ mode }) }));
  });

const draw = () => renderPage(<Projector room={false} revoked={false} mode="dark" onTheme={() => {}} />);
const placeOf = (id: number) => {
  const cell = document.querySelector(`[data-card-id="${id}"]`)?.closest('td');
  return cell ? `${cell.dataset.value}:${cell.dataset.estimate}` : 'none';
};

afterEach(() => {
  cleanup();
  resetMeeting(null);
  resetStores();
});

describe('Projector on the Value × Effort view', () => {
  it('shows the quadrants and each placed card on its value × estimate, the spotlight ringed', async () => {
    open();
    draw();
    await meet('matrix');
    expect(screen.queryByTestId('present-grid')).toBe(null);
    expect(screen.getByTestId('present-header').textContent).toContain('Value × Effort');
    const table = screen.getByRole('table', { name: 'Value × Effort' });
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'EstimateValue',
      ...['0', '1', '2', '3', '5', '8', '13', '21'],
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['10', '9', '8', '7', '6', '5', '4', '3', '2', '1']);
    expect(table.querySelector('[data-quadrant="quickWins"]')?.textContent).toBe(
      'Quick winsHigh value, low effort · 1 card',
    );
    expect(table.querySelector('[data-quadrant="timeSinks"]')?.textContent).toBe(
      'Time sinksLow value, high effort · 1 card',
    );
    expect(table.querySelector('[data-quadrant="bigBets"]')?.textContent).toContain('0 cards');
    expect(table.querySelector('[data-quadrant="fillIns"]')?.textContent).toContain('0 cards');
    expect([1, 2, 3, 4].map(placeOf)).toEqual(['8:2', '3:13', 'none', 'none']);
    const invoices = within(table).getByRole('listitem', { name: 'WEB-001 Invoices, in the spotlight' });
    expect(invoices.getAttribute('data-spotlight')).toBe('true');
    expect(within(table).getByRole('listitem', { name: 'WEB-002 Audit log' }).dataset.spotlight).toBe(
      undefined,
    );
    // A card without a value, and one with an estimate the deck lacks.
    expect(screen.getByTestId('present-matrix-unplaced').textContent).toBe('Not placed yet: 2 cards');
    // The spotlight panel stays on the right.
    expect(screen.getByRole('complementary', { name: 'Spotlight' })).toBeTruthy();
  });

  it('moves a card live and goes back to the roadmap when the facilitator does', async () => {
    open();
    draw();
    await meet('matrix', null);
    await act(async () => hearCard({ ...cards()[1]!, value: 4, estimate: '5', version: 1 }));
    expect(placeOf(2)).toBe('4:5');
    expect(screen.getByTestId('present-matrix-unplaced').textContent).toBe('Not placed yet: 2 cards');
    await act(async () => hearCard({ ...cards()[3]!, estimate: '1', version: 1 }));
    expect(placeOf(4)).toBe('4:1');
    expect(screen.getByTestId('present-matrix-unplaced').textContent).toBe('Not placed yet: 1 card');

    await meet('roadmap', null);
    expect(screen.queryByTestId('present-matrix')).toBe(null);
    expect(screen.getByTestId('present-grid')).toBeTruthy();
    expect(screen.getByTestId('present-header').textContent).toContain('Roadmap');
    expect(placeOf(1)).toBe('none');
    expect(document.querySelector('[data-card-id="1"]')?.closest('[data-cell]')).toBeTruthy();

    await meet('matrix', null);
    expect(screen.getByTestId('present-matrix')).toBeTruthy();
    await act(async () => void (meetingState.meeting = null));
    expect(screen.queryByTestId('present-matrix')).toBe(null);
    expect(screen.getByTestId('present-grid')).toBeTruthy();
  });

  it('keeps the roadmap under another scoring model, and without a meeting', async () => {
    open('rice');
    draw();
    expect(screen.getByTestId('present-grid')).toBeTruthy();
    await meet('matrix');
    expect(screen.queryByTestId('present-matrix')).toBe(null);
    expect(screen.getByTestId('present-grid')).toBeTruthy();
  });
});
