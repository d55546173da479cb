// Whether an element's one line of text is cut (text-overflow: ellipsis shows "…"): kept current as the element
// is resized or its text changes, so a tooltip with the whole text shows only when some of it is hidden.
import { useLayoutEffect, useState, type RefObject } from 'react';

export function useTextCut(ref: RefObject<HTMLElement | null>, text: string | undefined): boolean {
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setCut(element.scrollWidth > element.clientWidth);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, text]);
  return cut;
}
