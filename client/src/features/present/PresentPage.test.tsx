// @vitest-environment happy-dom
// /present/{id}: starts the presentation with the room key from the URL fragment (or none) and stops it on
// leaving; shows loading, 'not available' (with Sign in when signed out), 'sign in' (which comes back here),
// or the projector; T switches the projector theme and remembers it.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { presentation, type PresentationStatus } from '../../store/presentation';
import { startPresentation, stopPresentation } from '../../store/presentLive';
import { setUser } from '../../store/session';
import { renderPage } from '../../test/renderPage';
import { makeCard, makeCategory, makeRelease, openBoard, resetStores } from '../manage/shared/testKit';
import { keyFromHash, PresentPage, projectIdOf } from './PresentPage';
import { PROJECTOR_THEME_KEY } from './projectorTheme';

vi.mock('../../store/presentLive', () => ({ startPresentation: vi.fn(), stopPresentation: vi.fn() }));

const USER = {
  id: 'me',
  email: 'me@example.test',
  firstName: 'Mia',
  lastName: 'Owner',
  profileImageUrl: null,
  emailVerified: true,
  accessLevel: 'user' as const,
  createdAt: '',
};

function show(status: PresentationStatus, mode: 'member' | 'room' = 'member') {
  Object.assign(presentation, { status, mode, projectId: 2 });
}

const renderAt = (path = '/present/2') =>
  renderPage(
    <Route path="/present/:projectId">
      <PresentPage />
    </Route>,
    path,
  );

beforeEach(() => {
  show('loading');
  setUser(null);
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  resetStores();
  vi.clearAllMocks();
  window.location.hash = '';
});

describe('address', () => {
  it('reads the project id and the room key', () => {
    expect(projectIdOf('42')).toBe(42);
    expect(projectIdOf('0')).toBe(null);
    expect(projectIdOf('4x')).toBe(null);
    expect(projectIdOf('99999999999')).toBe(null);
    expect(keyFromHash('#key=abc_DEF-123')).toBe('abc_DEF-123');
    expect(keyFromHash('#card/3')).toBe(null);
    expect(keyFromHash('')).toBe(null);
  });
});

describe('PresentPage', () => {
  it('starts as a member without a key, and stops on leaving', () => {
    const { unmount } = renderAt();
    expect(startPresentation).toHaveBeenCalledWith(2, null);
    expect(screen.getByText('Loading roadmap…')).toBeTruthy();
    unmount();
    expect(stopPresentation).toHaveBeenCalled();
  });

  it('starts a room with the key from the fragment', () => {
    window.location.hash = '#key=Zm9vYmFyYmF6cXV4cXV1eA';
    renderAt();
    expect(startPresentation).toHaveBeenCalledWith(2, 'Zm9vYmFyYmF6cXV4cXV1eA');
  });

  it('says a bad address is not available, without connecting', () => {
    renderAt('/present/abc');
    expect(startPresentation).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'This roadmap is not available' })).toBeTruthy();
  });

  it('offers Sign in on "not available" only to a signed-out visitor', () => {
    show('notFound', 'room');
    renderAt();
    expect(screen.getByText(/The link may be wrong/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/signin?returnTo=%2Fpresent%2F2',
    );
    cleanup();
    setUser(USER);
    show('notFound');
    renderAt();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBe(null);
  });

  it('asks a signed-out visitor without a link to sign in', () => {
    show('signedOut');
    renderAt();
    expect(screen.getByRole('heading', { name: 'Sign in to present this roadmap' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/signin?returnTo=%2Fpresent%2F2',
    );
  });

  it('shows the projector when ready; T switches to light and back, remembered', () => {
    openBoard({
      categories: [makeCategory(7, 'Billing')],
      releases: [makeRelease(3, 'Launch', '2025-03-07', null)],
      cards: [makeCard(1, { categoryId: 7, releaseId: 3 })],
    });
    show('ready');
    renderAt();
    const projector = screen.getByTestId('projector');
    expect(projector.getAttribute('data-mode')).toBe('dark');
    expect(screen.getByTestId('present-grid')).toBeTruthy();
    act(() => void fireEvent.keyDown(window, { key: 't' }));
    expect(projector.getAttribute('data-mode')).toBe('light');
    expect(window.localStorage.getItem(PROJECTOR_THEME_KEY)).toBe('light');
    act(() => void fireEvent.keyDown(window, { key: 'T' }));
    expect(projector.getAttribute('data-mode')).toBe('dark');
  });
});
