// @vitest-environment happy-dom
// A project's deck and scoring model in Manage Projects (docs/estimation.md): the owner picks a preset deck
// (shown with its values) or types a custom one, checked before it is sent, and a scoring model; only what
// changed goes with the update. A share recipient sees them disabled, with why; a new project has none yet.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Project } from '../../../../../common/schemas/projects';
import { field, queryField, renderPage } from '../../../test/renderPage';
import { ManagementDialogs } from '../ManagementDialogs';
import { makeClient, makeFolder, makeProject, routedFetch, setWorkspace } from '../shared/testKit';
import { withProjectsSetup } from './projectsDialogKit';

vi.mock('../../../store/live', () => ({
  openProject: vi.fn(async () => {}),
  focusCard: vi.fn(),
  closeLive: vi.fn(),
}));

withProjectsSetup();

const select = (label: string) => field(label) as unknown as HTMLSelectElement;
const optionTexts = (label: string) => [...select(label).options].map((option) => option.textContent);

/** Answers the project's update with the project as changed, recording the calls. */
function stubUpdate(project: Project) {
  const { fetchStub, calls } = routedFetch({
    'PUT /api/projects/2': (body) => ({ status: 200, body: { ...project, ...(body as object), version: 1 } }),
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

describe('a project’s deck and scoring model', () => {
  it('lets the owner choose a custom deck, checked before it is sent, and a scoring model', async () => {
    const calls = stubUpdate(makeProject(2, 'Web', 1, 'WEB'));
    const user = userEvent.setup();
    renderPage(<ManagementDialogs />);
    await user.click(await screen.findByRole('button', { name: 'Edit Web' }));
    expect(optionTexts('Deck')).toEqual([
      'Fibonacci (0 1 2 3 5 8 13 21)',
      'Modified Fibonacci (0 ½ 1 2 3 5 8 13 20 40 100)',
      'T-shirt sizes (XS S M L XL)',
      'Powers of 2 (0 1 2 4 8 16 32 64)',
      'Custom',
    ]);
    expect(select('Deck').value).toBe('fibonacci');
    expect(optionTexts('Scoring Model')).toEqual(['None', 'Value / effort', 'RICE', 'ICE']);
    expect(queryField('Deck Values')).toBeNull();

    await user.selectOptions(select('Deck'), 'Custom');
    await user.type(field('Deck Values'), '1, 2 4 2');
    await user.selectOptions(select('Scoring Model'), 'RICE');
    await user.click(screen.getByRole('button', { name: 'Update Project' }));
    expect(await screen.findAllByText('The deck lists “2” twice')).toHaveLength(2); // inline + toast
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await user.clear(field('Deck Values'));
    await user.type(field('Deck Values'), '1, 2 4 8');
    await user.click(screen.getByRole('button', { name: 'Update Project' }));
    expect(await screen.findByText('Project updated successfully')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      deck: 'custom',
      customDeck: ['1', '2', '4', '8'],
      scoringModel: 'rice',
    });
  });

  it('sends only the scoring model when only it changed', async () => {
    const calls = stubUpdate(makeProject(2, 'Web', 1, 'WEB'));
    const user = userEvent.setup();
    renderPage(<ManagementDialogs />);
    await user.click(await screen.findByRole('button', { name: 'Edit Web' }));
    const update = screen.getByRole('button', { name: 'Update Project' }) as HTMLButtonElement;
    expect(update.disabled).toBe(true);
    await user.selectOptions(select('Scoring Model'), 'ICE');
    expect(update.disabled).toBe(false);
    await user.click(update);
    expect(await screen.findByText('Project updated successfully')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ scoringModel: 'ice' });
  });

  it('shows a share recipient the deck and model disabled, and why', async () => {
    const shared: Project = {
      ...makeProject(2, 'Web', 1, 'WEB'),
      access: 'shared',
      ownerId: 'someone',
      deck: 'custom',
      customDeck: ['S', 'M', 'L'],
      scoringModel: 'ice',
    };
    setWorkspace({
      clients: [makeClient(1, 'Acme', 'shared')],
      projects: [makeFolder(1, 'Product', 1, 'shared'), shared],
      selectedClientId: 1,
    });
    const user = userEvent.setup();
    renderPage(<ManagementDialogs />);
    await user.click(await screen.findByRole('button', { name: 'Edit Web' }));
    const form = screen.getByRole('dialog', { name: 'Edit Project' });
    const note = within(form).getByText('Only the folder’s owner chooses the deck and scoring model.');
    for (const label of ['Deck', 'Scoring Model', 'Deck Values']) {
      expect(field(label).disabled, label).toBe(true);
      expect(field(label).getAttribute('aria-describedby'), label).toContain(note.id);
    }
    expect(select('Deck').value).toBe('custom');
    expect(field('Deck Values').value).toBe('S M L');
    expect(select('Scoring Model').value).toBe('ice');
  });

  it('leaves a new project’s deck and model at their defaults', async () => {
    const user = userEvent.setup();
    renderPage(<ManagementDialogs />);
    await user.click(await screen.findByRole('button', { name: 'New Project' }));
    expect(screen.getByRole('dialog', { name: 'Create New Project' })).toBeTruthy();
    expect(queryField('Deck')).toBeNull();
    expect(queryField('Scoring Model')).toBeNull();
  });
});
