// The management dialogs of the feature manager (spec 2): whichever one dialogs.open names is mounted, so
// each starts fresh (list view, empty forms) every time it opens and closes with closeDialog().
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { dialogs } from '../../store/dialogs';
import { ClientsDialog } from './clients/ClientsDialog';
import { ExportDialog } from './export/ExportDialog';
import { ProjectsDialog } from './projects/ProjectsDialog';
import { ReleasesDialog } from './releases/ReleasesDialog';
import { CategoriesDialog } from './categories/CategoriesDialog';

// The file readers (papaparse) load only when someone imports.
const ImportDialog = lazy(() => import('../import/ImportDialog').then((m) => ({ default: m.ImportDialog })));

export function ManagementDialogs() {
  const { open } = useSnapshot(dialogs);
  switch (open) {
    case 'useCases':
      return <CategoriesDialog />;
    case 'releases':
      return <ReleasesDialog />;
    case 'projects':
      return <ProjectsDialog />;
    case 'clients':
      return <ClientsDialog />;
    case 'export':
      return <ExportDialog />;
    case 'import':
      return (
        <Suspense fallback={null}>
          <ImportDialog />
        </Suspense>
      );
    default:
      // 'bulkAdd' belongs to the backlog view.
      return null;
  }
}
