// Sign in (spec 2): password mode or magic-link mode; success reloads the whole app at "/" after 0.5 s.
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSearch } from 'wouter';
import { emailOnlyRequest, signInRequest } from '../../../../common/schemas/auth';
import { authApi } from '../../api/auth';
import { errorText, isApiError } from '../../api/http';
import { focusFirstInvalid, validate, type FieldErrors } from '../../lib/validate';
import { Button, ButtonLink, Field, Input, MailIcon, toast } from '../../ui';
import { AuthLayout, FormStack, TextLink } from './AuthLayout';
import { EmailField } from './EmailField';
import { EMAIL_CONFIRMED_TEXT, useVerifiedArrival } from './verifiedArrival';

export const SIGN_IN_RELOAD_MS = 500;

const Row = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: -6px;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Divider = styled.div`
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

const Sent = styled.p`
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.successSoft};
  color: ${({ theme }) => theme.color.successSoftText};
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;
`;

const Confirmed = styled(Sent)`
  margin-bottom: 16px;
`;

/** The mode lives in the address (/signin?mode=magic), so the switch is a real link and Back undoes it. */
export const MAGIC_MODE_HREF = '/signin?mode=magic';

export function SignInPage() {
  const formRef = useRef<HTMLFormElement>(null);
  const mode = new URLSearchParams(useSearch()).get('mode') === 'magic' ? 'magic' : 'password';
  // Arrived from a verification link (signed out): say so, with the address filled in.
  const arrival = useVerifiedArrival();
  const [email, setEmail] = useState(arrival?.email ?? '');
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
      setTimeout(() => window.location.assign('/'), SIGN_IN_RELOAD_MS);
    } catch (error) {
      toast({
        title: 'Sign in failed',
        description: isApiError(error, 429)
          ? errorText(error, 'Too many attempts. Please try again later.')
          : 'Please check your email and password.',
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
        description: isApiError(error, 429) ? errorText(error, 'Please try again.') : 'Please try again.',
        variant: 'destructive',
      });
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    const invalid = await (mode === 'password' ? signIn() : sendMagicLink());
    setPending(false);
    setErrors(invalid ?? {});
    if (invalid) focusFirstInvalid(formRef.current);
  }

  const magic = mode === 'magic';
  return (
    <AuthLayout
      title="Welcome back"
      description={
        magic
          ? "Enter your email and we'll send you a link that signs you in, no password needed."
          : 'Sign in to your Cardplan workspace.'
      }
      below={
        <>
          Don&apos;t have an account? <TextLink href="/signup">Sign up</TextLink>
        </>
      }
      back={{ href: '/', label: 'Back to home' }}
    >
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
      <FormStack ref={formRef} onSubmit={submit} noValidate aria-label={magic ? 'Magic link' : 'Sign in'}>
        <EmailField
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
          autoFocus
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
            <Row>
              <TextLink href="/forgot-password">Forgot your password?</TextLink>
            </Row>
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
      <Divider>or</Divider>
      <ButtonLink
        href={magic ? '/signin' : MAGIC_MODE_HREF}
        onClick={resetMessages}
        variant="secondary"
        size="lg"
        fullWidth
        icon={magic ? undefined : <MailIcon size={16} />}
      >
        {magic ? 'Use password instead' : 'Send me a magic link instead'}
      </ButtonLink>
    </AuthLayout>
  );
}
