// Reset password (spec 2/5/8): reads ?token=, two passwords with show/hide, done state or invalid-link redirect.
// While single sign-on is enforced there is no password to choose: a notice instead.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PASSWORD_MIN_LENGTH } from '../../../../common/schemas/fields';
import { authApi } from '../../api/auth';
import { errorText } from '../../api/http';
import { AlertIcon, Button, ButtonLink, CheckCircleIcon, Field, toast } from '../../ui';
import { AuthLayout, FormStack } from './AuthLayout';
import { PasswordInput } from './PasswordInput';
import { UnlessSsoOnly } from './SsoOnlyNotice';

export const INVALID_LINK_REDIRECT_MS = 2000;

function InvalidLink() {
  const [, navigate] = useLocation();
  const toasted = useRef(false);
  useEffect(() => {
    // StrictMode runs effects twice: one toast, but the (cleaned-up) timer is set again each time.
    if (!toasted.current) {
      toasted.current = true;
      toast({
        title: 'Invalid reset link',
        description: 'This reset link is invalid or has expired.',
        variant: 'destructive',
      });
    }
    const timer = setTimeout(() => navigate('/signin'), INVALID_LINK_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <AuthLayout
      icon={<AlertIcon size={22} />}
      tone="danger"
      title="Invalid Reset Link"
      description="This link can't be used to reset a password. Taking you to sign in…"
    >
      <ButtonLink href="/forgot-password" variant="secondary" size="lg" fullWidth>
        Request a New Link
      </ButtonLink>
    </AuthLayout>
  );
}

export const ResetPasswordPage = () => (
  <UnlessSsoOnly>
    <ResetPasswordForm />
  </UnlessSsoOnly>
);

function ResetPasswordForm() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  if (!token) return <InvalidLink />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password !== confirm) {
      toast({
        title: "Passwords don't match",
        description: 'Please make sure both passwords are identical.',
        variant: 'destructive',
      });
      return;
    }
    if (password.length < PASSWORD_MIN_LENGTH) {
      toast({
        title: 'Password too short',
        description: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
        variant: 'destructive',
      });
      return;
    }
    setPending(true);
    try {
      await authApi.resetPassword({ token, newPassword: password });
      setDone(true);
    } catch (error) {
      toast({
        title: 'Reset failed',
        description: errorText(error, 'Failed to reset password'),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }

  if (done) {
    return (
      <AuthLayout
        icon={<CheckCircleIcon size={22} />}
        tone="success"
        title="Password Updated"
        description="Your password has been changed and you were signed out everywhere. Sign in with your new password."
      >
        <ButtonLink href="/signin" variant="primary" size="lg" fullWidth>
          Sign In Now
        </ButtonLink>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Choose a new password"
      description={`Use at least ${PASSWORD_MIN_LENGTH} characters. You'll sign in with it from now on.`}
      back={{ href: '/signin', label: 'Back to sign in' }}
    >
      <FormStack onSubmit={submit} noValidate aria-label="Reset password">
        <Field label="New password" required hint={`At least ${PASSWORD_MIN_LENGTH} characters`}>
          <PasswordInput
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoFocus
          />
        </Field>
        <Field label="Confirm password" required>
          <PasswordInput
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
          />
        </Field>
        <Button type="submit" variant="primary" size="lg" fullWidth loading={pending}>
          Reset Password
        </Button>
      </FormStack>
    </AuthLayout>
  );
}
