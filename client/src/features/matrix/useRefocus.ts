// Keeps the keyboard on a card it moved: an arrow key sends the chip to another place, where React draws it
// anew (the old chip and its focus are gone), so once it shows there it takes the focus back.
import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';

export function useRefocus(root: RefObject<HTMLElement | null>) {
  const wanted = useRef<number | null>(null);
  useLayoutEffect(() => {
    const cardId = wanted.current;
    if (cardId === null) return;
    const chip = root.current?.querySelector<HTMLElement>(`[data-card-id="${cardId}"]`);
    // Still the old chip (the move has not been drawn yet): wait for the next render.
    if (!chip || chip === document.activeElement) return;
    wanted.current = null;
    chip.focus();
  });
  return useCallback((cardId: number) => {
    wanted.current = cardId;
  }, []);
}
