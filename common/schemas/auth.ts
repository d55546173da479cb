// Requests and responses of the sign-up / sign-in / recovery calls (spec sections 5 and 7).
import { z } from 'zod';
import { accessLevelField, emailField, newPasswordField, PASSWORD_MAX_LENGTH, personName } from './fields';

export const signUpRequest = z.object({
  email: emailField,
  password: newPasswordField,
  firstName: personName('First name'),
  lastName: personName('Last name'),
});
export type SignUpRequest = z.infer<typeof signUpRequest>;

export const signInRequest = z.object({
  email: emailField,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type SignInRequest = z.infer<typeof signInRequest>;

export const emailOnlyRequest = z.object({ email: emailField });
export type EmailOnlyRequest = z.infer<typeof emailOnlyRequest>;

const tokenField = z
  .string({ error: 'Token is required' })
  .min(1, 'Token is required')
  .max(200, 'Invalid token');

export const magicLinkVerifyRequest = z.object({ token: tokenField });

export const resetPasswordRequest = z.object({ token: tokenField, newPassword: newPasswordField });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

/** The signed-in user as every auth call returns it. */
export const currentUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  emailVerified: z.boolean(),
  accessLevel: accessLevelField,
  createdAt: z.string(),
});
export type CurrentUser = z.infer<typeof currentUser>;

/** The exact `message` texts of spec section 7 the client matches on. */
export const FORGOT_PASSWORD_MESSAGES = {
  sent: 'Password reset email has been sent to your email address.',
  noAccount: 'No account found with that email address.',
} as const;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  notSignedIn: 'Not signed in',
  emailTaken: 'An account with this email already exists',
  magicLinkSent: 'If that address can sign in, a magic link is on its way.',
  magicLinkInvalid: 'This magic link is invalid or has expired.',
  magicLinkNoAccount: 'No account uses this email address yet. Sign up to create one.',
  resetLinkInvalid: 'This reset link is invalid or has expired.',
  passwordReset: 'Your password has been updated. You can sign in now.',
  oauthReset: 'Password reset is only available for email/password accounts.',
} as const;
