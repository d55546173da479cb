// The projector's other screens: a calm loading screen, 'not available', 'sign in', an empty roadmap, and
// the banner over the last picture when the link was revoked (or the access removed) while it was open.
import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { useLocation } from 'wouter';
import { signInPathFor } from '../../lib/returnTo';
import { AlertIcon, Brand, ButtonLink, RoadmapIcon, Spinner } from '../../ui';

const Screen = styled.div`
  position: fixed;
  inset: 0;
  display: grid;
  place-items: center;
  overflow: hidden;
  padding: 24px;
  background: ${({ theme }) => theme.color.bg};
  color: ${({ theme }) => theme.color.text};
`;

const fadeIn = keyframes`
  from { opacity: 0; transform: translateY(6px); }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  max-width: 34rem;
  text-align: center;
  animation: ${fadeIn} 400ms ${({ theme }) => theme.motion.ease} both;
  & h1 {
    font-size: clamp(1.5rem, 3.2vh, 2.5rem);
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    letter-spacing: -0.015em;
  }
  & p {
    font-size: clamp(1rem, 2vh, 1.375rem);
    color: ${({ theme }) => theme.color.textMuted};
    line-height: 1.5;
  }
`;

const Badge = styled.span`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 18px;
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.textMuted};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.borderStrong};
`;

const Footer = styled.div`
  position: absolute;
  bottom: 24px;
  left: 0;
  right: 0;
  display: flex;
  justify-content: center;
  opacity: 0.7;
`;

function Message({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <Screen>
      <Panel role="status">
        <Badge>{icon}</Badge>
        <h1>{title}</h1>
        {children}
      </Panel>
      <Footer>
        <Brand size={18} />
      </Footer>
    </Screen>
  );
}

export function PresentLoading() {
  return (
    <Screen>
      <Panel>
        <Spinner size={32} label="Loading roadmap" />
        <p>Loading roadmap…</p>
      </Panel>
      <Footer>
        <Brand size={18} />
      </Footer>
    </Screen>
  );
}

/** Sign in, and come back to this projector view. */
function SignInLink() {
  const [path] = useLocation();
  return (
    <ButtonLink href={signInPathFor(path)} variant="primary" size="lg">
      Sign in
    </ButtonLink>
  );
}

export function PresentNotFound({ signedOut }: { signedOut: boolean }) {
  return (
    <Message icon={<RoadmapIcon size={28} />} title="This roadmap is not available">
      <p>The link may be wrong, or you may not have access to this project.</p>
      {signedOut ? <SignInLink /> : null}
    </Message>
  );
}

export function PresentSignedOut() {
  return (
    <Message icon={<RoadmapIcon size={28} />} title="Sign in to present this roadmap">
      <p>
        Projector views are for the people the project is shared with. Without an account, ask its owner for a
        room link.
      </p>
      <SignInLink />
    </Message>
  );
}

export function PresentEmpty() {
  return (
    <Panel role="status">
      <Badge>
        <RoadmapIcon size={28} />
      </Badge>
      <h1>Nothing on this roadmap yet</h1>
      <p>Use cases, releases and cards appear here as soon as someone adds them.</p>
    </Panel>
  );
}

const Banner = styled.div`
  position: absolute;
  left: 50%;
  top: 50%;
  z-index: 2;
  display: flex;
  align-items: center;
  gap: 18px;
  max-width: min(90vw, 46rem);
  padding: 22px 28px;
  border-radius: 18px;
  transform: translate(-50%, -50%);
  background: ${({ theme }) => theme.color.surfaceRaised};
  box-shadow:
    inset 0 0 0 2px ${({ theme }) => theme.color.danger},
    ${({ theme }) => theme.shadow.xl};
  animation: ${fadeIn} 400ms ${({ theme }) => theme.motion.ease} both;
  & > svg {
    flex: none;
    color: ${({ theme }) => theme.color.danger};
  }
  & strong {
    display: block;
    font-size: clamp(1.375rem, 3vh, 2.25rem);
    letter-spacing: -0.01em;
  }
  & span {
    font-size: clamp(1rem, 1.9vh, 1.375rem);
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** Over the dimmed last picture: the room link was revoked, or the signed-in member lost access. */
export function RevokedBanner({ room }: { room: boolean }) {
  return (
    <Banner role="alert" data-testid="present-revoked">
      <AlertIcon size={40} />
      <div>
        <strong>{room ? 'This link was revoked' : 'Your access to this project was removed'}</strong>
        <span>
          {room
            ? 'This screen no longer updates. Ask the folder’s owner for a new projector link.'
            : 'This screen no longer updates.'}
        </span>
      </div>
    </Banner>
  );
}
