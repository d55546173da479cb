// The header's way to the open project's past: a menu with "Activity" (every change, live), "Trash" (what was
// deleted, to restore), each opening in a side sheet, loaded when first asked for, and "Past meetings" (their
// minutes; on a phone the header has no room for its own button). The command palette opens the same ones
// (store/dialogs openSheet); they are drawn here.
import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { board } from '../../../store/board';
import { closeSheet, dialogs, openSheet } from '../../../store/dialogs';
import { findProject, workspace } from '../../../store/workspace';
import { CalendarIcon, IconButton, ListIcon, Menu, MoreIcon, TrashIcon } from '../../../ui';
import { PastMeetings } from '../../meeting/minutes/PastMeetingsDialog';

const ActivityPanel = lazy(() =>
  import('../../history/ActivityPanel').then((m) => ({ default: m.ActivityPanel })),
);
const TrashDialog = lazy(() => import('../../trash/TrashDialog').then((m) => ({ default: m.TrashDialog })));

export function ProjectHistoryMenu() {
  const { projectId } = useSnapshot(board);
  useSnapshot(workspace);
  const { sheet: open } = useSnapshot(dialogs);
  // A sheet belongs to the board: leaving it closes the sheet, so coming back does not open it again.
  useEffect(() => closeSheet, []);
  if (projectId === null) return null;
  const project = findProject(projectId) ?? (board.project?.id === projectId ? board.project : undefined);
  return (
    <>
      <Menu
        tooltip="Activity, trash and past meetings"
        items={[
          { label: 'Activity', icon: <ListIcon />, onSelect: () => openSheet('activity') },
          { label: 'Trash', icon: <TrashIcon />, onSelect: () => openSheet('trash') },
          { label: 'Past meetings', icon: <CalendarIcon />, onSelect: () => openSheet('meetings') },
        ]}
      >
        <IconButton
          aria-label="Project activity, trash and past meetings"
          icon={<MoreIcon size={18} />}
          variant="ghost"
        />
      </Menu>
      <Suspense fallback={null}>
        {open === 'activity' ? (
          <ActivityPanel projectId={projectId} projectName={project?.name} onClose={closeSheet} />
        ) : open === 'trash' ? (
          <TrashDialog
            projectId={projectId}
            projectName={project?.name}
            folderId={project?.parentId ?? null}
            onClose={closeSheet}
          />
        ) : null}
      </Suspense>
      <PastMeetings />
    </>
  );
}
