// What the main area shows for the selected project: its view, or the designed state that applies
// (loading, failure, no client/project yet, a folder selected, access removed).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { board } from '../../store/board';
import { openDialog } from '../../store/dialogs';
import { view } from '../../store/view';
import { workspace } from '../../store/workspace';
import { retryProject } from '../../store/actions/workspace';
import { AlertIcon, Button, EmptyState, FolderIcon, LayersIcon, Spinner } from '../../ui';
import { MatrixView } from '../matrix/MatrixView';
import { BacklogView } from './backlog/BacklogView';
import { ReleasesOverview } from './releases/ReleasesOverview';
import { RoadmapView } from './roadmapView/RoadmapView';

const Centered = styled.div`
  display: grid;
  place-items: center;
  flex: 1;
  padding: 48px 16px;
`;

const LoadingText = styled.p`
  display: flex;
  align-items: center;
  gap: 10px;
  color: ${({ theme }) => theme.color.textMuted};
`;

const LOADING_TEXT = 'Loading Feature Manager...';
export const FAILURE_TEXT = 'Failed to load project data';

export function LoadingState() {
  return (
    <Centered>
      <LoadingText role="status">
        <Spinner size={18} />
        {LOADING_TEXT}
      </LoadingText>
    </Centered>
  );
}

function State({ children }: { children: ReactNode }) {
  return <Centered>{children}</Centered>;
}

export function BoardContent() {
  const { status, project, revoked } = useSnapshot(board);
  const { mode } = useSnapshot(view);
  const { clients, selectedProjectId } = useSnapshot(workspace);

  if (clients.length === 0) {
    return (
      <State>
        <EmptyState
          icon={<LayersIcon size={22} />}
          title="Welcome to Cardplan"
          text="Start with a client, then add a folder and a project: your backlog, releases and roadmap live there."
          action={
            <Button onClick={() => openDialog('clients', { clientsMode: 'add' })}>
              Create your first client
            </Button>
          }
        />
      </State>
    );
  }
  if (selectedProjectId === null) {
    return (
      <State>
        <EmptyState
          icon={<FolderIcon size={22} />}
          title="No project selected"
          text="This client has no projects yet. Create a folder and a project inside it to start collecting ideas."
          action={<Button onClick={() => openDialog('projects')}>Open Projects</Button>}
        />
      </State>
    );
  }
  if (revoked) {
    return (
      <State>
        <EmptyState
          icon={<AlertIcon size={22} />}
          title="Access removed"
          text="This folder is no longer shared with you. Choose another project from the sidebar."
        />
      </State>
    );
  }
  if (status === 'loading' || status === 'idle') return <LoadingState />;
  if (status === 'error' || !project) {
    return (
      <State>
        <EmptyState
          icon={<AlertIcon size={22} />}
          title={FAILURE_TEXT}
          text="The project could not be loaded. Check your connection and try again."
          action={
            <Button variant="secondary" onClick={retryProject}>
              Try again
            </Button>
          }
        />
      </State>
    );
  }
  if (project.parentId === null) {
    return (
      <State>
        <EmptyState
          icon={<FolderIcon size={22} />}
          title={`${project.name} is a folder`}
          text="Select a child project from the sidebar to see and add its feature cards."
        />
      </State>
    );
  }
  if (mode === 'roadmap') return <RoadmapView />;
  if (mode === 'matrix') return <MatrixView />;
  if (mode === 'releases') return <ReleasesOverview />;
  return <BacklogView />;
}
