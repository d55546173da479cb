// Test helper: renders a screen inside the theme and an in-memory wouter router at a given address, its page
// styled with only what decides what is shown (shownStyles.ts).
import { configure, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { StyleSheetManager } from 'styled-components';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ThemeProvider } from '../ui';
import { ToastViewport } from '../ui/toast';
import { keepWhatShows } from './shownStyles';

/**
 * How long `findBy…` and `waitFor` wait for a state in a screen's test. Testing Library's own 1 s is a timing: on
 * a loaded machine a screen's first lazily loaded part (the palette, a page) took longer. Set here rather than in
 * a setup file, which would load Testing Library into every unit file (docs/testing.md).
 */
const PATIENCE_MS = 10_000;

/** `history` records every navigation, so a test can assert where a screen sent the user. */
export function renderPage(ui: ReactNode, path = '/') {
  configure({ asyncUtilTimeout: PATIENCE_MS });
  const location = memoryLocation({ path, record: true });
  const result = render(
    <StyleSheetManager stylisPlugins={[keepWhatShows]}>
      <ThemeProvider>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {ui}
        </Router>
        <ToastViewport />
      </ThemeProvider>
    </StyleSheetManager>,
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
