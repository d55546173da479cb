// @vitest-environment happy-dom
// The Activity panel: entries naming their thing, the person and kind filters building the query, paging,
// and the refetch a moment after a change of the project is heard live.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUser } from '../../store/session';
import { hearCard } from '../../test/remoteChange';
import { field, renderPage } from '../../test/renderPage';
import { clearToasts } from '../../ui';
import { makeCard, makeUser, openBoard, resetStores, routedFetch } from '../manage/shared/testKit';
import { ActivityPanel } from './ActivityPanel';
import { ANA, BO, activityPage, makeEntry } from './historyFixtures';

const lines = () =>
  Array.from(document.querySelectorAll('[data-history-line]')).map((line) => line.textContent);

beforeEach(() => {
  setUser(makeUser());
  openBoard({ cards: [makeCard(7)] });
});
afterEach(() => {
  cleanup();
  clearToasts();
  resetStores();
  vi.unstubAllGlobals();
});

function renderPanel(routes: Parameters<typeof routedFetch>[0]) {
  const stub = routedFetch(routes);
  vi.stubGlobal('fetch', stub.fetchStub);
  const onClose = vi.fn();
  renderPage(<ActivityPanel projectId={2} projectName="Web" onClose={onClose} />);
  return { calls: stub.calls, onClose, user: userEvent.setup() };
}

describe('ActivityPanel', () => {
  it('lists the changes with the thing each is about', async () => {
    renderPanel({
      'GET /api/projects/2/activity': () => ({
        status: 200,
        body: activityPage([
          makeEntry({ kind: 'category', label: 'Reporting', action: 'created' }),
          makeEntry({
            actor: BO,
            changes: [{ field: 'status', label: 'Status', from: 'Backlog', to: 'Ready' }],
          }),
          makeEntry({ kind: 'sprint', label: 'Sprint 1', action: 'deleted', cause: 'redo' }),
        ]),
      }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Activity' });
    expect(within(dialog).getByText('Changes in Web')).toBeTruthy();
    await within(dialog).findByRole('list', { name: 'Activity' });
    expect(lines()).toEqual([
      'Ana Lopez created use case Reporting',
      'Bo Chen changed card APP-005 Export to CSV',
      'Status Backlog → Ready',
      'Ana Lopez deleted sprint Sprint 1 (redo)',
    ]);
  });

  it('filters by person and kind, and pages back with the same filters', async () => {
    const { calls, user } = renderPanel({
      'GET /api/projects/2/activity': () => ({
        status: 200,
        body: activityPage([makeEntry({ action: 'created' })]),
      }),
      [`GET /api/projects/2/activity?actor=${BO.id}`]: () => ({
        status: 200,
        body: activityPage([makeEntry({ actor: BO, action: 'created' })]),
      }),
      [`GET /api/projects/2/activity?actor=${BO.id}&kind=category`]: () => ({
        status: 200,
        body: activityPage(
          [makeEntry({ actor: BO, kind: 'category', label: 'Reporting', action: 'deleted' })],
          60,
        ),
      }),
      [`GET /api/projects/2/activity?before=60&actor=${BO.id}&kind=category`]: () => ({
        status: 200,
        body: activityPage([
          makeEntry({ actor: BO, kind: 'category', label: 'Reporting', action: 'created' }),
        ]),
      }),
    });
    await screen.findByRole('list', { name: 'Activity' });
    const person = field('Person') as unknown as HTMLSelectElement;
    expect(Array.from(person.options).map((option) => option.text)).toEqual(['Everyone', ANA.name, BO.name]);
    const kind = field('Show') as unknown as HTMLSelectElement;
    expect(Array.from(kind.options).map((option) => option.text)).toEqual([
      'All changes',
      'Cards',
      'Use cases',
      'Releases',
      'Sprints',
      'Project',
      'Imports',
    ]);

    await user.selectOptions(person, BO.name);
    await waitFor(() => expect(lines()).toEqual(['Bo Chen created card APP-005 Export to CSV']));
    await user.selectOptions(kind, 'Use cases');
    await waitFor(() => expect(lines()).toEqual(['Bo Chen deleted use case Reporting']));
    await user.click(screen.getByRole('button', { name: 'Load older' }));
    await waitFor(() =>
      expect(lines()).toEqual(['Bo Chen deleted use case Reporting', 'Bo Chen created use case Reporting']),
    );
    expect(calls.map((call) => call.url)).toEqual([
      '/api/projects/2/activity',
      `/api/projects/2/activity?actor=${BO.id}`,
      `/api/projects/2/activity?actor=${BO.id}&kind=category`,
      `/api/projects/2/activity?before=60&actor=${BO.id}&kind=category`,
    ]);
  });

  it('shows an empty state that names the filters', async () => {
    const { user } = renderPanel({
      'GET /api/projects/2/activity': () => ({ status: 200, body: activityPage([]) }),
      'GET /api/projects/2/activity?kind=release': () => ({ status: 200, body: activityPage([]) }),
    });
    expect(await screen.findByText('No activity yet')).toBeTruthy();
    await user.selectOptions(field('Show') as unknown as HTMLSelectElement, 'Releases');
    expect(await screen.findByText('No changes match these filters')).toBeTruthy();
  });

  it('fetches the first page again once live changes settle', async () => {
    let entries = [makeEntry({ action: 'created' })];
    const { calls } = renderPanel({
      'GET /api/projects/2/activity': () => ({ status: 200, body: activityPage(entries) }),
    });
    await screen.findByRole('list', { name: 'Activity' });
    entries = [makeEntry({ actor: BO, action: 'deleted' }), ...entries];
    hearCard(makeCard(7, { title: 'One' }), 'u2');
    hearCard(makeCard(7, { title: 'Two' }), 'u2');
    await waitFor(() =>
      expect(lines()).toEqual([
        'Bo Chen deleted card APP-005 Export to CSV',
        'Ana Lopez created card APP-005 Export to CSV',
      ]),
    );
    // Two events in a burst: one request.
    expect(calls).toHaveLength(2);
  });
});
