// The client selector: switching client selects that client's first child project (spec 4).
import { useSnapshot } from 'valtio';
import { selectClient } from '../../../store/actions/workspace';
import { isPlaceholder, workspace } from '../../../store/workspace';
import { Select, visuallyHidden } from '../../../ui';
import styled from 'styled-components';

const Label = styled.label`
  ${visuallyHidden}
`;

export function ClientSelect() {
  const { clients, selectedClientId } = useSnapshot(workspace);
  return (
    <>
      <Label htmlFor="sidebar-client">Client</Label>
      <Select
        id="sidebar-client"
        value={selectedClientId ?? ''}
        onChange={(event) => selectClient(event.target.value ? Number(event.target.value) : null)}
        disabled={clients.length === 0}
      >
        {clients.length === 0 && <option value="">No clients yet</option>}
        {clients.map((client) => (
          <option key={client.id} value={client.id} disabled={isPlaceholder(client)}>
            {isPlaceholder(client) ? `${client.name} (saving…)` : client.name}
          </option>
        ))}
      </Select>
    </>
  );
}
