// Which management dialog is open (valtio), so the sidebar, the header, empty states and the releases
// overview can all open the same dialogs; and which of the open project's sheets (activity, trash, past
// meetings) is open, so the header, its history menu and the command palette open the same ones.
import { proxy, ref } from 'valtio';
import type { CreateProjectRequest } from '../../../common/schemas/projects';

export type DialogName = 'useCases' | 'releases' | 'projects' | 'clients' | 'export' | 'bulkAdd' | 'import';

/** Where the import dialog writes: the open project, or a project it creates (Projects → New Project from File). */
export type ImportDestination =
  { kind: 'openProject' } | { kind: 'newProject'; project: CreateProjectRequest };

/** The open project's past: every change (activity), what was deleted (trash) and its ended meetings. */
export type ProjectSheet = 'activity' | 'trash' | 'meetings';

/** Where a dialog with a list and a form opens: its list, or straight on its "new" form. */
export type DialogMode = 'list' | 'add';

/** Where Manage Projects opens: its list, or its trash (a folder's deleted projects, the deleted folders). */
export type ProjectsOpening = { view: 'list' } | { view: 'trash'; folderId: number | 'deletedFolders' };

export const dialogs = proxy<{
  open: DialogName | null;
  releasesMode: DialogMode;
  clientsMode: DialogMode;
  importTo: ImportDestination;
  projectsAt: ProjectsOpening;
  sheet: ProjectSheet | null;
}>({
  open: null,
  releasesMode: 'list',
  clientsMode: 'list',
  importTo: { kind: 'openProject' },
  projectsAt: { view: 'list' },
  sheet: null,
});

export function openDialog(
  name: DialogName,
  options: {
    releasesMode?: DialogMode;
    clientsMode?: DialogMode;
    importTo?: ImportDestination;
    projectsAt?: ProjectsOpening;
  } = {},
) {
  dialogs.releasesMode = options.releasesMode ?? 'list';
  dialogs.clientsMode = options.clientsMode ?? 'list';
  // ref: the new project's fields are handed over as given, not watched.
  dialogs.importTo = ref(options.importTo ?? { kind: 'openProject' });
  dialogs.projectsAt = ref(options.projectsAt ?? { view: 'list' });
  dialogs.open = name;
}

export function closeDialog() {
  dialogs.open = null;
}

export function openSheet(sheet: ProjectSheet) {
  dialogs.sheet = sheet;
}

export function closeSheet() {
  dialogs.sheet = null;
}
