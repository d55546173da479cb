// The signed-out forms load on demand: they validate with zod and common/schemas, which the landing page does
// not need. The landing's Sign Up and Sign In buttons start their load on hover or focus, before the click.
export const loadSignUpPage = () => import('./SignUpPage');
export const loadSignInPage = () => import('./SignInPage');
export const loadForgotPasswordPage = () => import('./ForgotPasswordPage');
export const loadResetPasswordPage = () => import('./ResetPasswordPage');
export const loadMagicLinkPage = () => import('./MagicLinkPage');
export const loadVerifyEmailFailedPage = () => import('./VerifyEmailFailedPage');
