// @vitest-environment happy-dom
// Bulk Add Features (spec 2, 5): the live count and list of titles, Add Features disabled with no titles or while saving,
// progress while adding, closed and cleared on success, kept open on failure.
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogs, openDialog } from '../../../store/dialogs';
import { renderPage } from '../../../test/renderPage';
import { BulkAddDialog } from './BulkAddDialog';

type Progress = (done: number, total: number) => void;
const bulkAddCards = vi.hoisted(() =>
  vi.fn<(titles: readonly string[], onProgress?: Progress) => Promise<boolean>>(),
);
vi.mock('../../../store/actions/cards', () => ({ bulkAddCards }));

beforeEach(() => openDialog('bulkAdd'));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const textarea = () =>
  screen.getByLabelText('Feature Titles (one per line or comma-separated)') as HTMLTextAreaElement;
const addButton = () => screen.getByRole('button', { name: 'Add Features' }) as HTMLButtonElement;

describe('BulkAddDialog', () => {
  it('counts the titles live and enables Add Features only with some', async () => {
    renderPage(<BulkAddDialog />);
    expect(screen.getByRole('dialog', { name: 'Bulk Add Features' })).toBeTruthy();
    expect(screen.getByText('Ready to add 0 features')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Features to add' })).toBeNull();
    expect(addButton().disabled).toBe(true);
    await userEvent.type(textarea(), ' , ');
    expect(screen.getByText('Ready to add 0 features')).toBeTruthy();
    await userEvent.clear(textarea());
    await userEvent.type(textarea(), 'Dark mode');
    expect(screen.getByText('Ready to add 1 feature')).toBeTruthy();
    await userEvent.type(textarea(), ', Export');
    expect(screen.getByText('Ready to add 2 features')).toBeTruthy();
    expect(addButton().disabled).toBe(false);
  });

  it('splits only on line breaks once there are several lines, and lists the titles', async () => {
    renderPage(<BulkAddDialog />);
    await userEvent.type(
      textarea(),
      'Fix tax rounding, VAT display{Enter}Dark mode{Enter}{Enter}Slack{Enter}',
    );
    expect(screen.getByText('Ready to add 3 features')).toBeTruthy();
    const preview = screen.getByRole('list', { name: 'Features to add' });
    const items = Array.from(preview.querySelectorAll('li')).map((item) => item.textContent);
    expect(items).toEqual(['Fix tax rounding, VAT display', 'Dark mode', 'Slack']);
  });

  it('adds the titles with progress, then closes and clears', async () => {
    let finish: (ok: boolean) => void = () => {};
    let progress: Progress = () => {};
    bulkAddCards.mockImplementation((_titles, onProgress) => {
      progress = onProgress!;
      return new Promise((resolve) => (finish = resolve));
    });
    renderPage(<BulkAddDialog />);
    await userEvent.type(textarea(), 'One{Enter}Two, Three{Enter}Four');
    await userEvent.click(addButton());
    expect(bulkAddCards).toHaveBeenCalledWith(['One', 'Two, Three', 'Four'], expect.any(Function));
    expect(addButton().disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => progress(2, 3));
    expect(screen.getByText('Adding 2 of 3…')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('2');
    await act(async () => finish(true));
    expect(dialogs.open).toBeNull();
    await act(async () => openDialog('bulkAdd'));
    expect(textarea().value).toBe('');
  });

  it('stays open with the text when adding fails', async () => {
    bulkAddCards.mockResolvedValue(false);
    renderPage(<BulkAddDialog />);
    await userEvent.type(textarea(), 'One');
    await userEvent.click(addButton());
    expect(dialogs.open).toBe('bulkAdd');
    expect(textarea().value).toBe('One');
    expect(addButton().disabled).toBe(false);
  });

  it('closes on Cancel', async () => {
    renderPage(<BulkAddDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(dialogs.open).toBeNull();
  });
});
