// Which management dialog is open (valtio), so the sidebar, the header, empty states and the releases
// overview can all open the same dialogs.
import { proxy } from 'valtio';

export type DialogName = 'useCases' | 'releases' | 'projects' | 'clients' | 'export' | 'bulkAdd';

/** Where a dialog with a list and a form opens: its list, or straight on its "new" form. */
export type DialogMode = 'list' | 'add';

export const dialogs = proxy<{ open: DialogName | null; releasesMode: DialogMode; clientsMode: DialogMode }>({
  open: null,
  releasesMode: 'list',
  clientsMode: 'list',
});

export function openDialog(
  name: DialogName,
  options: { releasesMode?: DialogMode; clientsMode?: DialogMode } = {},
) {
  dialogs.releasesMode = options.releasesMode ?? 'list';
  dialogs.clientsMode = options.clientsMode ?? 'list';
  dialogs.open = name;
}

export function closeDialog() {
  dialogs.open = null;
}
