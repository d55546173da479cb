// @vitest-environment happy-dom
// The header's tooltips keep spec 9's timing: "open delay 700 ms and skip delay 300 ms in the header". Import,
// Export, the people here, the theme toggle (floating-ui not loaded yet) and the user menu share it; the user
// menu's tooltip never covers its open menu.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../manage/shared/testKit';

// Spec 9, as written.
const OPEN_DELAY_MS = 700;
const SKIP_DELAY_MS = 300;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
// Fresh modules per test: the theme toggle's LazyTooltip starts without floating-ui, as on a first visit.
beforeEach(() => vi.resetModules());

async function renderHeader() {
  const [{ BoardHeader }, { renderPage }, { board }, { setUser }, { workspace }] = await Promise.all([
    import('./BoardHeader'),
    import('../../../test/renderPage'),
    import('../../../store/board'),
    import('../../../store/session'),
    import('../../../store/workspace'),
  ]);
  setUser(makeUser());
  board.presence = [
    { userId: 'me', name: 'Ana Lopez', initials: 'AL', color: '#2563EB', cardId: null },
    { userId: 'bo', name: 'Bo Chen', initials: 'BC', color: '#16A34A', cardId: null },
  ];
  workspace.selectedProjectId = null;
  vi.useFakeTimers();
  renderPage(<BoardHeader />);
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const tooltip = () => screen.queryByRole('tooltip')?.textContent ?? null;
const button = (name: string) => screen.getByRole('button', { name });
const exportButton = () => button('Export');
const themeToggle = () => button('Switch to dark mode');
const userMenu = () => button('ana@example.test');
const avatar = (userId: string) => document.querySelector<HTMLElement>(`[data-presence-user="${userId}"]`)!;

/** Hovers `target()` and checks the tooltip opens after exactly `delay` ms. */
async function opensAfter(target: () => HTMLElement, delay: number, text: string) {
  fireEvent.mouseEnter(target());
  if (delay > 0) {
    await advance(delay - 1);
    expect(tooltip()).toBeNull();
  }
  await advance(1);
  expect(tooltip()).toBe(text);
}

async function leave(target: () => HTMLElement) {
  fireEvent.mouseLeave(target());
  await advance(0);
  expect(tooltip()).toBeNull();
}

describe('BoardHeader tooltips', () => {
  it('open after 700 ms, and the next one within 300 ms at once', async () => {
    await renderHeader();
    await opensAfter(exportButton, OPEN_DELAY_MS, 'Export to CSV');
    await leave(exportButton);
    await advance(SKIP_DELAY_MS - 50);
    // Within the skip delay: the theme toggle opens at once, though floating-ui is only now loading for it.
    await opensAfter(themeToggle, 0, 'Switch to dark mode');
    await leave(themeToggle);
    await opensAfter(() => avatar('bo'), 0, 'Bo Chen');
    await leave(() => avatar('bo'));
    // The skip delay is over: the full open delay again.
    await advance(SKIP_DELAY_MS);
    await opensAfter(userMenu, OPEN_DELAY_MS, 'Account');
    await leave(userMenu);
    await advance(SKIP_DELAY_MS);
    await opensAfter(() => avatar('me'), OPEN_DELAY_MS, 'Ana Lopez');
  });

  it('show "Import from a file" on Import, which opens the import dialog', async () => {
    await renderHeader();
    const { dialogs } = await import('../../../store/dialogs');
    await opensAfter(() => button('Import'), OPEN_DELAY_MS, 'Import from a file');
    fireEvent.click(button('Import'));
    expect(dialogs.open).toBe('import');
    expect(dialogs.importTo).toEqual({ kind: 'openProject' });
  });

  it('wait 700 ms on the theme toggle before floating-ui has loaded, and as long once it has', async () => {
    await renderHeader();
    await opensAfter(themeToggle, OPEN_DELAY_MS, 'Switch to dark mode');
    await leave(themeToggle);
    await advance(SKIP_DELAY_MS);
    await opensAfter(themeToggle, OPEN_DELAY_MS, 'Switch to dark mode');
  });

  it("never show the user menu's tooltip over its open menu", async () => {
    await renderHeader();
    await opensAfter(userMenu, OPEN_DELAY_MS, 'Account');
    fireEvent.click(userMenu());
    await advance(0);
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(tooltip()).toBeNull();
    // Still hovering the trigger, or coming back to it, while the menu is open: no tooltip.
    await advance(OPEN_DELAY_MS * 2);
    expect(tooltip()).toBeNull();
    fireEvent.mouseLeave(userMenu());
    fireEvent.mouseEnter(userMenu());
    await advance(OPEN_DELAY_MS * 2);
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(tooltip()).toBeNull();
  });
});
