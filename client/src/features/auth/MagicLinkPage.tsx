// Magic-link page (spec 2/8): verifies ?token= once on load; verifying → success (reload to "/") or error; a
// 403 means single sign-on is enforced, which the page says instead of an error.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useSearch } from 'wouter';
import { AUTH_MESSAGES } from '../../../../common/schemas/auth';
import { authApi } from '../../api/auth';
import { errorText, isApiError } from '../../api/http';
import { AlertIcon, ButtonLink, CheckCircleIcon, Spinner, toast } from '../../ui';
import { AuthLayout } from './AuthLayout';
import { SsoOnlyNotice } from './SsoOnlyNotice';

export const MAGIC_LINK_REDIRECT_MS = 2000;
export const NO_TOKEN_TEXT = 'Invalid magic link - no token provided';

/**
 * A token works only once, and StrictMode (or a remount) runs effects again: every verification of a
 * token shares the first request, and its failure toast is shown once.
 */
const verifications = new Map<string, Promise<Outcome>>();

type Outcome = { kind: 'success' } | { kind: 'error'; message: string } | { kind: 'ssoOnly' };
type State = { kind: 'verifying' } | Outcome;

function verifyOnce(token: string): Promise<Outcome> {
  let pending = verifications.get(token);
  if (!pending) {
    pending = authApi.verifyMagicLink(token).then(
      (): Outcome => ({ kind: 'success' }),
      (error: unknown): Outcome => {
        if (isApiError(error, 403)) return { kind: 'ssoOnly' };
        const message = errorText(error, 'Magic link verification failed');
        toast({ title: 'Sign in failed', description: message, variant: 'destructive' });
        return { kind: 'error', message: errorText(error, AUTH_MESSAGES.magicLinkInvalid) };
      },
    );
    verifications.set(token, pending);
  }
  return pending;
}

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
`;

const Verifying = styled.div`
  display: flex;
  justify-content: center;
  padding: 8px 0 4px;
  color: ${({ theme }) => theme.color.accent};
`;

export function MagicLinkPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [state, setState] = useState<State>(
    token ? { kind: 'verifying' } : { kind: 'error', message: NO_TOKEN_TEXT },
  );

  useEffect(() => {
    if (!token) return;
    let active = true;
    void verifyOnce(token).then((outcome) => {
      if (active) setState(outcome);
    });
    return () => {
      active = false;
    };
  }, [token]);

  useEffect(() => {
    if (state.kind !== 'success') return;
    // A full navigation, so the app starts again with the new session.
    const timer = setTimeout(() => window.location.assign('/'), MAGIC_LINK_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.kind]);

  if (state.kind === 'verifying') {
    return (
      <AuthLayout title="Signing you in…" description="Checking your magic link. This only takes a moment.">
        <Verifying>
          <Spinner size={28} label="Verifying magic link" />
        </Verifying>
      </AuthLayout>
    );
  }

  if (state.kind === 'ssoOnly') return <SsoOnlyNotice />;

  if (state.kind === 'success') {
    return (
      <AuthLayout
        icon={<CheckCircleIcon size={22} />}
        tone="success"
        title="Welcome Back"
        description="You're signed in. Taking you to your workspace…"
      >
        <Verifying>
          <Spinner size={20} label="Opening your workspace" />
        </Verifying>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      icon={<AlertIcon size={22} />}
      tone="danger"
      title="We couldn't sign you in"
      description={state.message}
    >
      <Actions>
        <ButtonLink href="/signin" variant="primary" size="lg" fullWidth>
          Try Another Sign In Method
        </ButtonLink>
        <ButtonLink href="/signup" variant="secondary" size="lg" fullWidth>
          Create New Account
        </ButtonLink>
      </Actions>
    </AuthLayout>
  );
}
