// @vitest-environment happy-dom
// The releases overview on screen: the empty state, and a release card's dates, progress, points and limits.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SCORING_SETTING, type DeckSetting } from '../../../../../common/estimation';
import { resetBoard } from '../../../store/board';
import { setProjectData } from '../../../store/applyRemote';
import { closeDialog, dialogs } from '../../../store/dialogs';
import { renderPage } from '../../../test/renderPage';
import { ReleasesOverview } from './ReleasesOverview';

const stamp = { createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z' };
const sprint = (id: number) => ({
  id,
  name: `Sprint ${id}`,
  description: null,
  startDate: `2025-0${id}-01`,
  endDate: `2025-0${id}-14`,
  releaseId: 1,
  ...stamp,
});
const card = (id: number, sprintId: number | null, status = 'backlog', estimate: string | null = null) => ({
  id,
  externalId: `APP-${id}`,
  title: `Feature ${id}`,
  description: null,
  status,
  priority: 'tbd',
  color: '#6B7280',
  notes: null,
  pinned: false,
  order: `${id}.000`,
  projectId: 2,
  categoryId: null,
  releaseId: 1,
  sprintId,
  category: null,
  release: null,
  estimate,
  ...stamp,
});

function load(releases: unknown[], cards: unknown[], deck: DeckSetting = DEFAULT_SCORING_SETTING) {
  resetBoard(2);
  setProjectData({
    project: { id: 2, ...DEFAULT_SCORING_SETTING, ...deck } as never,
    categories: [],
    releases: releases as never,
    cards: cards as never,
  });
}

afterEach(() => {
  cleanup();
  closeDialog();
});

describe('ReleasesOverview', () => {
  it("says 'No releases yet' and opens the add form from 'New Release'", async () => {
    load([], []);
    const user = userEvent.setup();
    renderPage(<ReleasesOverview />);
    expect(await screen.findByText('No releases yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New Release' }));
    expect(dialogs.open).toBe('releases');
    expect(dialogs.releasesMode).toBe('add');
  });

  it('shows dates, progress, 3 of 4 sprints and 6 of 8 unassigned features', async () => {
    const release = {
      id: 1,
      name: 'Launch',
      description: 'The public launch',
      startDate: '2025-01-01',
      endDate: '2025-06-30',
      roadmapVisible: true,
      projectId: 2,
      sprints: [sprint(4), sprint(1), sprint(2), sprint(3)],
      ...stamp,
    };
    const cards = [
      ...Array.from({ length: 8 }, (_, i) => card(i + 1, null)),
      card(20, 1, 'deployed'),
      card(21, 1),
    ];
    load([release], cards);
    renderPage(<ReleasesOverview />);
    const article = await screen.findByRole('article', { name: 'Launch' });
    expect(within(article).getByText('01/01/25 – 06/30/25')).toBeTruthy();
    expect(within(article).getByText('1 of 10 accepted')).toBeTruthy();
    const sprints = within(article).getByRole('region', { name: 'Sprints' });
    expect(
      within(sprints)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Sprint 1', 'Sprint 2', 'Sprint 3']);
    expect(within(sprints).getByText('+1 more sprint')).toBeTruthy();
    const features = within(article).getByRole('region', { name: 'Unassigned features' });
    expect(within(features).getAllByRole('button')).toHaveLength(6);
    expect(within(features).getByText('+2 more')).toBeTruthy();
  });

  it('adds up the points of the release and of each sprint, T-shirt sizes as their steps', async () => {
    const release = {
      id: 1,
      name: 'Launch',
      description: null,
      startDate: null,
      endDate: null,
      roadmapVisible: true,
      projectId: 2,
      sprints: [sprint(1), sprint(2)],
      ...stamp,
    };
    const cards = [
      card(1, null, 'backlog', 'L'),
      card(2, null),
      card(3, 1, 'ready', 'XS'),
      card(4, 2, 'backlog', 'M'),
      card(5, 2),
    ];
    load([release], cards, { deck: 'tshirt', customDeck: null });
    renderPage(<ReleasesOverview />);
    const article = await screen.findByRole('article', { name: 'Launch' });
    expect(within(article).getByText('9 points · 2 unestimated')).toBeTruthy();
    const [first, second] = within(article).getAllByRole('listitem');
    expect(first!.textContent).toContain('1 card · 1 point');
    expect(second!.textContent).toContain('2 cards · 3 points');
  });
});
