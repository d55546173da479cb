// @vitest-environment happy-dom
// The '#card/{id}' hash: it opens the card on load and on hashchange, and follows the open card.
import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { view } from '../../../store/view';
import { withCardDialogSetup } from './cardDialogKit';
import { useCardHash } from './useCardHash';

withCardDialogSetup();

function HashProbe() {
  useCardHash();
  return null;
}

describe('useCardHash', () => {
  it('opens the card of the hash on load and on hashchange, and removes the hash on close', async () => {
    window.history.replaceState(null, '', '/#card/5');
    render(<HashProbe />);
    expect(view.openCardId).toBe(5);
    act(() => {
      window.location.hash = '#card/9';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(view.openCardId).toBe(9);
    act(() => {
      view.openCardId = null;
    });
    await waitFor(() => expect(window.location.hash).toBe(''));
    act(() => {
      view.openCardId = 12;
    });
    await waitFor(() => expect(window.location.hash).toBe('#card/12'));
  });
});
