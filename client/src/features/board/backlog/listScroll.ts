// Where the backlog list scrolls to, and whether it has the phone layout. A scroll the list makes itself (the
// card just moved or added, a meeting's spotlight) ends with a row's top at the sticky header's bottom edge,
// never with a row half under the header: there its checkbox and handle would sit under the header's own.
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
  if (!found) return null;
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
  const pick =
    resolved === 'start'
      ? above
      : resolved === 'end'
        ? below
        : offset - above <= below - offset
          ? above
          : below;
  return Math.max(0, max > 0 ? Math.min(pick, max) : pick);
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
