// @vitest-environment happy-dom
// The header's "…" menu reaches the open project's whole past: on a phone the header has no room for the
// Past meetings button, so the menu is where the minutes are found.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/renderPage';
import { openBoard, resetStores, routedFetch } from '../../manage/shared/testKit';
import { ProjectHistoryMenu } from './ProjectHistoryMenu';

beforeEach(() => openBoard());
afterEach(() => {
  cleanup();
  resetStores();
  vi.unstubAllGlobals();
});

it('opens Past meetings from the menu', async () => {
  const { fetchStub } = routedFetch({ 'GET /api/projects/2/meetings': () => ({ status: 200, body: [] }) });
  vi.stubGlobal('fetch', fetchStub);
  renderPage(<ProjectHistoryMenu />);
  expect(screen.queryByRole('dialog', { name: 'Past meetings' })).toBe(null);
  fireEvent.click(screen.getByRole('button', { name: 'Project activity, trash and past meetings' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Past meetings' }));
  expect(await screen.findByRole('dialog', { name: 'Past meetings' })).toBeTruthy();
  expect(await screen.findByRole('heading', { name: 'No meetings yet' })).toBeTruthy();
});
