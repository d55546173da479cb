// The feature manager's sidebar (spec 2): brand, client selector, project list, view switch, filters and
// the buttons of the management dialogs. A column on wide screens; a drawer over the board on small ones.
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { board } from '../../../store/board';
import { setSidebarOpen, view } from '../../../store/view';
import { Brand, CloseIcon, IconButton, below } from '../../../ui';
import { ClientSelect } from './ClientSelect';
import { FilterPanel } from './FilterPanel';
import { ManageButtons } from './ManageButtons';
import { SidebarProjects } from './SidebarProjects';
import { SidebarSection } from './SidebarSection';
import { ViewSwitch } from './ViewSwitch';

const Panel = styled.aside`
  display: flex;
  flex-direction: column;
  width: ${({ theme }) => theme.layout.sidebarWidth};
  height: 100dvh;
  overflow-y: auto;
  border-right: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  ${below('md')} {
    position: fixed;
    inset: 0 auto 0 0;
    z-index: ${({ theme }) => theme.z.overlay};
    width: min(320px, 88vw);
    box-shadow: ${({ theme }) => theme.shadow.xl};
  }
`;

const Backdrop = styled.div`
  display: none;
  ${below('md')} {
    display: block;
    position: fixed;
    inset: 0;
    z-index: ${({ theme }) => theme.z.overlay};
    background: ${({ theme }) => theme.color.overlay};
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: 56px;
  padding: 0 12px 0 16px;
  flex: none;
`;

export function Sidebar() {
  const { sidebarOpen } = useSnapshot(view);
  const { status, project } = useSnapshot(board);
  if (!sidebarOpen) return null;
  const hasProject = status === 'ready' && project !== null && project.parentId !== null;
  return (
    <>
      <Backdrop onClick={() => setSidebarOpen(false)} />
      <Panel aria-label="Sidebar">
        <Top>
          <Brand size={18} />
          <IconButton
            aria-label="Close sidebar"
            icon={<CloseIcon size={16} />}
            variant="ghost"
            size="sm"
            onClick={() => setSidebarOpen(false)}
          />
        </Top>
        <SidebarSection title="Client">
          <ClientSelect />
        </SidebarSection>
        <SidebarSection title="Projects">
          <SidebarProjects />
        </SidebarSection>
        <SidebarSection title="View">
          <ViewSwitch />
        </SidebarSection>
        {hasProject && (
          <SidebarSection title="Filters">
            <FilterPanel />
          </SidebarSection>
        )}
        <SidebarSection title="Manage">
          <ManageButtons hasProject={hasProject} />
        </SidebarSection>
      </Panel>
    </>
  );
}
