// The feature manager's header (spec 2): sidebar toggle, client and project names (CLIENT / PROJECT when
// unknown), the selected-card count with a clear action, who is here, Export, the project's activity and
// trash, theme and the user menu.
// Their tooltips form one group with the header's delays (spec 9: 700 ms, then 300 ms of skip).
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { board } from '../../../store/board';
import { openDialog } from '../../../store/dialogs';
import { clearSelection, setSidebarOpen, view } from '../../../store/view';
import { findClient, findProject, workspace } from '../../../store/workspace';
import {
  Button,
  CloseIcon,
  DownloadIcon,
  IconButton,
  MenuIcon,
  ThemeToggle,
  Tooltip,
  TooltipGroup,
  below,
} from '../../../ui';
import { HeaderBar } from '../../shell/AppHeader';
import { UserMenu } from '../../shell/UserMenu';
import { PastMeetingsButton } from '../../meeting/minutes/PastMeetingsDialog';
import { ConnectionBadge } from './ConnectionBadge';
import { StartMeetingButton } from '../../meeting/StartMeetingButton';
import { PresenceBar } from './PresenceBar';
import { ProjectHistoryMenu } from './ProjectHistoryMenu';

const Bar = styled(HeaderBar)`
  gap: 12px;
  padding: 0 clamp(12px, 2.5vw, 24px);
`;

const Titles = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  flex: 1;
  line-height: 1.2;
`;
const ClientName = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  letter-spacing: 0.06em;
  text-overflow: ellipsis;
  text-transform: uppercase;
  white-space: nowrap;
`;
const ProjectName = styled.h1`
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Selection = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  height: 30px;
  padding: 0 2px 0 10px;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.accentSoftText};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  white-space: nowrap;
`;

const End = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  ${below('sm')} {
    gap: 4px;
    & [data-hide-small] {
      display: none;
    }
  }
`;

export function BoardHeader() {
  const { sidebarOpen, selected } = useSnapshot(view);
  const { selectedClientId, selectedProjectId } = useSnapshot(workspace);
  useSnapshot(board);
  const client = findClient(selectedClientId);
  // The open project's own data names it too, should the project list not have loaded.
  const project =
    findProject(selectedProjectId) ?? (board.project?.id === selectedProjectId ? board.project : undefined);
  const count = Object.keys(selected).length;
  return (
    <Bar>
      {!sidebarOpen && (
        <IconButton
          aria-label="Open sidebar"
          icon={<MenuIcon size={18} />}
          variant="ghost"
          onClick={() => setSidebarOpen(true)}
        />
      )}
      <Titles>
        <ClientName>{client?.name ?? 'CLIENT'}</ClientName>
        <ProjectName>{project?.name ?? 'PROJECT'}</ProjectName>
      </Titles>
      <TooltipGroup>
        <End>
          {count > 0 && (
            <Selection>
              {count} selected
              <IconButton
                aria-label="Clear selection"
                icon={<CloseIcon size={14} />}
                variant="ghost"
                size="sm"
                onClick={clearSelection}
              />
            </Selection>
          )}
          <ConnectionBadge />
          <StartMeetingButton />
          <span data-hide-small>
            <PresenceBar />
          </span>
          <span data-hide-small>
            <PastMeetingsButton size="sm" />
          </span>
          <Tooltip content="Export to CSV">
            <Button
              variant="secondary"
              size="sm"
              icon={<DownloadIcon size={15} />}
              onClick={() => openDialog('export')}
            >
              Export
            </Button>
          </Tooltip>
          <ProjectHistoryMenu />
          <span data-hide-small>
            <ThemeToggle size="md" />
          </span>
          <UserMenu />
        </End>
      </TooltipGroup>
    </Bar>
  );
}
