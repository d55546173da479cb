// Routes of spec 2: "/" is the landing page or the signed-in home; auth pages; /admin; the projector view
// /present/{id}; anything else 404.
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { VERIFY_EMAIL_FAILED_PATH } from '../../common/appPaths';
import { AuthLoading } from './features/auth/AuthLayout';
import {
  loadForgotPasswordPage,
  loadMagicLinkPage,
  loadResetPasswordPage,
  loadSignInPage,
  loadSignUpPage,
  loadVerifyEmailFailedPage,
} from './features/auth/loadPages';
import { LandingPage } from './features/landing/LandingPage';
import { PaletteMount } from './features/palette/PaletteMount';
import { PresentFallback } from './features/present/PresentFallback';
import { NotFoundPage } from './features/shell/NotFoundPage';
import { useEmailVerifiedToast } from './features/shell/useEmailVerifiedToast';
import { RETURN_TO_PARAM, sameAppPath } from '../../common/sso';
import { signInPathFor } from './lib/returnTo';
import { loadSession, session } from './store/session';
import { Spinner } from './ui';

// The signed-in screens load on demand: visitors on the landing and auth pages never download them. The
// signed-out forms load on demand too (zod and the schemas come with them), inside their page's frame; the
// landing page is part of the entry, so "/" draws at once (bench/landingSize.ts keeps its weight in check).
const SignUpPage = lazy(() => loadSignUpPage().then((m) => ({ default: m.SignUpPage })));
const SignInPage = lazy(() => loadSignInPage().then((m) => ({ default: m.SignInPage })));
const ForgotPasswordPage = lazy(() =>
  loadForgotPasswordPage().then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() => loadResetPasswordPage().then((m) => ({ default: m.ResetPasswordPage })));
const MagicLinkPage = lazy(() => loadMagicLinkPage().then((m) => ({ default: m.MagicLinkPage })));
const VerifyEmailFailedPage = lazy(() =>
  loadVerifyEmailFailedPage().then((m) => ({ default: m.VerifyEmailFailedPage })),
);
const AdminPage = lazy(() => import('./features/admin/AdminPage').then((m) => ({ default: m.AdminPage })));
const BoardPage = lazy(() => import('./features/board/BoardPage').then((m) => ({ default: m.BoardPage })));
const PresentPage = lazy(() =>
  import('./features/present/PresentPage').then((m) => ({ default: m.PresentPage })),
);

const Loading = styled.div`
  display: grid;
  place-items: center;
  min-height: 100vh;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A signed-out screen: its form arrives in the frame AuthLoading already draws. */
const SignedOut = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<AuthLoading />}>{children}</Suspense>
);

/** Sign-up and sign-in are for visitors; a signed-in user goes to the page they wanted (`returnTo`), or "/". */
function SignedOutOnly({ children }: { children: ReactNode }) {
  const { status } = useSnapshot(session);
  const returnTo = sameAppPath(new URLSearchParams(useSearch()).get(RETURN_TO_PARAM));
  return status === 'signedIn' ? (
    <Redirect to={returnTo ?? '/'} replace />
  ) : (
    <SignedOut>{children}</SignedOut>
  );
}

const Spinning = () => (
  <Loading>
    <Spinner size={24} />
  </Loading>
);

/** A visitor is sent to sign in, and comes back here once signed in. */
function SignedInOnly({ children }: { children: ReactNode }) {
  const { status } = useSnapshot(session);
  const [path] = useLocation();
  const search = useSearch();
  if (status === 'loading') return <Spinning />;
  if (status !== 'signedIn')
    return <Redirect to={signInPathFor(search ? `${path}?${search}` : path)} replace />;
  return <Suspense fallback={<Spinning />}>{children}</Suspense>;
}

function Home() {
  const { status } = useSnapshot(session);
  if (status !== 'signedIn') return <LandingPage />;
  return (
    <Suspense fallback={<Spinning />}>
      <BoardPage />
    </Suspense>
  );
}

export function App() {
  useEffect(() => {
    void loadSession();
  }, []);
  useEmailVerifiedToast();

  return (
    <>
      <Switch>
        <Route path="/">
          <Home />
        </Route>
        <Route path="/signup">
          <SignedOutOnly>
            <SignUpPage />
          </SignedOutOnly>
        </Route>
        <Route path="/signin">
          <SignedOutOnly>
            <SignInPage />
          </SignedOutOnly>
        </Route>
        <Route path="/forgot-password">
          <SignedOut>
            <ForgotPasswordPage />
          </SignedOut>
        </Route>
        <Route path="/reset-password">
          <SignedOut>
            <ResetPasswordPage />
          </SignedOut>
        </Route>
        <Route path="/magic-link">
          <SignedOut>
            <MagicLinkPage />
          </SignedOut>
        </Route>
        {/* A used, expired or unknown e-mail verification link (server: GET /api/auth/verify-email). */}
        <Route path={VERIFY_EMAIL_FAILED_PATH}>
          <SignedOut>
            <VerifyEmailFailedPage />
          </SignedOut>
        </Route>
        <Route path="/admin">
          <SignedInOnly>
            <AdminPage />
          </SignedInOnly>
        </Route>
        {/* Signed in or not (a room link needs no account): the page decides what to show. */}
        <Route path="/present/:projectId">
          <Suspense fallback={<PresentFallback />}>
            <PresentPage />
          </Suspense>
        </Route>
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
      {/* ⌘K anywhere once signed in (features/palette). */}
      <PaletteMount />
    </>
  );
}
