// Idle detection for the projector: after a while without the mouse, the cursor and the on-screen controls
// fade away so the room sees only the roadmap; moving or clicking brings them back (keys do not: a
// clicker paging through releases should not show the cursor).
import { useEffect, useState } from 'react';

export const IDLE_MS = 2000;

export function useIdle(ms = IDLE_MS): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let timer = setTimeout(() => setIdle(true), ms);
    const wake = () => {
      setIdle(false);
      clearTimeout(timer);
      timer = setTimeout(() => setIdle(true), ms);
    };
    const events = ['mousemove', 'mousedown', 'touchstart', 'wheel'] as const;
    for (const name of events) window.addEventListener(name, wake, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const name of events) window.removeEventListener(name, wake);
    };
  }, [ms]);
  return idle;
}
