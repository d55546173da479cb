// Folder shares of the Projects dialog (spec 8 "Projects and sharing"), with the spec's toasts: each an
// optimistic write through mutate() that moves the folder's share count at once. The recipient hears of it
// on their own channel (docs/realtime.md "access").
import { ops } from '../../../../common/realtime/reconcile';
import type { FolderShare } from '../../../../common/schemas/shares';
import { errorText } from '../../api/http';
import { sharesApi } from '../../api/shares';
import { toast } from '../../ui';
import { mutate } from '../mutations';
import { isPlaceholder } from '../workspace';

export async function shareFolder(folderId: number, email: string): Promise<FolderShare | null> {
  if (isPlaceholder(folderId)) return null; // not saved yet: the server knows no such folder
  const outcome = await mutate({
    ops: [ops.count('folderShareCounts', folderId, 1)],
    send: (options) => sharesApi.share(folderId, email, options),
    answers: () => [{ type: 'shares.counted', data: { folderId, add: 1 } }],
    failure: (error) => ({
      title: 'Error sharing folder',
      description: errorText(error, 'Failed to share folder'),
    }),
  });
  if (!outcome.ok || !outcome.result) return null;
  toast({
    title: 'Folder shared successfully',
    description: 'The folder has been shared with the specified user.',
  });
  return outcome.result;
}

export async function removeShare(share: Pick<FolderShare, 'id' | 'folderId'>): Promise<boolean> {
  const { folderId } = share;
  const outcome = await mutate({
    ops: [ops.count('folderShareCounts', folderId, -1)],
    send: (options) => sharesApi.remove(share.id, options),
    answers: () => [{ type: 'shares.counted', data: { folderId, add: -1 } }],
    failure: (error) => ({
      title: 'Error removing share',
      description: errorText(error, 'Failed to remove folder share'),
    }),
  });
  if (outcome.ok) toast({ title: 'Share removed', description: 'The folder share has been removed.' });
  return outcome.ok;
}
