// While single sign-on is enforced the server refuses sign-up, magic links and password resets: their screens
// say so and point to the sign-in screen instead of offering a form that cannot work.
import type { ReactNode } from 'react';
import { SSO_ENFORCED_MESSAGE } from '../../../../common/sso';
import { ButtonLink, InfoIcon } from '../../ui';
import { AuthLayout } from './AuthLayout';
import { useSignInOptions } from './useSignInOptions';

export function SsoOnlyNotice() {
  return (
    <AuthLayout
      icon={<InfoIcon size={22} />}
      title="Single sign-on only"
      description={SSO_ENFORCED_MESSAGE}
      back={{ href: '/', label: 'Back to home' }}
    >
      <ButtonLink href="/signin" variant="primary" size="lg" fullWidth>
        Go to Sign In
      </ButtonLink>
    </AuthLayout>
  );
}

/**
 * The screen, or the notice once the server says single sign-on is enforced. Until it has answered the form
 * shows: single sign-on off is the common case, and a form sent meanwhile is refused with the same words.
 */
export function UnlessSsoOnly({ children }: { children: ReactNode }) {
  const sso = useSignInOptions();
  return sso?.enforced ? <SsoOnlyNotice /> : children;
}
