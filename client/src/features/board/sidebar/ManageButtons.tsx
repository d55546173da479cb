// Buttons opening the management dialogs (spec 2: use case, release, project and client dialogs).
import styled from 'styled-components';
import { openDialog, type DialogName } from '../../../store/dialogs';
import { Button, CalendarIcon, FolderIcon, LayersIcon, UsersIcon } from '../../../ui';

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 6px;
`;

const BUTTONS: { dialog: DialogName; label: string; icon: typeof LayersIcon }[] = [
  { dialog: 'useCases', label: 'Use Cases', icon: LayersIcon },
  { dialog: 'releases', label: 'Releases', icon: CalendarIcon },
  { dialog: 'projects', label: 'Projects', icon: FolderIcon },
  { dialog: 'clients', label: 'Clients', icon: UsersIcon },
];

export function ManageButtons({ hasProject }: { hasProject: boolean }) {
  return (
    <Grid>
      {BUTTONS.map(({ dialog, label, icon: Icon }) => (
        <Button
          key={dialog}
          variant="secondary"
          size="sm"
          icon={<Icon size={15} />}
          disabled={!hasProject && (dialog === 'useCases' || dialog === 'releases')}
          onClick={() => openDialog(dialog)}
        >
          {label}
        </Button>
      ))}
    </Grid>
  );
}
