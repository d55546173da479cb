// Folder shares of the Projects dialog (spec 8 "Projects and sharing"), with the spec's toasts. The
// recipient hears of it on their own channel (docs/realtime.md "access").
import { errorText } from '../../api/http';
import { sharesApi } from '../../api/shares';
import type { FolderShare } from '../../../../common/schemas/shares';
import { toast } from '../../ui';
import { failureToast, newMutation } from '../mutations';
import { workspace } from '../workspace';
import { wrote } from './workspace';

export async function shareFolder(folderId: number, email: string): Promise<FolderShare | null> {
  try {
    const share = await sharesApi.share(folderId, email, newMutation());
    wrote();
    workspace.folderShareCounts[folderId] = (workspace.folderShareCounts[folderId] ?? 0) + 1;
    toast({
      title: 'Folder shared successfully',
      description: 'The folder has been shared with the specified user.',
    });
    return share;
  } catch (error) {
    failureToast({ title: 'Error sharing folder', description: errorText(error, 'Failed to share folder') });
    return null;
  }
}

export async function removeShare(share: Pick<FolderShare, 'id' | 'folderId'>): Promise<boolean> {
  try {
    await sharesApi.remove(share.id, newMutation());
    wrote();
    const count = workspace.folderShareCounts[share.folderId] ?? 1;
    workspace.folderShareCounts[share.folderId] = Math.max(0, count - 1);
    toast({ title: 'Share removed', description: 'The folder share has been removed.' });
    return true;
  } catch (error) {
    failureToast({
      title: 'Error removing share',
      description: errorText(error, 'Failed to remove folder share'),
    });
    return false;
  }
}
