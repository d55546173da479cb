// A verification link followed signed out lands on /signin?emailVerified=1&email=… (the server puts the
// address there only for a valid link). Read during render (pure: a render may be thrown away and run
// again), then taken out of the address bar once shown (history, a shared screen); `mode` stays.
import { useEffect, useState } from 'react';

export const EMAIL_CONFIRMED_TEXT = 'E-mail confirmed — sign in to continue';

export interface VerifiedArrival {
  email: string;
}

function readArrival(): VerifiedArrival | null {
  const query = new URLSearchParams(window.location.search);
  if (query.get('emailVerified') !== '1') return null;
  return { email: query.get('email') ?? '' };
}

export function useVerifiedArrival(): VerifiedArrival | null {
  const [arrival] = useState(readArrival);
  useEffect(() => {
    if (!arrival) return;
    const url = new URL(window.location.href);
    url.searchParams.delete('emailVerified');
    url.searchParams.delete('email');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, [arrival]);
  return arrival;
}
