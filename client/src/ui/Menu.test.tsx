// @vitest-environment happy-dom
// Menu behaviour users rely on: opens from its button, arrow keys move, Enter runs the item and closes.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, Menu, ThemeProvider } from './index';

afterEach(cleanup);

describe('Menu', () => {
  it('opens from its button, moves with arrow keys and runs the chosen item', async () => {
    const user = userEvent.setup();
    const onAdmin = vi.fn();
    const onSignOut = vi.fn();
    render(
      <ThemeProvider>
        <Menu
          header="ana@example.com"
          items={[
            { label: 'Admin Panel', onSelect: onAdmin },
            { label: 'Sign Out', onSelect: onSignOut },
          ]}
        >
          <Button>Account</Button>
        </Menu>
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(await screen.findByRole('menu', { name: 'Account' })).toBeTruthy();
    expect(screen.getByText('ana@example.com')).toBeTruthy();
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Admin Panel' })),
    );
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Sign Out' })),
    );
    await user.keyboard('{Enter}');
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(onAdmin).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});
