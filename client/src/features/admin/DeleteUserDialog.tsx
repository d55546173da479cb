// Delete confirmation: names the account and what goes with it before anything is removed. The folders the
// account shares with teammates are listed first, each going to a member (the first by default) or the trash.
import { useState } from 'react';
import styled from 'styled-components';
import { adminApi, type AdminUser } from '../../api/admin';
import { errorText, isApiError } from '../../api/http';
import { Button, DangerCallout, Dialog, toast } from '../../ui';
import { choicesFor, decisionsOf, SharedFolderChoices, useSharedFolders } from './SharedFolderChoices';

/** Breaks anywhere in a long address, but keeps the sentence flowing around it (the "?" stays on its line). */
const Email = styled.strong`
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.color.text};
`;

const Warning = styled(DangerCallout)`
  margin-top: 8px;
`;

export interface DeleteUserDialogProps {
  user: AdminUser;
  onClose: () => void;
  onDeleted: () => void;
}

export function DeleteUserDialog({ user, onClose, onDeleted }: DeleteUserDialogProps) {
  const [pending, setPending] = useState(false);
  const shared = useSharedFolders(user.id);
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const folders = shared.state.status === 'ready' ? shared.state.folders : [];
  const choices = choicesFor(folders, chosen);

  async function confirm() {
    setPending(true);
    try {
      await adminApi.deleteUser(user.id, folders.length ? { folders: decisionsOf(choices) } : undefined);
      toast({ title: 'User deleted successfully' });
      onDeleted();
      onClose();
    } catch (error) {
      toast({ title: errorText(error, 'Failed to delete user'), variant: 'destructive' });
      setPending(false);
      // A folder was shared meanwhile: show it, so the admin can decide it too.
      if (isApiError(error, 409)) void shared.reload();
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      title="Delete User"
      description={
        <>
          Are you sure you want to delete <Email>{user.email}</Email>? This action cannot be undone.
        </>
      }
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            variant="danger"
            loading={pending}
            disabled={shared.state.status !== 'ready'}
            onClick={confirm}
          >
            Delete User
          </Button>
        </>
      }
    >
      <SharedFolderChoices
        state={shared.state}
        choices={choices}
        onChoose={(folderId, choice) => setChosen((current) => ({ ...current, [folderId]: choice }))}
        onRetry={() => void shared.reload()}
      />
      <Warning>
        {folders.length
          ? 'Their sessions end at once. A transferred folder keeps everything in it, and its members keep their access. Everything else they own (clients, folders, projects and cards) is deleted with the account.'
          : 'Their sessions end at once, and everything they own (clients, folders, projects and cards) is deleted with the account.'}
      </Warning>
    </Dialog>
  );
}
