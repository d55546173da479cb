// Before each file of the unit lane: files share a worker's modules and page (isolate: false), so what a file
// left in the page (a portal's dialog, a toast region) or in storage must not reach the next one.
import { beforeAll } from 'vitest';

beforeAll(() => {
  if (typeof document === 'undefined') return;
  document.body.innerHTML = '';
  window.localStorage.clear();
  window.sessionStorage.clear();
});
