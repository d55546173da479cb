// The server's single sign-on settings for a signed-out screen: known at once when the screen's loader already
// has them (loadPages.ts), else asked for when the screen mounts.
import { useEffect, useState } from 'react';
import { knownSsoSettings, loadSignInOptions, type SsoSettings } from './signInOptions';

/** The settings; null when single sign-on is not configured; undefined while the server has not answered. */
export function useSignInOptions(): SsoSettings | null | undefined {
  const [sso, setSso] = useState(knownSsoSettings);
  useEffect(() => {
    if (sso !== undefined) return;
    let active = true;
    void loadSignInOptions().then((settings) => {
      if (active) setSso(settings);
    });
    return () => {
      active = false;
    };
  }, [sso]);
  return sso;
}
