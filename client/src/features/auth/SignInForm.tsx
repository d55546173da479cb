// The sign-in screen's own form (spec 2): password mode or magic-link mode, and the switch between them;
// success reloads the whole app after 0.5 s, at the page the person wanted or at "/".
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { emailOnlyRequest, signInRequest } from '../../../../common/schemas/auth';
import { SSO_ENFORCED_MESSAGE } from '../../../../common/sso';
import { authApi } from '../../api/auth';
import { errorText, isApiError } from '../../api/http';
import { withReturnTo } from '../../lib/returnTo';
import { focusFirstInvalid, validate, type FieldErrors } from '../../lib/validate';
import { Button, ButtonLink, Field, Input, MailIcon, toast } from '../../ui';
import { FormStack, TextLink } from './AuthLayout';
import { EmailField } from './EmailField';

export const SIGN_IN_RELOAD_MS = 500;

/** The mode lives in the address (/signin?mode=magic), so the switch is a real link and Back undoes it. */
export const MAGIC_MODE_HREF = '/signin?mode=magic';

const Row = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: -6px;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const Divider = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 20px 0 14px;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textSubtle};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${({ theme }) => theme.color.border};
  }
`;

export const Sent = styled.p`
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.successSoft};
  color: ${({ theme }) => theme.color.successSoftText};
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;
`;

/** The server's words for a limit (429) or for "single sign-on only" (403); else the spec's text. */
function refusalText(error: unknown, limited: string, otherwise: string): string {
  if (isApiError(error, 429)) return errorText(error, limited);
  if (isApiError(error, 403)) return errorText(error, SSO_ENFORCED_MESSAGE);
  return otherwise;
}

export interface SignInFormProps {
  magic: boolean;
  /** The administrator's password sign-in while single sign-on is enforced: no other way is offered. */
  adminOnly: boolean;
  initialEmail: string;
  /** A checked path of this app to go to once signed in. */
  returnTo: string | null;
  /** The e-mail field takes the focus when nothing comes before it on the screen. */
  autoFocus: boolean;
}

export function SignInForm({ magic, adminOnly, initialEmail, returnTo, autoFocus }: SignInFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  function resetMessages() {
    setErrors({});
    setSentTo(null);
  }

  async function signIn() {
    const checked = validate(signInRequest, { email, password });
    if (!checked.ok) return checked.errors;
    try {
      await authApi.signIn(checked.data);
      setSignedIn(true);
      toast({ title: 'Welcome back!', description: 'Taking you to your workspace…' });
      setTimeout(() => window.location.assign(returnTo ?? '/'), SIGN_IN_RELOAD_MS);
    } catch (error) {
      toast({
        title: 'Sign in failed',
        description: refusalText(
          error,
          'Too many attempts. Please try again later.',
          'Please check your email and password.',
        ),
        variant: 'destructive',
      });
    }
  }

  async function sendMagicLink() {
    const checked = validate(emailOnlyRequest, { email });
    if (!checked.ok) return checked.errors;
    try {
      await authApi.requestMagicLink(checked.data);
      setSentTo(checked.data.email);
      toast({ title: 'Magic link sent!', description: 'Check your email for a sign-in link.' });
    } catch (error) {
      toast({
        title: 'Failed to send magic link',
        description: refusalText(error, 'Please try again.', 'Please try again.'),
        variant: 'destructive',
      });
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    const invalid = await (magic ? sendMagicLink() : signIn());
    setPending(false);
    setErrors(invalid ?? {});
    if (invalid) focusFirstInvalid(formRef.current);
  }

  return (
    <>
      <FormStack ref={formRef} onSubmit={submit} noValidate aria-label={magic ? 'Magic link' : 'Sign in'}>
        <EmailField
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
          autoFocus={autoFocus}
        />
        {magic ? null : (
          <>
            <Field label="Password" required error={errors.password}>
              <Input
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </Field>
            {adminOnly ? null : (
              <Row>
                <TextLink href="/forgot-password">Forgot your password?</TextLink>
              </Row>
            )}
          </>
        )}
        {magic && sentTo ? (
          <Sent role="status">A sign-in link is on its way to {sentTo}. It works once, for 10 minutes.</Sent>
        ) : null}
        <Button
          type="submit"
          variant="primary"
          size="lg"
          fullWidth
          loading={pending || signedIn}
          icon={magic ? <MailIcon size={16} /> : undefined}
        >
          {magic ? 'Send Magic Link' : 'Sign In'}
        </Button>
      </FormStack>
      {adminOnly ? null : (
        <>
          <Divider>or</Divider>
          <ButtonLink
            href={magic ? withReturnTo('/signin', returnTo) : withReturnTo(MAGIC_MODE_HREF, returnTo)}
            onClick={resetMessages}
            variant="secondary"
            size="lg"
            fullWidth
            icon={magic ? undefined : <MailIcon size={16} />}
          >
            {magic ? 'Use password instead' : 'Send me a magic link instead'}
          </ButtonLink>
        </>
      )}
    </>
  );
}
