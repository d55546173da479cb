// Around each file of the unit lane: files share a worker's modules and page (isolate: false), so what a file
// rendered (a root it did not unmount, whose portals would keep drawing into the page), left in the page or in
// storage, or left in the app's page-wide state (a toast, an open dialog: every page draws them) must not
// reach the next one.
import { afterAll, beforeAll } from 'vitest';

beforeAll(async () => {
  if (typeof document === 'undefined') return;
  document.body.innerHTML = '';
  window.localStorage.clear();
  window.sessionStorage.clear();
  const [{ clearToasts }, { dialogs }] = await Promise.all([
    import('../client/src/ui/toast/store'),
    import('../client/src/store/dialogs'),
  ]);
  clearToasts();
  dialogs.open = null;
});

afterAll(async () => {
  if (typeof document === 'undefined') return;
  // Testing Library unmounts what it rendered only where test globals are on; here every file's roots go.
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});
