// After a redeploy, a tab still open asks for code-split chunks the server no longer has: reload once to get
// the new build, rather than leave a screen that cannot load. A second failure within a minute is shown as is.
const KEY = 'cardplan:reloadedForStaleChunks';
const AGAIN_AFTER_MS = 60_000;

export function reloadOnStaleChunks(win: Window = window, reload = () => win.location.reload()) {
  win.addEventListener('vite:preloadError', (event) => {
    const last = Number(win.sessionStorage.getItem(KEY) ?? 0);
    if (Date.now() - last < AGAIN_AFTER_MS) return;
    event.preventDefault();
    win.sessionStorage.setItem(KEY, String(Date.now()));
    reload();
  });
}
