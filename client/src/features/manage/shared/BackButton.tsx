// The back arrow in a dialog header, for the dialogs that switch between a list and a form.
import { ArrowLeftIcon, IconButton } from '../../../ui';

export function BackButton({ onClick, label = 'Back to list' }: { onClick: () => void; label?: string }) {
  return <IconButton aria-label={label} icon={<ArrowLeftIcon />} size="sm" onClick={onClick} />;
}
