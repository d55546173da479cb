// The feature manager's header (spec 2): sidebar toggle, client and project names (CLIENT / PROJECT when
// unknown; on a phone on a line of their own, cut only when longer than the screen), the selected-card count with a clear action, who is here, Import and Export, the project's activity and
// trash, theme and the user menu.
// Their tooltips form one group with the header's delays (spec 9: 700 ms, then 300 ms of skip).
import { useRef } from 'react';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { board } from '../../../store/board';
import { openPalette } from '../../../store/palette';
import { openDialog } from '../../../store/dialogs';
import { clearSelection, setSidebarOpen, view } from '../../../store/view';
import { findClient, findProject, workspace } from '../../../store/workspace';
import {
  Button,
  CloseIcon,
  DownloadIcon,
  IconButton,
  SearchIcon,
  MenuIcon,
  ThemeToggle,
  Tooltip,
  UploadIcon,
  TooltipGroup,
  below,
  useTextCut,
} from '../../../ui';
import { HeaderBar } from '../../shell/AppHeader';
import { UserMenu } from '../../shell/UserMenu';
import { PastMeetingsButton } from '../../meeting/minutes/PastMeetingsDialog';
import { ConnectionBadge } from './ConnectionBadge';
import { StartMeetingButton } from '../../meeting/StartMeetingButton';
import { PresenceBar } from './PresenceBar';
import { ProjectHistoryMenu } from './ProjectHistoryMenu';

/** On a phone the names keep the first line to themselves and the actions wrap onto a second one. */
const Bar = styled(HeaderBar)`
  container: board-header / inline-size;
  gap: 12px;
  padding: 0 clamp(12px, 2.5vw, 24px);
  ${below('sm')} {
    flex-wrap: wrap;
    row-gap: 6px;
    height: auto;
    min-height: 56px;
    padding-top: 8px;
    padding-bottom: 8px;
  }
`;

/** At least room for a usual project name beside the actions (they give up their labels first, below). */
const Titles = styled.div`
  display: flex;
  flex-direction: column;
  min-width: min(220px, 40%);
  flex: 1;
  line-height: 1.2;
  ${below('sm')} {
    flex: 1 1 220px;
  }
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

/**
 * Import and Past meetings show their icons only (their tooltips and accessible names say what they are), and
 * the user menu its avatar only, unless the header itself is wide (a query on its width, so the open sidebar
 * counts): at 1280 or 1440 px with the sidebar open their labels would push the project's name out of it. On a
 * phone Export shows its icon only too (PhoneHiddenLabel), and Past meetings is found in the "…" menu.
 */
const NARROW_HEADER = '@container board-header (max-width: 1239px)';
const ImportButton = styled(Button)`
  ${NARROW_HEADER} {
    padding-inline: 8px;
  }
  ${below('sm')} {
    padding-inline: 6px;
  }
`;
const WideLabel = styled.span`
  ${NARROW_HEADER} {
    display: none;
  }
`;
/** Export keeps its label but on a phone, where the actions' row has room for its icon only. */
const PhoneHiddenLabel = styled.span`
  ${below('sm')} {
    display: none;
  }
`;
const ExportButton = styled(Button)`
  ${below('sm')} {
    padding-inline: 6px;
  }
`;

const End = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  ${below('sm')} {
    flex-wrap: wrap;
    justify-content: flex-end;
    margin-left: auto;
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
  const nameRef = useRef<HTMLHeadingElement>(null);
  const nameCut = useTextCut(nameRef, project?.name);
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
        <ClientName title={client?.name}>{client?.name ?? 'CLIENT'}</ClientName>
        <Tooltip content={project?.name} placement="bottom" disabled={!nameCut}>
          <ProjectName ref={nameRef}>{project?.name ?? 'PROJECT'}</ProjectName>
        </Tooltip>
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
          {/* The palette's button: a phone has no ⌘K. */}
          <Tooltip content="Search cards, projects and actions (⌘K)">
            <IconButton
              aria-label="Search"
              aria-keyshortcuts="Control+K Meta+K"
              icon={<SearchIcon size={15} />}
              variant="ghost"
              size="sm"
              onClick={openPalette}
            />
          </Tooltip>
          <StartMeetingButton />
          <span data-hide-small>
            <PresenceBar />
          </span>
          <span data-hide-small>
            <PastMeetingsButton size="sm" label={<WideLabel>Past meetings</WideLabel>} />
          </span>
          <Tooltip content="Import from a file">
            <ImportButton
              variant="secondary"
              size="sm"
              aria-label="Import"
              icon={<UploadIcon size={15} />}
              onClick={() => openDialog('import')}
            >
              <WideLabel>Import</WideLabel>
            </ImportButton>
          </Tooltip>
          <Tooltip content="Export to CSV">
            <ExportButton
              variant="secondary"
              size="sm"
              aria-label="Export"
              icon={<DownloadIcon size={15} />}
              onClick={() => openDialog('export')}
            >
              <PhoneHiddenLabel>Export</PhoneHiddenLabel>
            </ExportButton>
          </Tooltip>
          <ProjectHistoryMenu />
          <span data-hide-small>
            <ThemeToggle size="md" />
          </span>
          <UserMenu emailHiddenIn={NARROW_HEADER} />
        </End>
      </TooltipGroup>
    </Bar>
  );
}
