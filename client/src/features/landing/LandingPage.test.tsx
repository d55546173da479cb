// @vitest-environment happy-dom
// Landing page content: exact headline, sign-up/in links, six demo cards (dragging is tested in Chromium).
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from '../../ui';
import { LandingPage } from './LandingPage';

afterEach(cleanup);

function renderPage() {
  return render(
    <ThemeProvider>
      <LandingPage />
    </ThemeProvider>,
  );
}

describe('LandingPage', () => {
  it('shows the headline, the brand and links to sign up and sign in', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Capture. Sort. Plan. Export.');
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/signin');
    expect(screen.getAllByText('Card')[0]!.tagName).toBe('B');
  });

  it('lists six sample cards with an id label, title and impact icon', async () => {
    renderPage();
    // The cards draw with the page; they become draggable (test id demo-card) when the drag code is here.
    expect(screen.getAllByText(/^APP-00\d$/)).toHaveLength(6);
    const cards = await screen.findAllByTestId('demo-card', {}, { timeout: 10_000 });
    expect(cards).toHaveLength(6);
    expect(within(cards[0]!).getByText('APP-001')).toBeTruthy();
    expect(
      within(cards[0]!).getByTitle('Impact: Basics').querySelector('svg')!.getAttribute('aria-label'),
    ).toBe('Basics');
  });
});
