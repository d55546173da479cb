// Forgot password (spec 2/8): e-mail form → 'Check Your Email' state; each server answer has its own toast.
// While single sign-on is enforced there is no password to reset: a notice instead.
import { useRef, useState, type FormEvent } from 'react';
import { emailOnlyRequest, FORGOT_PASSWORD_MESSAGES } from '../../../../common/schemas/auth';
import { SSO_ENFORCED_MESSAGE } from '../../../../common/sso';
import { authApi } from '../../api/auth';
import { errorText, isApiError } from '../../api/http';
import { focusFirstInvalid, validate, type FieldErrors } from '../../lib/validate';
import { Button, MailIcon, toast } from '../../ui';
import { AuthLayout, FormStack } from './AuthLayout';
import { EmailField } from './EmailField';
import { UnlessSsoOnly } from './SsoOnlyNotice';

const OAUTH_MARKER = 'Password reset is only available';

function failureToast(error: unknown) {
  const message = error instanceof Error ? error.message : '';
  if (message.includes(OAUTH_MARKER)) {
    toast({
      title: 'OAuth Account',
      description:
        'Password reset is only available for email/password accounts. Please sign in using your original authentication method.',
      variant: 'destructive',
    });
    return;
  }
  toast({
    title: 'Failed to send reset link',
    description: isApiError(error, 429)
      ? errorText(error, 'Please try again later.')
      : isApiError(error, 403)
        ? errorText(error, SSO_ENFORCED_MESSAGE)
        : 'Please try again or contact support.',
    variant: 'destructive',
  });
}

export const ForgotPasswordPage = () => (
  <UnlessSsoOnly>
    <ForgotPasswordForm />
  </UnlessSsoOnly>
);

function ForgotPasswordForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validate(emailOnlyRequest, { email });
    if (!checked.ok) {
      setError(checked.errors);
      focusFirstInvalid(formRef.current);
      return;
    }
    setError({});
    setPending(true);
    try {
      const { message } = await authApi.forgotPassword(checked.data);
      if (message === FORGOT_PASSWORD_MESSAGES.sent) {
        toast({
          title: 'Reset link sent!',
          description: 'Check your email for a link to reset your password.',
        });
        setSentTo(checked.data.email);
      } else if (message === FORGOT_PASSWORD_MESSAGES.noAccount) {
        toast({
          title: 'No account found',
          description: "There's no account associated with that email address.",
          variant: 'destructive',
        });
      } else {
        toast({ title: 'Request processed', description: message });
      }
    } catch (caught) {
      failureToast(caught);
    } finally {
      setPending(false);
    }
  }

  const back = { href: '/signin', label: 'Back to sign in' };

  if (sentTo) {
    return (
      <AuthLayout
        icon={<MailIcon size={22} />}
        tone="success"
        title="Check Your Email"
        description={
          <>
            We sent a password reset link to <strong>{sentTo}</strong>. It expires in 30 minutes. If it
            doesn&apos;t arrive, check your spam folder.
          </>
        }
        back={back}
      >
        <Button variant="secondary" size="lg" fullWidth onClick={() => setSentTo(null)}>
          Send Another Email
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter the email address of your account and we'll send you a link to choose a new password."
      back={back}
    >
      <FormStack ref={formRef} onSubmit={submit} noValidate aria-label="Forgot password">
        <EmailField
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error.email}
          autoFocus
        />
        <Button type="submit" variant="primary" size="lg" fullWidth loading={pending}>
          Send Reset Link
        </Button>
      </FormStack>
    </AuthLayout>
  );
}
