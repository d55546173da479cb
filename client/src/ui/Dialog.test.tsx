// @vitest-environment happy-dom
// Dialog behaviour users rely on: labelled and described, focus moves in, max height, Escape closes,
// and popovers inside it do not close it.
import { useState } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, Dialog, Input, Popover, ThemeProvider } from './index';

afterEach(cleanup);

function DialogHarness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) onClose();
        }}
        title="Manage Releases"
        description="Plan what ships when."
        maxHeight="80vh"
        footer={<Button onClick={() => setOpen(false)}>Cancel</Button>}
      >
        <Input aria-label="Release Name" />
      </Dialog>
    </ThemeProvider>
  );
}

describe('Dialog', () => {
  it('is labelled, takes focus, and closes with Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<DialogHarness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Releases' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(parseFloat(getComputedStyle(dialog).maxHeight)).toBeCloseTo(window.innerHeight * 0.8);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Release Name')));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the dialog open while a popover inside it is used; Escape closes the popover first', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <ThemeProvider>
        <Dialog open onOpenChange={onOpenChange} title="Manage Use Cases">
          <Popover label="Choose a color" content={<button type="button">Blue</button>}>
            <Button>Colour</Button>
          </Popover>
        </Dialog>
      </ThemeProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Colour' }));
    await user.click(await screen.findByRole('button', { name: 'Blue' }));
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Blue' })).toBeNull());
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Manage Use Cases' })).toBeTruthy();
  });
});
