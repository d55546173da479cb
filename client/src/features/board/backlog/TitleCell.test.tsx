// @vitest-environment happy-dom
// Inline title edit (spec 4/5): double-click edits; Enter or blur saves a trimmed, changed, non-empty title;
// Escape cancels. A single click opens the card after a short wait, a double-click does not open it.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/renderPage';
import { makeCard } from './testFixtures';
import { OPEN_DELAY_MS, TitleCell } from './TitleCell';
import { editedTitle } from './titleEdit';

const renameCard = vi.hoisted(() => vi.fn(async () => true));
vi.mock('../../../store/actions/cards', () => ({ renameCard }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.useRealTimers();
});

function renderTitle(onOpen = vi.fn()) {
  renderPage(<TitleCell card={makeCard(5, { title: 'Dark mode' })} editor={undefined} onOpen={onOpen} />);
  return onOpen;
}
const edit = async () => {
  await userEvent.dblClick(screen.getByRole('button', { name: /Dark mode/ }));
  return screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
};

describe('editedTitle', () => {
  it('keeps a trimmed, non-empty, different title only', () => {
    expect(editedTitle('Dark mode', '  Dark theme ')).toBe('Dark theme');
    expect(editedTitle('Dark mode', 'Dark mode ')).toBeNull();
    expect(editedTitle('Dark mode', '   ')).toBeNull();
  });
});

describe('TitleCell', () => {
  it('saves on Enter through renameCard', async () => {
    renderTitle();
    const input = await edit();
    expect(input.value).toBe('Dark mode');
    await userEvent.clear(input);
    await userEvent.type(input, '  Dark theme {Enter}');
    expect(renameCard).toHaveBeenCalledTimes(1);
    expect(renameCard).toHaveBeenCalledWith(5, 'Dark theme');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('saves on blur, and discards an unchanged or empty title', async () => {
    renderTitle();
    let input = await edit();
    await userEvent.type(input, '!');
    fireEvent.blur(input);
    expect(renameCard).toHaveBeenCalledWith(5, 'Dark mode!');
    input = await edit();
    await userEvent.type(input, '{Enter}');
    input = await edit();
    await userEvent.clear(input);
    await userEvent.type(input, '{Enter}');
    expect(renameCard).toHaveBeenCalledTimes(1);
  });

  it('cancels on Escape', async () => {
    renderTitle();
    const input = await edit();
    await userEvent.type(input, ' changed{Escape}');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(renameCard).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Dark mode/ })).toBeTruthy();
  });

  it('opens the card after a single click, not after a double-click, and at once from the keyboard', async () => {
    vi.useFakeTimers();
    const onOpen = renderTitle();
    const title = screen.getByRole('button', { name: /Dark mode/ });
    fireEvent.click(title, { detail: 1 });
    expect(onOpen).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(OPEN_DELAY_MS));
    expect(onOpen).toHaveBeenCalledWith(5);

    onOpen.mockClear();
    fireEvent.click(title, { detail: 1 });
    fireEvent.click(title, { detail: 2 });
    fireEvent.doubleClick(title);
    act(() => vi.advanceTimersByTime(OPEN_DELAY_MS * 2));
    expect(onOpen).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeTruthy();
  });

  it('opens at once on a keyboard click', () => {
    const onOpen = renderTitle();
    fireEvent.click(screen.getByRole('button', { name: /Dark mode/ }), { detail: 0 });
    expect(onOpen).toHaveBeenCalledWith(5);
  });
});
