// Manage Clients (spec 2/5): the list with project counts, and one form (create or rename) with the single
// field 'Client Name *'. It mounts fresh whenever it opens: on the list, or on the new-client form when
// opened for that ("Create your first client").
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Client } from '../../../../../common/schemas/clients';
import { deleteClient } from '../../../store/actions/clientsProjects';
import { closeDialog, dialogs } from '../../../store/dialogs';
import { workspace } from '../../../store/workspace';
import { Button, ConfirmDialog, Dialog, EmptyState, PlusIcon, UsersIcon } from '../../../ui';
import { BackButton } from '../shared/BackButton';
import { SectionHeader } from '../shared/ListParts';
import { ClientForm } from './ClientForm';
import { ClientList } from './ClientList';

type View = { kind: 'list' } | { kind: 'form'; client: Client | null };

export function ClientsDialog() {
  const snap = useSnapshot(workspace);
  const [view, setView] = useState<View>(() =>
    dialogs.clientsMode === 'add' ? { kind: 'form', client: null } : { kind: 'list' },
  );
  const [confirming, setConfirming] = useState<Client | null>(null);
  const toList = () => setView({ kind: 'list' });
  const title = view.kind === 'list' ? 'Manage Clients' : view.client ? 'Edit Client' : 'New Client';

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && (view.kind === 'list' ? closeDialog() : toList())}
      title={title}
      description={view.kind === 'list' ? 'Clients hold your folders and projects.' : undefined}
      headerStart={view.kind === 'list' ? undefined : <BackButton onClick={toList} />}
      footer={view.kind === 'list' ? <Button onClick={closeDialog}>Close</Button> : undefined}
    >
      {view.kind === 'form' ? (
        <ClientForm client={view.client} onCancel={toList} onSaved={toList} />
      ) : (
        <>
          <SectionHeader>
            <h3>Clients</h3>
            <Button
              size="sm"
              variant="primary"
              icon={<PlusIcon />}
              onClick={() => setView({ kind: 'form', client: null })}
            >
              New Client
            </Button>
          </SectionHeader>
          {snap.clients.length === 0 ? (
            <EmptyState
              compact
              icon={<UsersIcon size={20} />}
              title="No clients yet"
              text="Create a client to hold your folders and projects."
            />
          ) : (
            <ClientList
              clients={snap.clients as Client[]}
              projectCounts={snap.clientProjectCounts}
              onEdit={(client) => setView({ kind: 'form', client })}
              onDelete={setConfirming}
            />
          )}
        </>
      )}
      {confirming ? (
        <ConfirmDialog
          title="Delete Client"
          message={`Are you sure you want to delete "${confirming.name}"?`}
          consequence="This cannot be undone."
          onConfirm={() => deleteClient(confirming.id)}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </Dialog>
  );
}
