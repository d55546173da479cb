// The open project's trash, from the board header: its deleted cards, use cases, releases and sprints, in a
// side sheet (the whole screen on phones).
import { useSnapshot } from 'valtio';
import { findProject, workspace } from '../../store/workspace';
import { Sheet } from '../history/Sheet';
import { listedPlan } from './emptyPlans';
import { TrashPanel } from './TrashPanel';

export interface TrashDialogProps {
  projectId: number;
  projectName?: string;
  /** The project's folder: its owner may delete for good. */
  folderId: number | null;
  onClose: () => void;
}

export function TrashDialog({ projectId, projectName, folderId, onClose }: TrashDialogProps) {
  useSnapshot(workspace);
  const owner = findProject(folderId)?.access === 'owner';
  return (
    <Sheet
      width={560}
      onOpenChange={(open) => !open && onClose()}
      title="Trash"
      description={projectName ? `Deleted in ${projectName}, ready to restore` : undefined}
    >
      <TrashPanel
        source={{ kind: 'project', projectId }}
        owner={owner}
        emptyPlan={listedPlan}
        emptyText="Deleted cards, use cases, releases and sprints wait here, ready to restore."
      />
    </Sheet>
  );
}
