// The clients of Manage Clients with their project counts. Delete waits until a client has no projects
// (tooltip 'Delete all projects first'); a client seen only through a shared folder is read-only, and one
// created here shows as saving, with no actions, until its answer gave it its id.
import type { Client } from '../../../../../common/schemas/clients';
import { isPlaceholder } from '../../../store/workspace';
import { Badge, PencilIcon, TrashIcon } from '../../../ui';
import {
  DisabledHint,
  List,
  Row,
  RowAction,
  RowActions,
  RowMain,
  RowMeta,
  RowTitle,
  Saving,
  ScrollArea,
} from '../shared/ListParts';

export interface ClientListProps {
  clients: readonly Client[];
  projectCounts: Readonly<Record<string, number>>;
  onEdit: (client: Client) => void;
  onDelete: (client: Client) => void;
}

export function ClientList({ clients, projectCounts, onEdit, onDelete }: ClientListProps) {
  return (
    <ScrollArea>
      <List aria-label="Clients">
        {clients.map((client) => {
          const projects = projectCounts[client.id] ?? 0;
          const owner = client.access === 'owner';
          return (
            <Row key={client.id} aria-busy={isPlaceholder(client) || undefined}>
              <RowMain>
                <RowTitle>
                  <span className="name">{client.name}</span>
                  {!owner ? <Badge tone="accent">Shared with you</Badge> : null}
                </RowTitle>
                <RowMeta>{projects === 1 ? '1 project' : `${projects} projects`}</RowMeta>
              </RowMain>
              {isPlaceholder(client) ? (
                <Saving>Saving…</Saving>
              ) : owner ? (
                <RowActions>
                  <RowAction
                    aria-label={`Edit ${client.name}`}
                    icon={<PencilIcon />}
                    onClick={() => onEdit(client)}
                  />
                  <DisabledHint hint="Delete all projects first" disabled={projects > 0}>
                    <RowAction
                      variant="danger"
                      aria-label={`Delete ${client.name}`}
                      icon={<TrashIcon />}
                      disabled={projects > 0}
                      onClick={() => onDelete(client)}
                    />
                  </DisabledHint>
                </RowActions>
              ) : null}
            </Row>
          );
        })}
      </List>
    </ScrollArea>
  );
}
