// Typed calls of the sign-up / sign-in / recovery API (spec 7, docs/api/accounts.md "Auth").
import type {
  CurrentUser,
  EmailOnlyRequest,
  ResetPasswordRequest,
  SignInRequest,
  SignUpRequest,
} from '../../../common/schemas/auth';
import type { SignInOptions } from '../../../common/sso';
import { get, getOrNull, post } from './http';

export type { CurrentUser };

interface UserAnswer {
  user: CurrentUser;
}
interface MessageAnswer {
  message: string;
}

export const authApi = {
  /** The signed-in user, or null when signed out (401). */
  currentUser: () => getOrNull<CurrentUser>('/api/auth/user'),
  signUp: (body: SignUpRequest) => post<UserAnswer>('/api/auth/signup', body),
  signIn: (body: SignInRequest) => post<UserAnswer>('/api/auth/signin', body),
  requestMagicLink: (body: EmailOnlyRequest) => post<MessageAnswer>('/api/auth/magic-link', body),
  verifyMagicLink: (token: string) => post<UserAnswer>('/api/auth/magic-link/verify', { token }),
  forgotPassword: (body: EmailOnlyRequest) => post<MessageAnswer>('/api/auth/forgot-password', body),
  resetPassword: (body: ResetPasswordRequest) => post<MessageAnswer>('/api/auth/reset-password', body),
  /** How this server lets people sign in (single sign-on or not); public, asked before anyone signs in. */
  signInOptions: () => get<SignInOptions>('/api/auth/options'),
};

/** Sign-out is a full-page navigation: the server ends the session and redirects to "/". */
export const LOGOUT_PATH = '/api/logout';
