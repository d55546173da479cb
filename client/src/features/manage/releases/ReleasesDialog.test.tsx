// @vitest-environment happy-dom
// Manage Releases: list sorted by start date (none last) with counts and 'No date set', the date rule on
// every change, add and edit forms, the visibility toggle, and the 'add' start mode.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { field, renderPage } from '../../../test/renderPage';
import { clearToasts } from '../../../ui';
import { ManagementDialogs } from '../ManagementDialogs';
import { makeCard, makeRelease, open, openBoard, resetStores, routedFetch } from '../shared/testKit';

beforeEach(() => {
  openBoard({
    releases: [
      makeRelease(1, 'Later', null, null),
      makeRelease(2, 'Summer', '2025-06-01', '2025-08-31'),
      makeRelease(3, 'Spring', '2025-03-04', null),
    ],
    cards: [makeCard(1, { releaseId: 2 }), makeCard(2, { releaseId: 2 })],
  });
});
afterEach(() => {
  cleanup();
  clearToasts();
  resetStores();
  vi.unstubAllGlobals();
});

describe('Manage Releases', () => {
  it('lists releases by start date with card counts and dates', async () => {
    open('releases');
    renderPage(<ManagementDialogs />);
    const dialog = await screen.findByRole('dialog', { name: 'Manage Releases' });
    const rows = within(within(dialog).getByRole('list', { name: 'Existing Releases' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((r) => r.querySelector('.name')?.textContent)).toEqual(['Spring', 'Summer', 'Later']);
    expect(rows[0]!.textContent).toContain('Mar 4, 2025 → No date set');
    expect(rows[1]!.textContent).toContain('(2)');
    expect(rows[1]!.textContent).toContain('Jun 1, 2025 → Aug 31, 2025');
    expect(rows[2]!.textContent).toContain('No date set');
  });

  it('opens on the add form when asked, and blocks an end date before the start', async () => {
    const { fetchStub, calls } = routedFetch({
      'POST /api/releases': (body) => ({
        status: 201,
        body: { ...makeRelease(9, 'x', null, null), ...(body as object) },
      }),
    });
    vi.stubGlobal('fetch', fetchStub);
    open('releases', 'add');
    const user = userEvent.setup();
    renderPage(<ManagementDialogs />);
    const dialog = await screen.findByRole('dialog', { name: 'Manage Releases' });
    expect(within(dialog).getByRole('heading', { name: 'Add New Release' })).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: 'Create Release' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.type(field('Release Name'), 'Autumn');
    expect(submit.disabled).toBe(false);
    await user.type(field('Start Date'), '2025-09-10');
    await user.type(field('End Date'), '2025-09-01');
    expect(within(dialog).getByRole('alert').textContent).toBe('End date cannot be before start date');
    expect(submit.disabled).toBe(true);
    await user.clear(field('Start Date'));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.type(field('Start Date'), '2025-08-20');
    expect(submit.disabled).toBe(false);
    await user.click(submit);
    expect(await screen.findByText('Release created successfully')).toBeTruthy();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: {
        name: 'Autumn',
        description: null,
        startDate: '2025-08-20',
        endDate: '2025-09-01',
        projectId: 2,
      },
    });
    // back on the list, with the new release
    expect(await within(dialog).findByText('Existing Releases')).toBeTruthy();
  });

  it("edits a release ('Edit Release' / 'Update Release') and toggles its roadmap visibility", async () => {
    let version = 0;
    const { fetchStub, calls } = routedFetch({
      'PUT /api/releases/2': (body) => ({
        status: 200,
        body: {
          ...makeRelease(2, 'Summer', '2025-06-01', '2025-08-31'),
          ...(body as object),
          version: ++version,
        },
      }),
    });
    vi.stubGlobal('fetch', fetchStub);
    open('releases');
    const user = userEvent.setup();
    renderPage(<ManagementDialogs />);
    const dialog = await screen.findByRole('dialog', { name: 'Manage Releases' });
    const visible = within(dialog).getByRole('switch', { name: 'Show Summer on the roadmap' });
    expect(visible.getAttribute('aria-checked')).toBe('true');
    await user.click(visible);
    expect(visible.getAttribute('aria-checked')).toBe('false');
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { roadmapVisible: false } });

    await user.click(within(dialog).getByRole('button', { name: 'Edit Summer' }));
    expect(within(dialog).getByRole('heading', { name: 'Edit Release' })).toBeTruthy();
    expect(field('Release Name').value).toBe('Summer');
    expect(within(dialog).getByText('Sprints')).toBeTruthy();
    await user.clear(field('Release Name'));
    await user.type(field('Release Name'), 'Summer 25');
    await user.click(within(dialog).getByRole('button', { name: 'Update Release' }));
    expect(await screen.findByText('Release updated successfully')).toBeTruthy();
    expect(calls[1]).toMatchObject({ method: 'PUT', body: { name: 'Summer 25', startDate: '2025-06-01' } });
  });

  it('shows the empty state', async () => {
    openBoard();
    open('releases');
    renderPage(<ManagementDialogs />);
    expect(
      await screen.findByText('No releases created yet. Create your first release to organize features.'),
    ).toBeTruthy();
  });
});
