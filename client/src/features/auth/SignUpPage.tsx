// Sign up (spec 2): four required fields checked like the server, a toast, then /signin after 1.5 s; while
// single sign-on is enforced, a notice instead (accounts come from the identity provider).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { AUTH_MESSAGES, signUpRequest } from '../../../../common/schemas/auth';
import { SSO_ENFORCED_MESSAGE } from '../../../../common/sso';
import { authApi } from '../../api/auth';
import { errorText, isApiError } from '../../api/http';
import { focusFirstInvalid, validate, type FieldErrors } from '../../lib/validate';
import { Button, Field, FieldRow, Input, toast } from '../../ui';
import { AuthLayout, FormStack, TextLink } from './AuthLayout';
import { EmailField } from './EmailField';
import { UnlessSsoOnly } from './SsoOnlyNotice';

export const SIGN_UP_REDIRECT_MS = 1500;

type Values = { firstName: string; lastName: string; email: string; password: string };

export const SignUpPage = () => (
  <UnlessSsoOnly>
    <SignUpForm />
  </UnlessSsoOnly>
);

function SignUpForm() {
  const [, navigate] = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>({ firstName: '', lastName: '', email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/signin'), SIGN_UP_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const set = (key: keyof Values) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: event.target.value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validate(signUpRequest, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(formRef.current);
      return;
    }
    setPending(true);
    try {
      await authApi.signUp(checked.data);
      toast({
        title: 'Account created',
        description: 'Check your email to verify your address, then sign in.',
      });
      setDone(true);
    } catch (error) {
      setPending(false);
      if (isApiError(error, 409)) {
        setErrors({ email: errorText(error, AUTH_MESSAGES.emailTaken) });
        focusFirstInvalid(formRef.current);
      }
      toast({
        title: 'Sign up failed',
        description: isApiError(error, 429)
          ? errorText(error, 'Please try again later.')
          : isApiError(error, 403)
            ? errorText(error, SSO_ENFORCED_MESSAGE)
            : 'Please try again or use a different sign-up method.',
        variant: 'destructive',
      });
    }
  }

  return (
    <AuthLayout
      title="Create your account"
      description="Start planning in minutes: capture ideas, rank them and map them to releases."
      below={
        <>
          Already have an account? <TextLink href="/signin">Sign in</TextLink>
        </>
      }
      back={{ href: '/', label: 'Back to home' }}
    >
      <FormStack ref={formRef} onSubmit={submit} noValidate aria-label="Sign up">
        <FieldRow>
          <Field label="First name" required error={errors.firstName}>
            <Input autoComplete="given-name" value={values.firstName} onChange={set('firstName')} autoFocus />
          </Field>
          <Field label="Last name" required error={errors.lastName}>
            <Input autoComplete="family-name" value={values.lastName} onChange={set('lastName')} />
          </Field>
        </FieldRow>
        <EmailField value={values.email} onChange={set('email')} error={errors.email} />
        <Field label="Password" required error={errors.password} hint="At least 8 characters">
          <Input
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={set('password')}
          />
        </Field>
        <Button type="submit" variant="primary" size="lg" fullWidth loading={pending || done}>
          Sign Up
        </Button>
      </FormStack>
    </AuthLayout>
  );
}
