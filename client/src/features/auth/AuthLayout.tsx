// Frame of every signed-out screen: brand, one centred card (icon, title, text, content), links below; and the
// same frame with a spinner in the card while a screen's code loads.
import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { Link } from 'wouter';
import { ArrowLeftIcon, Brand, Spinner, ThemeToggle, below } from '../../ui';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background:
    radial-gradient(760px 340px at 50% -140px, ${({ theme }) => theme.color.accentSoft}, transparent 72%),
    ${({ theme }) => theme.color.bg};
`;

const Top = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 18px clamp(16px, 4vw, 32px);
`;

const BrandLink = styled(Link)`
  border-radius: ${({ theme }) => theme.radius.sm};
  text-decoration: none;
`;

const Center = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: clamp(12px, 6vh, 72px) 16px 48px;
`;

const Card = styled.section`
  width: min(420px, 100%);
  padding: 32px;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.xl};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  ${below('sm')} {
    padding: 24px 20px;
  }
`;

const IconRing = styled.div<{ $tone: AuthTone }>`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  margin-bottom: 18px;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $tone }) => theme.color[`${$tone}Soft`]};
  color: ${({ theme, $tone }) => theme.color[`${$tone}SoftText`]};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSize['2xl']};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: -0.02em;
`;

const Description = styled.div`
  margin-top: 6px;
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.relaxed};
  color: ${({ theme }) => theme.color.textMuted};
  & strong {
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    /* An address stays on one line when it fits, and only breaks when it cannot. */
    display: inline-block;
    max-width: 100%;
    overflow-wrap: anywhere;
  }
`;

const Body = styled.div`
  margin-top: 24px;
`;

const Below = styled.div`
  margin-top: 20px;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-top: 14px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.color.text};
  }
`;

type AuthTone = 'accent' | 'success' | 'danger' | 'warning';

export interface AuthLayoutProps {
  title: ReactNode;
  description?: ReactNode;
  /** An icon above the title, for result states (sent, done, invalid link). */
  icon?: ReactNode;
  tone?: AuthTone;
  children?: ReactNode;
  /** Text under the card, e.g. "Don't have an account? Sign up". */
  below?: ReactNode;
  /** A quiet back link under everything. */
  back?: { href: string; label: string };
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Page>
      <Top>
        <BrandLink href="/" aria-label="Cardplan home">
          <Brand size={20} />
        </BrandLink>
        <ThemeToggle size="sm" />
      </Top>
      <Center>{children}</Center>
    </Page>
  );
}

export function AuthLayout({
  title,
  description,
  icon,
  tone = 'accent',
  children,
  below,
  back,
}: AuthLayoutProps) {
  return (
    <Frame>
      <Card>
        {icon ? (
          <IconRing $tone={tone} aria-hidden="true">
            {icon}
          </IconRing>
        ) : null}
        <Title>{title}</Title>
        {description ? <Description>{description}</Description> : null}
        {children ? <Body>{children}</Body> : null}
      </Card>
      {below ? <Below>{below}</Below> : null}
      {back ? (
        <BackLink href={back.href}>
          <ArrowLeftIcon size={14} /> {back.label}
        </BackLink>
      ) : null}
    </Frame>
  );
}

const appear = keyframes`from { opacity: 0; }`;

/** The height of a short form, so the card grows little when the form comes; the spinner shows only if the
 * wait is long enough to notice. */
const Waiting = styled.div`
  display: grid;
  place-items: center;
  min-height: 300px;
  color: ${({ theme }) => theme.color.textMuted};
  animation: ${appear} 0.2s ease 0.15s backwards;
`;

/** A signed-out screen while its code loads: the page, the brand and the card are already there. */
export function AuthLoading() {
  return (
    <Frame>
      <Card aria-busy="true">
        <Waiting>
          <Spinner size={24} />
        </Waiting>
      </Card>
    </Frame>
  );
}

/** Vertical stack for a form's fields and its submit button. */
export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

/** A text link styled for the auth screens (wouter Link or a button that looks like a link). */
export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.color.link};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;
