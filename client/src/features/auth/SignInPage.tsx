// Sign in (spec 2, docs/sso.md): the password or magic-link form, and with single sign-on configured its button
// above them; enforced, the button alone (`?local=1`: the administrator's password form); set to redirect, the
// screen goes straight to the identity provider unless the last attempt failed.
import styled from 'styled-components';
import { useSearch } from 'wouter';
import { LOCAL_SIGN_IN_PARAM, SSO_ERROR_PARAM } from '../../../../common/sso';
import { RETURN_TO_PARAM, sameAppPath } from '../../../../common/sso';
import { withReturnTo } from '../../lib/returnTo';
import { AuthLayout, AuthLoading, TextLink } from './AuthLayout';
import { Divider, Sent, SignInForm } from './SignInForm';
import { SsoButton, SsoErrorBox, SsoRedirecting, ssoStartHref, useSsoRedirect } from './SsoSignIn';
import { useSignInOptions } from './useSignInOptions';
import { EMAIL_CONFIRMED_TEXT, useVerifiedArrival } from './verifiedArrival';

/** Where the provider's logout sends the browser back (docs/sso.md): not a moment to go to the provider again. */
const SIGNED_OUT_PARAM = 'signed_out';

const Confirmed = styled(Sent)`
  margin-bottom: 16px;
`;

export function SignInPage() {
  const query = new URLSearchParams(useSearch());
  // Arrived from a verification link (signed out): say so, with the address filled in.
  const arrival = useVerifiedArrival();
  const sso = useSignInOptions();
  const errorCode = query.get(SSO_ERROR_PARAM);
  const local = query.get(LOCAL_SIGN_IN_PARAM) === '1';
  const returnTo = sameAppPath(query.get(RETURN_TO_PARAM));
  // After a failed attempt the screen stays, or it would send the browser round the same failure again; after
  // a sign-out it stays too, or the person would land straight back at the provider's sign-in.
  const redirect = sso?.autoRedirect === true && !local && errorCode === null && !query.has(SIGNED_OUT_PARAM);
  useSsoRedirect(redirect ? ssoStartHref(returnTo) : null);

  // Until the server says how it signs people in, the card waits as it did for the screen's code: a form
  // shown and then taken away (single sign-on enforced) would be worse than a moment more of waiting.
  if (sso === undefined) return <AuthLoading />;
  if (redirect) return <SsoRedirecting href={ssoStartHref(returnTo)} />;

  const enforced = sso?.enforced === true;
  const ssoOnly = enforced && !local;
  const adminOnly = enforced && local;
  const magic = !enforced && query.get('mode') === 'magic';
  const ssoButton = sso && !adminOnly ? sso : null;

  function description() {
    if (adminOnly)
      return "The administrator's password sign-in. Everyone else signs in through single sign-on.";
    if (magic) return "Enter your email and we'll send you a link that signs you in, no password needed.";
    return 'Sign in to your Cardplan workspace.';
  }

  function below() {
    if (adminOnly)
      return <TextLink href={withReturnTo('/signin', returnTo)}>Use single sign-on instead</TextLink>;
    if (enforced) return null;
    return (
      <>
        Don&apos;t have an account? <TextLink href="/signup">Sign up</TextLink>
      </>
    );
  }

  return (
    <AuthLayout
      title="Welcome back"
      description={description()}
      below={below()}
      back={{ href: '/', label: 'Back to home' }}
    >
      <SsoErrorBox code={errorCode} />
      {arrival ? (
        <Confirmed role="status">
          <strong>{EMAIL_CONFIRMED_TEXT}</strong>
          {magic ? (
            <>
              <br />
              The link was opened in a different browser from the one you signed up in, so for your safety
              your password was cleared. Send yourself a magic link to sign in.
            </>
          ) : null}
        </Confirmed>
      ) : null}
      {ssoButton ? <SsoButton sso={ssoButton} returnTo={returnTo} primary={ssoOnly} /> : null}
      {ssoOnly ? null : (
        <>
          {ssoButton ? <Divider>or</Divider> : null}
          <SignInForm
            magic={magic}
            adminOnly={adminOnly}
            initialEmail={arrival?.email ?? ''}
            returnTo={returnTo}
            autoFocus={!ssoButton}
          />
        </>
      )}
    </AuthLayout>
  );
}
