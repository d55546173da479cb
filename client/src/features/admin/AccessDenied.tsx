// Shown when /api/admin/* answers 403 (spec 2/6): the exact access-denied card and a way back.
import styled from 'styled-components';
import { AlertIcon, ButtonLink } from '../../ui';

const Card = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  width: min(460px, 100%);
  margin: clamp(24px, 10vh, 120px) auto 0;
  padding: 36px 28px 28px;
  text-align: center;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.xl};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

const Icon = styled.div`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  margin-bottom: 8px;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.dangerSoftText};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSize['2xl']};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: -0.02em;
`;

const Text = styled.p`
  margin-bottom: 16px;
  color: ${({ theme }) => theme.color.textMuted};
`;

export function AccessDenied() {
  return (
    <Card role="alert">
      <Icon aria-hidden="true">
        <AlertIcon size={22} />
      </Icon>
      <Title>Access Denied</Title>
      <Text>You don&apos;t have admin privileges to access this page.</Text>
      <ButtonLink href="/" variant="secondary">
        Back to workspace
      </ButtonLink>
    </Card>
  );
}
