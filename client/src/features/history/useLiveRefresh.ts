// Calls `refresh` a moment after `signal` last changed (a burst of remote events costs one request); the
// first value, what the screen loaded with, calls nothing.
import { useEffect, useRef } from 'react';

/** How long a burst of live changes is waited out before a screen asks the server again. */
const LIVE_REFRESH_MS = 300;

export function useLiveRefresh(signal: unknown, refresh: () => void, delay = LIVE_REFRESH_MS) {
  const seen = useRef(signal);
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    if (Object.is(seen.current, signal)) return;
    seen.current = signal;
    const timer = setTimeout(() => latest.current(), delay);
    return () => clearTimeout(timer);
  }, [signal, delay]);
}
