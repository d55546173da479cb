// The palette's actions, each the existing function of its button elsewhere (header, view switch, meeting bar,
// user menu), listed only where it applies: new card, the four views, start or join the meeting, import, export,
// the activity and the trash, the colour scheme and sign out. A shortcut shows when the action has one.
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { LOGOUT_PATH } from '../../api/auth';
import { isFacilitator, isParticipant, joinMeeting, startMeeting } from '../../store/actions/meetingSteer';
import { board } from '../../store/board';
import { openDialog, openSheet } from '../../store/dialogs';
import { meetingState } from '../../store/meeting';
import { session } from '../../store/session';
import { setMode, setOpenCard, view, type BoardView } from '../../store/view';
import {
  CalendarIcon,
  DownloadIcon,
  EyeIcon,
  ListIcon,
  LogOutIcon,
  MatrixIcon,
  MoonIcon,
  PlusIcon,
  PresentIcon,
  RoadmapIcon,
  SunIcon,
  TrashIcon,
  UploadIcon,
  ClockIcon,
} from '../../ui';
import { useColorScheme } from '../../ui/ThemeProvider';
import { focusQuickAdd } from './focusQuickAdd';

export interface PaletteAction {
  id: string;
  label: string;
  /** More words it is found by (the label's own always count). */
  keywords: string[];
  /** The key that does the same outside the palette, shown beside it. */
  shortcut?: string;
  icon: ReactNode;
  run: () => void;
}

const VIEWS: { mode: BoardView; label: string; icon: ReactNode }[] = [
  { mode: 'backlog', label: 'Backlog', icon: <ListIcon /> },
  { mode: 'releases', label: 'Releases', icon: <CalendarIcon /> },
  { mode: 'roadmap', label: 'Roadmap', icon: <RoadmapIcon /> },
  { mode: 'matrix', label: 'Value × Effort', icon: <MatrixIcon /> },
];

/** The meeting action that applies: start one, join or follow the running one, or none. */
function meetingAction(projectOpen: boolean): PaletteAction | null {
  const { meeting, following } = meetingState;
  if (!meeting) {
    if (!projectOpen) return null;
    const run = () => void startMeeting();
    return {
      id: 'meeting',
      label: 'Start meeting',
      keywords: ['present', 'walk'],
      icon: <PresentIcon />,
      run,
    };
  }
  if (isFacilitator(meeting) || following) return null;
  const label = isParticipant(meeting) ? 'Follow the meeting again' : 'Join the meeting';
  const run = () => void joinMeeting();
  return { id: 'meeting', label, keywords: ['follow', 'meeting'], icon: <EyeIcon />, run };
}

/** What the open board offers: only on the board, with a project (not a folder) shown. */
function boardActions(): PaletteAction[] {
  const { status, project, revoked, projectId } = board;
  const projectOpen = status === 'ready' && !revoked && project !== null && project.parentId !== null;
  const actions: PaletteAction[] = [];
  if (projectOpen) {
    actions.push({
      id: 'new-card',
      label: 'New card',
      keywords: ['add', 'create', 'feature', 'quick add'],
      shortcut: 'C',
      icon: <PlusIcon />,
      run: () => {
        setOpenCard(null);
        setMode('backlog');
        focusQuickAdd();
      },
    });
    for (const { mode, label, icon } of VIEWS)
      if (mode !== view.mode)
        actions.push({
          id: `view-${mode}`,
          label: `Switch to ${label}`,
          keywords: ['view'],
          icon,
          run: () => setMode(mode),
        });
  }
  const meeting = meetingAction(projectOpen);
  if (meeting) actions.push(meeting);
  if (projectOpen) {
    const importRun = () => openDialog('import');
    const exportRun = () => openDialog('export');
    actions.push({
      id: 'import',
      label: 'Import from a file',
      keywords: ['csv', 'upload'],
      icon: <UploadIcon />,
      run: importRun,
    });
    actions.push({
      id: 'export',
      label: 'Export to CSV',
      keywords: ['download'],
      icon: <DownloadIcon />,
      run: exportRun,
    });
  }
  if (projectId !== null && status !== 'idle') {
    const history = ['history', 'changes', 'log'];
    actions.push({
      id: 'activity',
      label: 'Open the activity',
      keywords: history,
      icon: <ClockIcon />,
      run: () => openSheet('activity'),
    });
    actions.push({
      id: 'trash',
      label: 'Open the trash',
      keywords: ['deleted', 'restore'],
      icon: <TrashIcon />,
      run: () => openSheet('trash'),
    });
    actions.push({
      id: 'meetings',
      label: 'Open past meetings',
      keywords: ['minutes', 'meeting'],
      icon: <CalendarIcon />,
      run: () => openSheet('meetings'),
    });
  }
  return actions;
}

/** The actions that apply here and now (`onBoard`: the board screen is the one shown). */
export function usePaletteActions(onBoard: boolean): PaletteAction[] {
  useSnapshot(board);
  useSnapshot(view);
  useSnapshot(meetingState);
  useSnapshot(session);
  const { mode, toggle } = useColorScheme();
  const dark = mode === 'dark';
  return [
    ...(onBoard ? boardActions() : []),
    {
      id: 'theme',
      label: dark ? 'Switch to light mode' : 'Switch to dark mode',
      keywords: ['theme', 'dark', 'light', 'appearance', 'colour', 'color'],
      icon: dark ? <SunIcon /> : <MoonIcon />,
      run: toggle,
    },
    {
      id: 'sign-out',
      label: 'Sign out',
      keywords: ['log out', 'logout', 'exit'],
      icon: <LogOutIcon />,
      run: () => window.location.assign(LOGOUT_PATH),
    },
  ];
}
