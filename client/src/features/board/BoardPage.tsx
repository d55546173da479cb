// The signed-in main screen (spec 2 "Main screen"): sidebar, header and the selected project's view, live.
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { loadWorkspace } from '../../store/actions/workspace';
import { closeLive } from '../../store/live';
import { useUndoShortcuts } from '../../store/undo';
import { installViewMemory } from '../../store/viewMemory';
import { workspace } from '../../store/workspace';
import { AlertIcon, Button, EmptyState } from '../../ui';
import { ManagementDialogs } from '../manage/ManagementDialogs';
import { MeetingBar } from '../meeting/MeetingBar';
import { MinutesDialog } from '../meeting/minutes/MinutesDialog';
import { BoardContent, FAILURE_TEXT, LoadingState } from './BoardContent';
import { CardDialog } from './card/CardDialog';
import { useCardHash } from './card/useCardHash';
import { BoardHeader } from './header/BoardHeader';
import { Sidebar } from './sidebar/Sidebar';

const Layout = styled.div`
  display: flex;
  min-height: 100dvh;
  background: ${({ theme }) => theme.color.bg};
`;

const Main = styled.main`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
  height: 100dvh;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-height: 0;
  overflow: auto;
`;

export function BoardPage() {
  const { status } = useSnapshot(workspace);
  /** The view area: a meeting's follower breaks away by scrolling in it. */
  const body = useRef<HTMLDivElement | null>(null);
  useCardHash();
  useUndoShortcuts();
  useEffect(() => {
    void loadWorkspace();
    return closeLive;
  }, []);
  useEffect(() => installViewMemory(), []);

  return (
    <Layout>
      <Sidebar />
      <Main>
        <BoardHeader />
        {status === 'ready' && <MeetingBar boardRef={body} />}
        <Body ref={body}>
          {status === 'loading' && <LoadingState />}
          {status === 'error' && (
            <EmptyState
              icon={<AlertIcon size={22} />}
              title={FAILURE_TEXT}
              text="Cardplan could not reach the server. Check your connection and try again."
              action={<Button onClick={() => void loadWorkspace()}>Try again</Button>}
            />
          )}
          {status === 'ready' && <BoardContent />}
        </Body>
      </Main>
      {status === 'ready' && (
        <>
          <CardDialog />
          <ManagementDialogs />
          <MinutesDialog />
        </>
      )}
    </Layout>
  );
}
