// The card dialog's delete confirmation, with the spec's text (spec 2 "Card detail dialog").
import { Button, Dialog } from '../../../ui';

export interface DeleteCardDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeleteCardDialog({ open, onCancel, onConfirm }: DeleteCardDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      size="sm"
      title="Delete card"
      description="Are you sure you want to delete this card? This action cannot be undone."
      footer={
        <>
          <Button onClick={onCancel}>Cancel</Button>
          <Button variant="danger" onClick={onConfirm}>
            Delete
          </Button>
        </>
      }
    />
  );
}
