// Manage Projects (spec 2/5): list, form (create/edit a folder or project, or name a new project whose cards
// come from a file: the import dialog takes over from there), share and trash views. It opens on
// the list; the back arrow, and closing from a form, the share or the trash view, return to the list; closing
// from the list closes the dialog.
import { lazy, Suspense, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import type { Project } from '../../../../../common/schemas/projects';
import { deleteProject } from '../../../store/actions/projectDeletes';
import { selectClient } from '../../../store/actions/workspace';
import { closeDialog, dialogs, openDialog, type ProjectsOpening } from '../../../store/dialogs';
import { findProject, foldersOf, isPlaceholder, workspace } from '../../../store/workspace';
import {
  Button,
  ConfirmDialog,
  Dialog,
  EmptyState,
  FolderIcon,
  PlusIcon,
  Select,
  TrashIcon,
  UploadIcon,
} from '../../../ui';
import { BackButton } from '../shared/BackButton';
import { deleteConsequence } from './deleteText';
import { ProjectFormView, type FormTarget } from './ProjectFormView';
import { ManagedProjectList } from './ManagedProjectList';
import { ShareView } from './ShareView';

const FolderTrash = lazy(() => import('../../trash/FolderTrash').then((m) => ({ default: m.FolderTrash })));

type View =
  | { kind: 'list' }
  | { kind: 'form'; target: FormTarget }
  | { kind: 'share'; folderId: number }
  | { kind: 'trash' };

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  flex-wrap: wrap;
  margin-bottom: 12px;
  & > :first-child {
    flex: 1 1 160px;
    min-width: 0;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

export function ProjectsDialog() {
  const snap = useSnapshot(workspace);
  // Opened on its trash by the notice that something the reader may restore was deleted (projectGone.ts).
  const [openedAt, setOpenedAt] = useState<ProjectsOpening>(() => dialogs.projectsAt);
  const [view, setView] = useState<View>({ kind: openedAt.view });
  const [confirming, setConfirming] = useState<Project | null>(null);
  const clients = snap.clients;
  const clientId = snap.selectedClientId ?? clients[0]?.id ?? null;
  const groups = useMemo(() => foldersOf(snap.projects as Project[], clientId), [snap.projects, clientId]);
  // What a form can put things in: saved folders and clients (a placeholder has no id the server knows yet).
  const folders = groups.map((g) => g.folder).filter((f) => !isPlaceholder(f));
  const ownClients = clients.filter((c) => c.access === 'owner' && !isPlaceholder(c));
  // Folders are made only in clients of one's own (a shared client is read-only).
  const folderClient = ownClients.some((c) => c.id === clientId) ? clientId : (ownClients[0]?.id ?? null);
  const toList = () => {
    setOpenedAt({ view: 'list' });
    setView({ kind: 'list' });
  };

  const title =
    view.kind === 'list'
      ? 'Manage Projects'
      : view.kind === 'share'
        ? `Share Folder: ${snap.projects.find((p) => p.id === view.folderId)?.name ?? ''}`
        : view.kind === 'trash'
          ? 'Trash'
          : formTitle(view.target);
  const shared =
    view.kind === 'share' ? (snap.projects.find((p) => p.id === view.folderId) as Project) : null;

  function afterSave(saved: Project) {
    // A folder made for another client shows up in the list only when that client is the selected one.
    if (saved.clientId !== workspace.selectedClientId) selectClient(saved.clientId);
    toList();
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && (view.kind === 'list' ? closeDialog() : toList())}
      title={title}
      description={
        view.kind === 'list'
          ? 'Folders group projects; each project has its own cards.'
          : view.kind === 'trash'
            ? 'Deleted projects and folders, ready to restore.'
            : undefined
      }
      headerStart={view.kind === 'list' ? undefined : <BackButton onClick={toList} />}
      footer={view.kind === 'list' ? <Button onClick={closeDialog}>Close</Button> : undefined}
    >
      {view.kind === 'list' ? (
        <>
          <Toolbar>
            {clients.length > 0 ? (
              <Select
                aria-label="Client"
                value={clientId ?? ''}
                onChange={(event) => selectClient(Number(event.target.value))}
              >
                {clients.map((client) => (
                  <option key={client.id} value={client.id} disabled={isPlaceholder(client)}>
                    {isPlaceholder(client) ? `${client.name} (saving…)` : client.name}
                  </option>
                ))}
              </Select>
            ) : (
              <span />
            )}
            <Buttons>
              <Button
                size="sm"
                variant="ghost"
                icon={<TrashIcon />}
                onClick={() => setView({ kind: 'trash' })}
              >
                Trash
              </Button>
              <Button
                size="sm"
                icon={<FolderIcon />}
                disabled={ownClients.length === 0}
                onClick={() => setView({ kind: 'form', target: { kind: 'folder', clientId: folderClient } })}
              >
                New Folder
              </Button>
              <Button
                size="sm"
                icon={<UploadIcon />}
                disabled={folders.length === 0}
                onClick={() =>
                  setView({
                    kind: 'form',
                    target: {
                      kind: 'project',
                      parentId: folders.length === 1 ? folders[0]!.id : null,
                      fromFile: true,
                    },
                  })
                }
              >
                New Project from File
              </Button>
              <Button
                size="sm"
                variant="primary"
                icon={<PlusIcon />}
                disabled={folders.length === 0}
                onClick={() =>
                  setView({
                    kind: 'form',
                    target: { kind: 'project', parentId: folders.length === 1 ? folders[0]!.id : null },
                  })
                }
              >
                New Project
              </Button>
            </Buttons>
          </Toolbar>
          {groups.length === 0 ? (
            <EmptyState
              compact
              icon={<FolderIcon size={20} />}
              title="No projects found. Create your first folder to get started."
              text={clients.length === 0 ? 'Folders belong to a client: add a client first.' : undefined}
              action={
                clients.length === 0 ? (
                  <Button size="sm" onClick={() => openDialog('clients')}>
                    Manage Clients
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <ManagedProjectList
              groups={groups}
              cardCounts={snap.cardCounts}
              shareCounts={snap.folderShareCounts}
              onAddProject={(folder) =>
                setView({ kind: 'form', target: { kind: 'project', parentId: folder.id } })
              }
              onEdit={(project) => setView({ kind: 'form', target: { kind: 'edit', project } })}
              onShare={(folder) => setView({ kind: 'share', folderId: folder.id })}
              onDelete={setConfirming}
            />
          )}
        </>
      ) : view.kind === 'form' ? (
        <ProjectFormView
          target={view.target}
          clients={ownClients}
          folders={folders}
          onCancel={toList}
          onSaved={afterSave}
          onChooseFile={(project) => openDialog('import', { importTo: { kind: 'newProject', project } })}
        />
      ) : view.kind === 'trash' ? (
        <Suspense fallback={null}>
          <FolderTrash
            groups={groups}
            initialFolderId={
              openedAt.view === 'trash'
                ? openedAt.folderId
                : (findProject(snap.selectedProjectId)?.parentId ?? null)
            }
          />
        </Suspense>
      ) : shared ? (
        <ShareView folder={shared} />
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={confirming.parentId === null ? 'Delete Folder' : 'Delete Project'}
          message={`Are you sure you want to delete "${confirming.name}"?`}
          consequence={deleteConsequence(
            confirming,
            snap.projects.filter((p) => p.parentId === confirming.id),
            snap.cardCounts,
          )}
          onConfirm={() => deleteProject(confirming.id)}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </Dialog>
  );
}

function formTitle(target: FormTarget) {
  if (target.kind === 'edit') return target.project.parentId === null ? 'Edit Folder' : 'Edit Project';
  if (target.kind === 'project' && target.fromFile) return 'New Project from File';
  return target.kind === 'folder' ? 'Create New Folder' : 'Create New Project';
}
