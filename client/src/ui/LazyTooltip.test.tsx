// @vitest-environment happy-dom
// LazyTooltip: the first hover or keyboard focus loads floating-ui and opens the tooltip as Tooltip would,
// the trigger keeps its focus and its own handlers, and later tooltips need no load.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button, ThemeProvider } from './index';

afterEach(cleanup);
// A fresh module per test, so each one starts with floating-ui not loaded yet.
beforeEach(() => vi.resetModules());

async function renderTooltip(button: React.ReactElement) {
  const { LazyTooltip } = await import('./LazyTooltip');
  render(
    <ThemeProvider>
      <LazyTooltip content="Switch to dark mode" delay={50}>
        {button}
      </LazyTooltip>
    </ThemeProvider>,
  );
  return screen.getByRole('button', { name: 'Theme' });
}

describe('LazyTooltip', () => {
  it('draws the trigger alone, then opens on hover after the delay and closes when the pointer leaves', async () => {
    const user = userEvent.setup();
    await renderTooltip(<Button aria-label="Theme">☾</Button>);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.hover(screen.getByRole('button', { name: 'Theme' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Switch to dark mode');
    // Tooltip drew the trigger anew; a browser sends that button its own mouseleave (user-event would send it
    // to the button it saw the pointer enter, which is gone).
    fireEvent.mouseLeave(screen.getByRole('button', { name: 'Theme' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('opens on keyboard focus with the focus still on the trigger, and Escape closes it', async () => {
    const user = userEvent.setup();
    await renderTooltip(<Button aria-label="Theme">☾</Button>);
    await user.tab();
    expect((await screen.findByRole('tooltip')).textContent).toBe('Switch to dark mode');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Theme' })));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it("keeps the trigger's own ref and handlers", async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLButtonElement>();
    const onMouseEnter = vi.fn();
    const onClick = vi.fn();
    await renderTooltip(
      <Button aria-label="Theme" ref={ref} onMouseEnter={onMouseEnter} onClick={onClick}>
        ☾
      </Button>,
    );
    await user.hover(screen.getByRole('button', { name: 'Theme' }));
    expect(onMouseEnter).toHaveBeenCalledTimes(1);
    await screen.findByRole('tooltip');
    await user.click(screen.getByRole('button', { name: 'Theme' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Theme' }));
  });
});
