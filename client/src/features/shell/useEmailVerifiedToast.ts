// E-mail verification links land on "/?emailVerified=1" (or 0): say how it went, then tidy the address.
import { useEffect } from 'react';
import { toast } from '../../ui';

let handled = false;

export function useEmailVerifiedToast() {
  useEffect(() => {
    if (handled) return; // StrictMode and remounts: one toast per page load
    const url = new URL(window.location.href);
    const flag = url.searchParams.get('emailVerified');
    if (flag === null) return;
    handled = true;
    if (flag === '1') {
      toast({ title: 'Email verified', description: 'Your email address is confirmed. Thanks!' });
    } else {
      toast({
        title: 'Email not verified',
        description: 'This verification link is invalid or has expired.',
        variant: 'destructive',
      });
    }
    url.searchParams.delete('emailVerified');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);
}
