// The signed-out forms load on demand: they validate with zod and common/schemas, which the landing page does
// not need. The landing's Sign Up and Sign In buttons start their load on hover or focus, before the click.
// The sign-in, sign-up and password screens also depend on the server's sign-in options (single sign-on or
// not): their loaders ask for those together with the code, so the screen draws once, with both.
import { loadSignInOptions } from './signInOptions';

const withOptions = <T>(page: Promise<T>) => {
  void loadSignInOptions();
  return page;
};

export const loadSignUpPage = () => withOptions(import('./SignUpPage'));
export const loadSignInPage = () => withOptions(import('./SignInPage'));
export const loadForgotPasswordPage = () => withOptions(import('./ForgotPasswordPage'));
export const loadResetPasswordPage = () => withOptions(import('./ResetPasswordPage'));
export const loadMagicLinkPage = () => import('./MagicLinkPage');
export const loadVerifyEmailFailedPage = () => import('./VerifyEmailFailedPage');
