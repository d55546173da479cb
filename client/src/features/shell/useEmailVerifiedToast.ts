// A verification link followed in a signed-in browser lands on "/?emailVerified=1": say so, then tidy the
// address. (Signed out it lands on /signin, which reads the flag itself; a failed link on its own page.)
import { useEffect } from 'react';
import { toast } from '../../ui';

let handled = false;

export function useEmailVerifiedToast() {
  useEffect(() => {
    if (handled) return; // StrictMode and remounts: one toast per page load
    const url = new URL(window.location.href);
    if (url.pathname !== '/') return;
    const flag = url.searchParams.get('emailVerified');
    if (flag === null) return;
    handled = true;
    if (flag === '1')
      toast({ title: 'E-mail confirmed', description: 'Your e-mail address is confirmed. Thanks!' });
    url.searchParams.delete('emailVerified');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);
}
