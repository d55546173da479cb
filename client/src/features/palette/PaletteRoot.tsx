// The palette's code, loaded after sign-in (features/palette/PaletteMount.tsx): notes the recent cards and
// projects, draws the palette while open, and the activity or trash sheet an action of it opened (the same
// sheets as the header's history menu, loaded when first asked for).
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { board } from '../../store/board';
import { closePalette, palette } from '../../store/palette';
import { installRecents } from '../../store/recents';
import { findProject } from '../../store/workspace';
import { CommandPalette } from './CommandPalette';
import type { ProjectSheet } from './usePaletteActions';

const ActivityPanel = lazy(() =>
  import('../history/ActivityPanel').then((m) => ({ default: m.ActivityPanel })),
);
const TrashDialog = lazy(() => import('../trash/TrashDialog').then((m) => ({ default: m.TrashDialog })));

function Sheet({ sheet, onClose }: { sheet: ProjectSheet; onClose: () => void }) {
  const { projectId } = useSnapshot(board);
  if (projectId === null) return null;
  const project = findProject(projectId) ?? (board.project?.id === projectId ? board.project : undefined);
  return sheet === 'activity' ? (
    <ActivityPanel projectId={projectId} projectName={project?.name} onClose={onClose} />
  ) : (
    <TrashDialog
      projectId={projectId}
      projectName={project?.name}
      folderId={project?.parentId ?? null}
      onClose={onClose}
    />
  );
}

export function PaletteRoot() {
  const { open } = useSnapshot(palette);
  const [sheet, setSheet] = useState<ProjectSheet | null>(null);
  useEffect(() => installRecents(), []);
  return (
    <>
      {open ? <CommandPalette onClose={closePalette} onSheet={setSheet} /> : null}
      <Suspense fallback={null}>
        {sheet ? <Sheet sheet={sheet} onClose={() => setSheet(null)} /> : null}
      </Suspense>
    </>
  );
}
