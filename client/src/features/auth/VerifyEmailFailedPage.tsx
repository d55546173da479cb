// Where a used, expired or unknown verification link lands: says so, and names no one (the link may be in
// anyone's hands once it is used). A signed-in user is offered the board; anyone else, sign-in.
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { session } from '../../store/session';
import { AlertIcon, ButtonLink } from '../../ui';
import { AuthLayout } from './AuthLayout';

export const VERIFY_LINK_INVALID_TITLE = 'This verification link is invalid or has expired';

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
`;

export function VerifyEmailFailedPage() {
  const { status } = useSnapshot(session);
  const signedIn = status === 'signedIn';
  return (
    <AuthLayout
      icon={<AlertIcon size={22} />}
      tone="danger"
      title={VERIFY_LINK_INVALID_TITLE}
      description={
        signedIn
          ? 'Each link works once and for a limited time; this one may have been used already.'
          : 'Each link works once and for a limited time; this one may have been used already. Sign in to continue.'
      }
    >
      <Actions>
        {signedIn ? (
          <ButtonLink href="/" variant="primary" size="lg" fullWidth>
            Go to your board
          </ButtonLink>
        ) : (
          <ButtonLink href="/signin" variant="primary" size="lg" fullWidth>
            Sign In
          </ButtonLink>
        )}
      </Actions>
    </AuthLayout>
  );
}
