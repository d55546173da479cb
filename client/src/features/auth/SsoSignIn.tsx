// The sign-in screen's single sign-on parts: the button that starts it, why the last attempt failed, and the
// short wait while the screen sends the browser to the identity provider on its own.
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { isSsoErrorCode, SSO_ERRORS, SSO_START_PATH, SSO_UNAVAILABLE_HINT } from '../../../../common/sso';
import { withReturnTo } from '../../lib/returnTo';
import { buttonStyles, DangerCallout, Spinner, type ButtonStyleProps } from '../../ui';
import { AuthLayout } from './AuthLayout';
import type { SsoSettings } from './signInOptions';

/** Where the browser starts signing in through the provider, coming back to `returnTo` (a checked path). */
export const ssoStartHref = (returnTo: string | null) => withReturnTo(SSO_START_PATH, returnTo);

/**
 * A real link, not the router's: the server answers it with a redirect to the provider. A provider's name can
 * be long ("Sign in with Contoso Entra ID"), so the label wraps on a phone rather than leave the card.
 */
const Anchor = styled.a<ButtonStyleProps>`
  ${buttonStyles}
  height: auto;
  min-height: 42px;
  padding-block: 10px;
  white-space: normal;
  text-align: center;
  line-height: 1.3;
`;

const Hint = styled.p`
  margin-top: 8px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: ${({ theme }) => theme.lineHeight.relaxed};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
`;

export function SsoButton({
  sso,
  returnTo,
  primary,
}: {
  sso: SsoSettings;
  returnTo: string | null;
  /** The only way in (single sign-on enforced): the screen's main action. */
  primary: boolean;
}) {
  const hintId = useId();
  return (
    <div>
      <Anchor
        href={ssoStartHref(returnTo)}
        $variant={primary ? 'primary' : 'secondary'}
        $size="lg"
        $fullWidth
        aria-describedby={sso.available ? undefined : hintId}
      >
        {sso.label}
      </Anchor>
      {/* The link still works: the server asks the provider again on the click. */}
      {sso.available ? null : <Hint id={hintId}>{SSO_UNAVAILABLE_HINT}</Hint>}
    </div>
  );
}

const ErrorBox = styled(DangerCallout)`
  margin-bottom: 16px;
`;

/** `?sso_error=code`: the app's words for it; a code it does not know shows nothing. */
export function SsoErrorBox({ code }: { code: string | null }) {
  if (!isSsoErrorCode(code)) return null;
  return <ErrorBox role="alert">{SSO_ERRORS[code]}</ErrorBox>;
}

/** Sends the browser to `href` once (StrictMode runs effects twice); null sends it nowhere. */
export function useSsoRedirect(href: string | null) {
  const sent = useRef(false);
  useEffect(() => {
    if (href === null || sent.current) return;
    sent.current = true;
    window.location.assign(href);
  }, [href]);
}

const Waiting = styled.div`
  display: flex;
  justify-content: center;
  padding: 8px 0 4px;
  color: ${({ theme }) => theme.color.accent};
`;

const Continue = styled.a`
  color: ${({ theme }) => theme.color.link};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

/** While the browser leaves for the provider; the link is for a page brought back with Back. */
export function SsoRedirecting({ href }: { href: string }) {
  return (
    <AuthLayout
      title="Taking you to single sign-on…"
      description="This workspace signs in through your organization's identity provider."
      below={<Continue href={href}>Continue to single sign-on</Continue>}
    >
      <Waiting>
        <Spinner size={28} label="Opening single sign-on" />
      </Waiting>
    </AuthLayout>
  );
}
