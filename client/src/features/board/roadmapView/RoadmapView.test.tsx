// @vitest-environment happy-dom
// The roadmap renders use cases × visible releases (+ Unsorted, + Future) with cards in their cells.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetBoard } from '../../../store/board';
import { setProjectData } from '../../../store/applyRemote';
import { dialogs } from '../../../store/dialogs';
import { clearFilters, setSearch } from '../../../store/view';
import { renderPage } from '../../../test/renderPage';
import { RoadmapView } from './RoadmapView';

const stamp = { createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z' };
const release = (id: number, name: string, startDate: string | null, roadmapVisible = true) => ({
  id,
  name,
  description: null,
  startDate,
  endDate: null,
  roadmapVisible,
  projectId: 2,
  sprints: [],
  ...stamp,
});
const card = (id: number, categoryId: number | null, releaseId: number | null, status = 'backlog') =>
  ({
    id,
    externalId: `APP-00${id}`,
    title: `Card ${id}`,
    description: null,
    status,
    priority: 'wow',
    color: '#6B7280',
    notes: null,
    pinned: false,
    order: `${id}.000`,
    projectId: 2,
    categoryId,
    releaseId,
    sprintId: null,
    category: null,
    release: null,
    ...stamp,
  }) as never;

function load(data: { categories?: unknown[]; releases?: unknown[]; cards?: unknown[] }) {
  resetBoard(2);
  setProjectData({
    project: { id: 2 } as never,
    categories: (data.categories ?? []) as never,
    releases: (data.releases ?? []) as never,
    cards: (data.cards ?? []) as never,
  });
}

afterEach(() => {
  cleanup();
  clearFilters();
});

describe('RoadmapView', () => {
  it('lays out rows, columns and cards', async () => {
    load({
      categories: [{ id: 1, name: 'Onboarding', color: '#22C55E', projectId: 2, ...stamp }],
      releases: [
        release(8, 'Later', null),
        release(7, 'Beta', '2025-03-07'),
        release(9, 'Hidden', '2025-01-01', false),
      ],
      cards: [card(1, 1, 7, 'deployed'), card(2, 1, 7), card(3, null, null), card(4, 1, 9)],
    });
    const { container } = renderPage(<RoadmapView />);
    const table = await screen.findByRole('table', { name: 'Roadmap' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers[1]).toContain('Beta');
    expect(headers[1]).toContain('03/07/25 – No date set');
    expect(headers[1]).toContain('1 of 2 accepted');
    expect(headers[2]).toContain('Later');
    expect(headers[2]).toContain('No date set');
    expect(headers[3]).toContain('Future');
    expect(headers.join()).not.toContain('Hidden');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.firstChild?.textContent),
    ).toEqual(['Onboarding', 'Unsorted']);
    const cell = container.querySelector('[data-cell="1:7"]')!;
    expect(
      [...cell.querySelectorAll('[data-card-id]')].map((chip) => chip.getAttribute('data-card-id')),
    ).toEqual(['1', '2']);
    expect(container.querySelector('[data-cell="none:none"] [data-card-id="3"]')).toBeTruthy();
    expect(container.querySelectorAll('[data-cell]')).toHaveLength(6);
    expect(container.querySelector('[data-card-id="4"]')).toBeNull();
  });

  it('shows only the cards the sidebar filters let through', async () => {
    load({
      categories: [{ id: 1, name: 'Onboarding', color: '#22C55E', projectId: 2, ...stamp }],
      releases: [release(7, 'Beta', '2025-03-07')],
      cards: [card(1, 1, 7, 'deployed'), card(2, 1, 7), card(3, null, null)],
    });
    setSearch('card 2');
    const { container } = renderPage(<RoadmapView />);
    expect(await screen.findByText(/1 of 3 cards shown/)).toBeTruthy();
    expect(
      [...container.querySelectorAll('[data-card-id]')].map((chip) => chip.getAttribute('data-card-id')),
    ).toEqual(['2']);
    // progress still counts every card of the release
    expect(screen.getByText('1 of 2 accepted')).toBeTruthy();
  });

  it('offers use cases and a release when there is nothing to plan', async () => {
    load({});
    renderPage(<RoadmapView />);
    expect(await screen.findByText('Nothing to plan yet')).toBeTruthy();
    screen.getByRole('button', { name: 'New Release' }).click();
    expect(dialogs.open).toBe('releases');
    expect(dialogs.releasesMode).toBe('add');
  });
});
