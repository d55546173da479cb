// Which management dialog is open (valtio), so the sidebar, the header, empty states and the releases
// overview can all open the same dialogs.
import { proxy } from 'valtio';

export type DialogName = 'useCases' | 'releases' | 'projects' | 'clients' | 'export' | 'bulkAdd';

export const dialogs = proxy<{ open: DialogName | null; releasesMode: 'list' | 'add' }>({
  open: null,
  releasesMode: 'list',
});

export function openDialog(name: DialogName, options: { releasesMode?: 'list' | 'add' } = {}) {
  dialogs.releasesMode = options.releasesMode ?? 'list';
  dialogs.open = name;
}

export function closeDialog() {
  dialogs.open = null;
}
