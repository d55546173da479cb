// Where the backlog list scrolls to, and whether it has the phone layout. A scroll the list makes itself (the
// card just moved or added, a meeting's spotlight) ends with a row's top at the sticky header's bottom edge,
// never with a row half under the header: there its checkbox and handle would sit under the header's own.
// It makes that scroll with scroll snapping off (scrollListTo): snapping would stop it at the last row drawn.
import { useLayoutEffect, useState, type RefObject } from 'react';
import type { Virtualizer } from '@tanstack/react-virtual';
import { NARROW_MAX, ROW_HEIGHT } from './columns';

export type RowAlign = 'auto' | 'center';

/**
 * The scroll offset that brings row `index` into view (`auto`: only if it is not in view yet; `center`: to
 * the middle), moved to the nearest row boundary that keeps the row in view; null when no scroll is needed.
 */
export function rowScrollOffset(
  virtualizer: Virtualizer<HTMLDivElement, Element>,
  index: number,
  align: RowAlign,
): number | null {
  const found = virtualizer.getOffsetForIndex(index, align);
  const row = virtualizer.measurementsCache[index]; // as getOffsetForIndex just measured it
  if (!found || !row) return null;
  const [offset, resolved] = found;
  if (resolved === 'auto') return null; // already in view
  const element = virtualizer.scrollElement;
  const max = element ? element.scrollHeight - element.clientHeight : 0;
  const header = ROW_HEIGHT.header;
  // The row whose top edge the header's bottom edge cuts at this offset: above it or below it is a boundary.
  const cut = virtualizer.getVirtualItemForOffset(offset + header);
  if (!cut) return offset;
  const above = cut.start - header;
  const below = cut.end - header;
  const clamp = (at: number) => Math.max(0, max > 0 ? Math.min(at, max) : at);
  if (resolved === 'start') return clamp(above);
  if (resolved === 'end') return clamp(below);
  // Centred: the nearer boundary, unless only the other one shows the whole row (a list a few rows high, a
  // phone's tall rows); when neither does, the row goes to the top.
  const height = element?.clientHeight ?? virtualizer.scrollRect?.height ?? 0;
  const shows = (at: number) => row.start >= clamp(at) + header - 0.5 && row.end <= clamp(at) + height + 0.5;
  const nearer = offset - above <= below - offset ? [above, below] : [below, above];
  return clamp(nearer.find(shows) ?? row.start - header);
}

/** The attribute that turns the list's scroll snapping off while the list scrolls itself (BacklogTable's CSS). */
export const SELF_SCROLL = 'data-self-scroll';
/** What the person does to scroll the list themself: their scrolling ends the list's own (snapping back on). */
const TAKE_OVER = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
/** Each list's own scroll in progress, ended (not landed) by the next one. */
const inProgress = new WeakMap<Element, () => void>();

/**
 * Scrolls the list to `offset` (from rowScrollOffset) with scroll snapping off until it gets there. Snapping
 * picks its resting row among the rows that exist when a scroll starts, and the virtualised list draws only the
 * rows near where it is: snapped, a scroll to a row further away stopped at the last row drawn, the row still
 * out of view (a meeting's spotlight, docs/meetings.md "Screens"). `offset` is a row boundary, so snapping,
 * back on, keeps the list there. Resolves true once the list is there; false when the person scrolled the
 * list themself meanwhile, or the list started another scroll of its own.
 */
export function scrollListTo(
  virtualizer: Virtualizer<HTMLDivElement, Element>,
  offset: number,
  behavior: 'auto' | 'smooth',
): Promise<boolean> {
  const element = virtualizer.scrollElement;
  if (!element) return Promise.resolve(false);
  inProgress.get(element)?.();
  const there = () => Math.abs(element.scrollTop - offset) < 1;
  if (there()) {
    element.removeAttribute(SELF_SCROLL);
    return Promise.resolve(true);
  }
  element.setAttribute(SELF_SCROLL, '');
  return new Promise((resolve) => {
    const stop = (landed: boolean) => {
      element.removeEventListener('scroll', onScroll);
      for (const type of TAKE_OVER) element.removeEventListener(type, takenOver);
      inProgress.delete(element);
      resolve(landed);
    };
    const finish = (landed: boolean) => {
      stop(landed);
      element.removeAttribute(SELF_SCROLL);
    };
    // Read on each scroll event rather than waiting for scrollend: a scrollend of the scroll before this one
    // (the person's, or the page's) can still be on its way when this one starts.
    const onScroll = () => {
      if (there()) finish(true);
    };
    const takenOver = () => finish(false);
    element.addEventListener('scroll', onScroll, { passive: true });
    for (const type of TAKE_OVER) element.addEventListener(type, takenOver, { passive: true });
    inProgress.set(element, () => stop(false)); // the next scroll keeps snapping off for itself
    virtualizer.scrollToOffset(offset, { behavior });
  });
}

/**
 * Room below the last row so that the list's end is a resting place too: scrolled to the bottom, a row's top
 * is at the header's bottom edge (less than one row of blank space).
 */
export function endPadding(virtualizer: Virtualizer<HTMLDivElement, Element>, totalSize: number): number {
  const viewport = virtualizer.scrollElement?.clientHeight ?? 0;
  const header = ROW_HEIGHT.header;
  const end = header + totalSize - viewport; // the scroll offset at the bottom, without padding
  if (viewport <= 0 || end <= 0) return 0;
  const cut = virtualizer.getVirtualItemForOffset(end + header);
  if (!cut) return 0;
  return (cut.start - header >= end ? cut.start : cut.end) - header - end;
}

/** True while the list is as narrow as a phone's (the width its container queries switch at). */
export function useNarrowList(ref: RefObject<HTMLElement | null>): boolean {
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setNarrow(element.offsetWidth > 0 && element.offsetWidth <= NARROW_MAX);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return narrow;
}
