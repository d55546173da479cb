// Test helper: renders a screen inside the theme and an in-memory wouter router at a given address.
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ThemeProvider } from '../ui';
import { ToastViewport } from '../ui/toast';

/** `history` records every navigation, so a test can assert where a screen sent the user. */
export function renderPage(ui: ReactNode, path = '/') {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <ThemeProvider>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
      <ToastViewport />
    </ThemeProvider>,
  );
  return { ...result, location };
}

/** A fetch answer for `vi.stubGlobal('fetch', ...)`. */
export function jsonResponse(status: number, body: unknown, statusText = '') {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The control labelled `label`; a required field's label also holds the (aria-hidden) "*". */
export function field(label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screen.getByLabelText(new RegExp(`^${escaped}\\*?$`)) as HTMLInputElement;
}

export function queryField(label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screen.queryByLabelText(new RegExp(`^${escaped}\\*?$`)) as HTMLInputElement | null;
}
