// The header's way to the open project's past: a menu with "Activity" (every change, live) and
// "Trash" (what was deleted, to restore), each opening in a side sheet, loaded when first asked for. The
// command palette opens the same sheets (store/dialogs openSheet); they are drawn here.
import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { board } from '../../../store/board';
import { closeSheet, dialogs, openSheet } from '../../../store/dialogs';
import { findProject, workspace } from '../../../store/workspace';
import { IconButton, ListIcon, Menu, MoreIcon, TrashIcon } from '../../../ui';

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
        tooltip="Activity and trash"
        items={[
          { label: 'Activity', icon: <ListIcon />, onSelect: () => openSheet('activity') },
          { label: 'Trash', icon: <TrashIcon />, onSelect: () => openSheet('trash') },
        ]}
      >
        <IconButton aria-label="Project activity and trash" icon={<MoreIcon size={18} />} variant="ghost" />
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
    </>
  );
}
