// A small "are you sure?" dialog for deletes. Rendered inside the dialog (or bar) that opens it, so inside
// another dialog it is a child floating node: Escape and outside clicks close only the confirmation.
import { useState, type ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { DangerCallout } from './DangerCallout';

export interface ConfirmDialogProps {
  title: string;
  /** The question, e.g. 'Are you sure you want to delete "Web"?' */
  message: ReactNode;
  /** What else happens (cards moving, nothing to undo), shown in a warning box. */
  consequence?: ReactNode;
  confirmLabel?: string;
  /** Resolves when the action is done; the dialog closes whatever its outcome (the action toasts). */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, message, consequence, confirmLabel = 'Delete', onConfirm, onClose } = props;
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    try {
      await onConfirm();
    } finally {
      setPending(false);
      onClose();
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !pending && onClose()}
      size="sm"
      title={title}
      description={message}
      footer={
        <>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button variant="danger" loading={pending} onClick={confirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {consequence ? <DangerCallout>{consequence}</DangerCallout> : null}
    </Dialog>
  );
}
