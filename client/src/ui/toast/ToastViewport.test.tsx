// @vitest-environment happy-dom
// Toasts as a user meets them: one at a time (the newest wins), 5 s on screen, dismiss, swipe right, F8,
// an action button (Undo).
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lightTheme } from '../theme';
import { clearToasts, toast, TOAST_DURATION, TOAST_EXIT_MS } from './store';
import { ToastViewport } from './ToastViewport';

function renderViewport() {
  return render(
    <ThemeProvider theme={lightTheme}>
      <ToastViewport />
    </ThemeProvider>,
  );
}

const visibleToasts = () => screen.queryAllByTestId('toast');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** Drags a pointer horizontally across the element, as a finger or mouse would. */
function swipe(element: HTMLElement, fromX: number, toX: number) {
  const pointer = { pointerId: 1, pointerType: 'mouse', button: 0 };
  fireEvent.pointerDown(element, { ...pointer, clientX: fromX });
  fireEvent.pointerMove(element, { ...pointer, clientX: toX });
  fireEvent.pointerUp(element, { ...pointer, clientX: toX });
}

beforeEach(() => {
  vi.useFakeTimers();
  renderViewport();
});

afterEach(() => {
  cleanup();
  act(() => clearToasts());
  vi.useRealTimers();
});

describe('ToastViewport', () => {
  it('shows one toast at a time and reads "Title – description"', () => {
    act(() => void toast({ title: 'Link copied', description: 'Card link has been copied to clipboard' }));
    expect(visibleToasts()).toHaveLength(1);
    expect(visibleToasts()[0]!.textContent).toContain('Link copied – Card link has been copied to clipboard');
  });

  it('replaces the toast on screen with the newest at once', () => {
    act(() => void toast({ title: 'Password copied to clipboard' }));
    advance(1000);
    act(() => void toast({ title: 'User created successfully' }));
    expect(visibleToasts()).toHaveLength(1);
    expect(screen.getByText('User created successfully')).toBeTruthy();
    expect(screen.queryByText('Password copied to clipboard')).toBeNull();
  });

  it('dismisses itself after 5 seconds', () => {
    act(() => void toast({ title: 'First' }));
    advance(TOAST_DURATION - 1);
    expect(screen.getByText('First')).toBeTruthy();
    advance(1 + TOAST_EXIT_MS);
    expect(visibleToasts()).toHaveLength(0);
  });

  it('closes from its dismiss button', () => {
    act(() => void toast({ title: 'Saved' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    advance(TOAST_EXIT_MS);
    expect(visibleToasts()).toHaveLength(0);
  });

  it('F8 moves focus to the notifications region', () => {
    act(() => void toast({ title: 'Hello' }));
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(document.activeElement).not.toBe(region);
    fireEvent.keyDown(window, { key: 'F8', code: 'F8' });
    expect(document.activeElement).toBe(region);
  });

  it('a right swipe of 50 px or more dismisses; a shorter one snaps back', () => {
    act(() => void toast({ title: 'Swipe me' }));
    const item = visibleToasts()[0]!;
    swipe(item, 100, 130);
    advance(TOAST_EXIT_MS);
    expect(screen.getByText('Swipe me')).toBeTruthy();

    swipe(item, 100, 160);
    advance(TOAST_EXIT_MS);
    expect(screen.queryByText('Swipe me')).toBeNull();
  });

  it('a left swipe does not dismiss', () => {
    act(() => void toast({ title: 'Stay' }));
    const item = visibleToasts()[0]!;
    swipe(item, 200, 100);
    advance(TOAST_EXIT_MS);
    expect(screen.getByText('Stay')).toBeTruthy();
  });

  it('shows an action as a button that runs it and closes the toast', () => {
    const onClick = vi.fn();
    act(() => void toast({ title: 'Cards deleted', action: { label: 'Undo', onClick } }));
    const button = screen.getByRole('button', { name: 'Undo' });
    expect(button.tagName).toBe('BUTTON');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    advance(TOAST_EXIT_MS);
    expect(visibleToasts()).toHaveLength(0);
  });

  it('shows no action button without an action', () => {
    act(() => void toast({ title: 'Saved' }));
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Dismiss notification',
    ]);
  });

  it('marks destructive toasts and keeps the timer paused while hovered', () => {
    act(
      () =>
        void toast({
          title: 'Export failed',
          description: 'Failed to export CSV file',
          variant: 'destructive',
        }),
    );
    const item = visibleToasts()[0]!;
    expect(item.getAttribute('data-variant')).toBe('destructive');
    fireEvent.pointerEnter(item);
    advance(TOAST_DURATION * 2);
    expect(screen.getByText('Export failed')).toBeTruthy();
    fireEvent.pointerLeave(item);
    advance(TOAST_DURATION + TOAST_EXIT_MS);
    expect(visibleToasts()).toHaveLength(0);
  });
});
