// Delete confirmation: names the account and what goes with it before anything is removed.
import { useState } from 'react';
import styled from 'styled-components';
import { adminApi, type AdminUser } from '../../api/admin';
import { errorText } from '../../api/http';
import { AlertIcon, Button, Dialog, toast } from '../../ui';

const Email = styled.strong`
  display: inline-block;
  max-width: 100%;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.color.text};
`;

const Warning = styled.p`
  display: flex;
  gap: 10px;
  margin-top: 8px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.dangerSoftText};
  font-size: ${({ theme }) => theme.fontSize.sm};
  & > svg {
    flex: none;
    margin-top: 2px;
  }
`;

export interface DeleteUserDialogProps {
  user: AdminUser;
  onClose: () => void;
  onDeleted: () => void;
}

export function DeleteUserDialog({ user, onClose, onDeleted }: DeleteUserDialogProps) {
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    try {
      await adminApi.deleteUser(user.id);
      toast({ title: 'User deleted successfully' });
      onDeleted();
      onClose();
    } catch (error) {
      toast({ title: errorText(error, 'Failed to delete user'), variant: 'destructive' });
      setPending(false);
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
          <Button variant="danger" loading={pending} onClick={confirm}>
            Delete User
          </Button>
        </>
      }
    >
      <Warning>
        <AlertIcon size={16} />
        Their sessions end at once, and everything they own (clients, folders, projects and cards) is deleted
        with the account.
      </Warning>
    </Dialog>
  );
}
