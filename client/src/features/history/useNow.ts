// The current time, ticking every `every` ms, so "2 min ago" keeps true while a list stays open.
import { useEffect, useState } from 'react';

export function useNow(every = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), every);
    return () => clearInterval(timer);
  }, [every]);
  return now;
}
