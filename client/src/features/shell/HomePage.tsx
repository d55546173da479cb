// Signed-in "/" until the feature manager lands: the app header and a friendly welcome.
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { isAdmin, session } from '../../store/session';
import { ButtonLink, EmptyState, LayersIcon, SettingsIcon } from '../../ui';
import { AppHeader } from './AppHeader';

const Main = styled.main`
  display: flex;
  justify-content: center;
  padding: clamp(24px, 8vh, 96px) 16px 48px;
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
  width: min(640px, 100%);
`;

const Greeting = styled.header`
  text-align: center;
  & h1 {
    font-size: ${({ theme }) => theme.fontSize['3xl']};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    letter-spacing: -0.025em;
  }
  & p {
    margin-top: 6px;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export function HomePage() {
  const { user } = useSnapshot(session);
  const firstName = user?.firstName?.trim();
  return (
    <>
      <AppHeader />
      <Main>
        <Panel>
          <Greeting>
            <h1>{firstName ? `Welcome, ${firstName}` : 'Welcome'}</h1>
            <p>Capture ideas, rank them and plan your releases, together.</p>
          </Greeting>
          <EmptyState
            icon={<LayersIcon size={22} />}
            title="Your workspace is ready"
            text="Your backlog, releases and roadmap will appear here as soon as the feature manager opens its doors."
            action={
              isAdmin(user) ? (
                <ButtonLink href="/admin" variant="secondary" icon={<SettingsIcon size={16} />}>
                  Manage users
                </ButtonLink>
              ) : undefined
            }
          />
        </Panel>
      </Main>
    </>
  );
}
