// The size of an element, kept current with a ResizeObserver (the window's resize where there is none), and
// read before the first paint so the projector never shows its grid at the wrong scale.
import { useLayoutEffect, useState, type RefObject } from 'react';
import type { Size } from './fit';

function sizeOf(element: HTMLElement): Size {
  return {
    width: element.clientWidth || window.innerWidth,
    height: element.clientHeight || window.innerHeight,
  };
}

export function useElementSize(ref: RefObject<HTMLElement | null>): Size | null {
  const [size, setSize] = useState<Size | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () =>
      setSize((now) => {
        const next = sizeOf(element);
        return now && now.width === next.width && now.height === next.height ? now : next;
      });
    update();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', update);
      return () => window.removeEventListener('resize', update);
    }
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
