// "New card" from the palette: the focus goes to the backlog's quick add (features/board/backlog/QuickAdd),
// found by the shortcut it announces, once the backlog has drawn and the palette has given the focus back.
const QUICK_ADD = 'input[aria-keyshortcuts="C"]';
/** Frames to wait for the backlog to draw after the switch (a 10,000-card list takes a few). */
const MOST_FRAMES = 30;

export function focusQuickAdd(doc: Document = document) {
  let frames = 0;
  const attempt = () => {
    const input = doc.querySelector<HTMLInputElement>(QUICK_ADD);
    // The palette hands the focus back on the frame after it closes: focus after that.
    if (input && frames >= 2) return input.focus();
    if (++frames <= MOST_FRAMES) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}
