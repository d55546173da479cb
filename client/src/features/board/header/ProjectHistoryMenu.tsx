// The header's way to the open project's past: a menu with "Activity" (every change, live) and
// "Trash" (what was deleted, to restore), each opening in a side sheet, loaded when first asked for.
import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { board } from '../../../store/board';
import { findProject, workspace } from '../../../store/workspace';
import { IconButton, ListIcon, Menu, MoreIcon, TrashIcon } from '../../../ui';

const ActivityPanel = lazy(() =>
  import('../../history/ActivityPanel').then((m) => ({ default: m.ActivityPanel })),
);
const TrashDialog = lazy(() => import('../../trash/TrashDialog').then((m) => ({ default: m.TrashDialog })));

type Open = 'activity' | 'trash' | null;

export function ProjectHistoryMenu() {
  const { projectId } = useSnapshot(board);
  useSnapshot(workspace);
  const [open, setOpen] = useState<Open>(null);
  if (projectId === null) return null;
  const project = findProject(projectId) ?? (board.project?.id === projectId ? board.project : undefined);
  const close = () => setOpen(null);
  return (
    <>
      <Menu
        tooltip="Activity and trash"
        items={[
          { label: 'Activity', icon: <ListIcon />, onSelect: () => setOpen('activity') },
          { label: 'Trash', icon: <TrashIcon />, onSelect: () => setOpen('trash') },
        ]}
      >
        <IconButton aria-label="Project activity and trash" icon={<MoreIcon size={18} />} variant="ghost" />
      </Menu>
      <Suspense fallback={null}>
        {open === 'activity' ? (
          <ActivityPanel projectId={projectId} projectName={project?.name} onClose={close} />
        ) : open === 'trash' ? (
          <TrashDialog
            projectId={projectId}
            projectName={project?.name}
            folderId={project?.parentId ?? null}
            onClose={close}
          />
        ) : null}
      </Suspense>
    </>
  );
}
