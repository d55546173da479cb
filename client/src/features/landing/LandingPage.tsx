// Marketing landing page at "/" for visitors: sidebar with sign-up/in, headline, draggable demo, how it works.
import styled from 'styled-components';
import { SparklesIcon, below } from '../../ui';
import { DemoBoard } from './DemoBoard';
import { HowItWorks } from './HowItWorks';
import { LandingSidebar } from './LandingSidebar';

const Shell = styled.div`
  display: grid;
  grid-template-columns: ${({ theme }) => theme.layout.sidebarWidth} minmax(0, 1fr);
  min-height: 100vh;
  ${below('md')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Main = styled.main`
  position: relative;
  min-width: 0;
  padding: 64px clamp(20px, 5vw, 64px) 40px;
  background:
    radial-gradient(900px 380px at 30% -120px, ${({ theme }) => theme.color.accentSoft}, transparent 70%),
    ${({ theme }) => theme.color.bg};
  ${below('md')} {
    padding-top: 36px;
  }
`;

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: 40px;
  max-width: 920px;
  margin: 0 auto;
`;

const Hero = styled.header`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 16px;
`;

const Eyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 26px;
  padding: 0 10px;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  color: ${({ theme }) => theme.color.accentSoftText};
`;

const Headline = styled.h1`
  font-size: clamp(2.25rem, 5.2vw, ${({ theme }) => theme.fontSize['5xl']});
  font-weight: ${({ theme }) => theme.fontWeight.black};
  line-height: 1.04;
  letter-spacing: -0.035em;
  color: ${({ theme }) => theme.color.text};
`;

const Subline = styled.p`
  max-width: 58ch;
  font-size: ${({ theme }) => theme.fontSize.xl};
  line-height: ${({ theme }) => theme.lineHeight.relaxed};
  color: ${({ theme }) => theme.color.textMuted};
  ${below('sm')} {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

const Footer = styled.footer`
  padding-top: 8px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textSubtle};
`;

export function LandingPage() {
  return (
    <Shell>
      <LandingSidebar />
      <Main>
        <Content>
          <Hero>
            <Eyebrow>
              <SparklesIcon size={14} /> Product planning, live with your team
            </Eyebrow>
            <Headline>Capture. Sort. Plan. Export.</Headline>
            <Subline>
              Cardplan turns a pile of feature ideas into a ranked backlog and a release roadmap your whole
              team edits together, in real time.
            </Subline>
          </Hero>
          <DemoBoard />
          <HowItWorks />
          <Footer>© Cardplan · Capture, rank, plan and export product ideas.</Footer>
        </Content>
      </Main>
    </Shell>
  );
}
