// @vitest-environment happy-dom
// Tooltip: a tooltip disabled while open (its menu opened over it) closes, and stays closed once enabled
// again until the next hover.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, ThemeProvider, Tooltip } from './index';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const tooltip = () => screen.queryByRole('tooltip')?.textContent ?? null;

describe('Tooltip', () => {
  it('closes when disabled and does not come back when enabled again, until the next hover', async () => {
    vi.useFakeTimers();
    const ui = (disabled: boolean) => (
      <ThemeProvider>
        <Tooltip content="Account" delay={100} disabled={disabled}>
          <Button>ana@example.test</Button>
        </Tooltip>
      </ThemeProvider>
    );
    const { rerender } = render(ui(false));
    const trigger = () => screen.getByRole('button', { name: 'ana@example.test' });
    fireEvent.mouseEnter(trigger());
    await advance(100);
    expect(tooltip()).toBe('Account');
    rerender(ui(true));
    await advance(0);
    expect(tooltip()).toBeNull();
    rerender(ui(false));
    await advance(1000);
    expect(tooltip()).toBeNull();
    fireEvent.mouseLeave(trigger());
    fireEvent.mouseEnter(trigger());
    await advance(100);
    expect(tooltip()).toBe('Account');
  });
});
