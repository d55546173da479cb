// @vitest-environment happy-dom
// Manage Use Cases: duplicate names refused inline, inline rename (Enter saves, Escape cancels without
// closing), the last use case cannot be deleted, card counts, and the colour picker's texts.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogs } from '../../../store/dialogs';
import { renderPage } from '../../../test/renderPage';
import { clearToasts } from '../../../ui';
import { ManagementDialogs } from '../ManagementDialogs';
import { makeCard, makeCategory, open, openBoard, resetStores, routedFetch } from '../shared/testKit';

beforeEach(() => {
  openBoard({
    categories: [makeCategory(1, 'Onboarding'), makeCategory(2, 'Billing', '#22C55E')],
    cards: [makeCard(1, { categoryId: 1 }), makeCard(2, { categoryId: 1 }), makeCard(3, { categoryId: 2 })],
  });
  open('useCases');
});
afterEach(() => {
  cleanup();
  clearToasts();
  resetStores();
  vi.unstubAllGlobals();
});

describe('Manage Use Cases', () => {
  it('lists use cases with card counts and refuses a duplicate name', async () => {
    const user = userEvent.setup();
    renderPage(<ManagementDialogs />);
    const dialog = await screen.findByRole('dialog', { name: 'Manage Use Cases' });
    const rows = within(within(dialog).getByRole('list', { name: 'Use cases' })).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['Onboarding(2)', 'Billing(1)']);

    const add = within(dialog).getByRole('button', { name: 'Add' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('Add a use case'), '  BILLING ');
    expect(add.disabled).toBe(true);
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Duplicate name: A module with this name already exists',
    );
    await user.clear(within(dialog).getByLabelText('Add a use case'));
    await user.type(within(dialog).getByLabelText('Add a use case'), 'Reports');
    expect(add.disabled).toBe(false);
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('adds a use case with the chosen colour through the action', async () => {
    const { fetchStub, calls } = routedFetch({
      'POST /api/categories': (body) => ({
        status: 201,
        body: { ...makeCategory(9, 'Reports'), ...(body as object) },
      }),
    });
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderPage(<ManagementDialogs />);
    const dialog = await screen.findByRole('dialog', { name: 'Manage Use Cases' });
    await user.click(within(dialog).getByRole('button', { name: 'Color of the new use case: Grey' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose a color' });
    expect(within(picker).getByText('Choose a color')).toBeTruthy();
    expect(within(picker).getAllByRole('button')).toHaveLength(12);
    expect(picker.textContent).toContain('Selected: Grey');
    await user.click(within(picker).getByRole('button', { name: 'Purple' }));
    await user.type(within(dialog).getByLabelText('Add a use case'), 'Reports{Enter}');
    expect(await screen.findByText('Use Case created')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Reports',
      color: '#8B5CF6',
      projectId: 2,
    });
    expect(within(dialog).getByText('Reports')).toBeTruthy();
  });

  it('renames inline: Escape cancels without closing, Enter saves, an empty name is refused', async () => {
    const { fetchStub, calls } = routedFetch({
      'PUT /api/categories/1': (body) => ({
        status: 200,
        body: { ...makeCategory(1, 'Onboarding'), ...(body as object), version: 1 },
      }),
    });
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderPage(<ManagementDialogs />);
    const dialog = await screen.findByRole('dialog', { name: 'Manage Use Cases' });
    const saveAndClose = within(dialog).getByRole('button', { name: 'Save & Close' }) as HTMLButtonElement;
    // Every change is saved at once: the footer offers Close, not a Cancel that looks like it undoes.
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(within(dialog).getAllByRole('button', { name: 'Close' }).length).toBeGreaterThan(0);

    await user.click(within(dialog).getByRole('button', { name: 'Rename Onboarding' }));
    expect(saveAndClose.disabled).toBe(true);
    const input = within(dialog).getByLabelText('Name of Onboarding');
    await user.clear(input);
    await user.type(input, 'Signup{Escape}');
    expect(dialogs.open).toBe('useCases');
    expect(within(dialog).queryByLabelText('Name of Onboarding')).toBeNull();
    expect(saveAndClose.disabled).toBe(false);
    expect(calls).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Rename Onboarding' }));
    await user.clear(within(dialog).getByLabelText('Name of Onboarding'));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Invalid name')).toBeTruthy();
    expect(screen.getAllByText('Module name cannot be empty').length).toBeGreaterThan(0);
    await user.type(within(dialog).getByLabelText('Name of Onboarding'), 'billing{Enter}');
    expect(await screen.findByText('Duplicate name')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Name of Onboarding'));
    await user.type(within(dialog).getByLabelText('Name of Onboarding'), 'Signup{Enter}');
    expect(await screen.findByText('Use Case updated')).toBeTruthy();
    expect(calls).toEqual([{ method: 'PUT', url: '/api/categories/1', body: { name: 'Signup' } }]);
    expect(within(dialog).getByText('Signup')).toBeTruthy();
  });

  it('asks before deleting and refuses to delete the last use case', async () => {
    const { fetchStub } = routedFetch({
      'DELETE /api/categories/2': () => ({ status: 200, body: { id: 2 } }),
    });
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderPage(<ManagementDialogs />);
    const dialog = await screen.findByRole('dialog', { name: 'Manage Use Cases' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Billing' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete use case' });
    expect(confirm.textContent).toContain('Are you sure you want to delete "Billing"?');
    expect(confirm.textContent).toContain('Its 1 card will move to Unsorted.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Module deleted')).toBeTruthy();
    await waitFor(() => expect(within(dialog).queryByText('Billing')).toBeNull());
    const last = within(dialog).getByRole('button', { name: 'Delete Onboarding' }) as HTMLButtonElement;
    expect(last.disabled).toBe(true);
  });

  it("shows 'No use cases yet' for a project without use cases", async () => {
    openBoard();
    renderPage(<ManagementDialogs />);
    expect(await screen.findByText('No use cases yet')).toBeTruthy();
  });
});
