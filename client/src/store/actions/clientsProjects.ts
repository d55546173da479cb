// The client, folder and project writes of the management dialogs (spec 8 "Clients", "Projects and
// sharing"), each an optimistic write through mutate(): it shows in the lists at once, its answer or echo
// settles it, and a refusal takes back only its own ops (deletes: projectDeletes.ts; shares: shares.ts).
import { ops } from '../../../../common/realtime/reconcile';
import type { Client } from '../../../../common/schemas/clients';
import type {
  CreateProjectRequest,
  Project,
  UpdateProjectRequest,
} from '../../../../common/schemas/projects';
import { clientsApi } from '../../api/clients';
import { errorText, isApiError } from '../../api/http';
import { projectsApi } from '../../api/projects';
import { toast } from '../../ui';
import { mutate, tempId } from '../mutations';
import { session } from '../session';
import { findProject, isFolder, isPlaceholder, workspace } from '../workspace';
import { refreshWorkspace, selectClient, selectProject } from './workspace';
import { DEFAULT_SCORING_SETTING } from '../../../../common/estimation';

const now = () => new Date().toISOString();
const ownerId = () => session.user?.id ?? '';

/** The fields of a write that are set (an update may send any subset). */
const defined = <T extends object>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;

// ---- clients ----

export async function createClient(name: string, description?: string): Promise<Client | null> {
  const placeholder: Client = {
    id: tempId(),
    name,
    description: description ?? null,
    isSharedCompany: false,
    ownerId: ownerId(),
    ...DEFAULT_SCORING_SETTING,

    access: 'owner',
    createdAt: now(),
    updatedAt: now(),
  };
  const outcome = await mutate({
    ops: [ops.create('clients', placeholder)],
    send: (options) => clientsApi.create({ name, description }, options),
    answers: (client) => [{ type: 'client.created', data: client }],
    failure: (error) => ({
      title: 'Creation failed',
      description: errorText(error, 'Failed to create client'),
    }),
  });
  if (!outcome.ok || !outcome.result) return null;
  const client = outcome.result;
  if (workspace.selectedClientId === null) selectClient(client.id);
  toast({ title: 'Client created' });
  return client;
}

export async function updateClient(clientId: number, name: string): Promise<boolean> {
  if (isPlaceholder(clientId)) return false; // not saved yet: the server knows no such id
  const outcome = await mutate({
    ops: [ops.patch('clients', clientId, { name })],
    send: (options) => clientsApi.update(clientId, { name }, options),
    answers: (client) => [{ type: 'client.updated', data: client }],
    notFound: { kind: 'clients', id: clientId, means: 'gone' },
    failure: (error) => ({
      title: 'Update failed',
      description: errorText(error, 'Failed to update client'),
    }),
  });
  if (outcome.ok) toast({ title: 'Client updated' });
  return outcome.ok;
}

export async function deleteClient(clientId: number): Promise<boolean> {
  if (isPlaceholder(clientId)) return false;
  const outcome = await mutate({
    ops: [ops.remove('clients', clientId)],
    send: (options) => clientsApi.remove(clientId, options),
    answers: () => [{ type: 'client.deleted', data: { id: clientId } }],
    notFound: { kind: 'clients', id: clientId, means: 'deleted' },
    failure: (error) => {
      // The server counted projects this screen did not know of (spec 5): its text says how many; the
      // refreshed counts disable the delete button.
      if (isApiError(error, 409) && error.serverError) {
        void refreshWorkspace();
        return { title: 'Cannot delete client', description: error.serverError };
      }
      return {
        title: 'Deletion failed',
        description: 'Failed to delete client. Make sure all projects are deleted first.',
      };
    },
  });
  if (!outcome.ok) return false;
  if (workspace.selectedClientId === clientId) selectClient(workspace.clients[0]?.id ?? null);
  toast({ title: 'Client deleted' });
  return true;
}

// ---- folders and projects ----

function placeholderProject(body: CreateProjectRequest): Project {
  const parent = findProject(body.parentId);
  return {
    id: tempId(),
    name: body.name,
    description: body.description ?? null,
    prefix: body.prefix ?? null,
    parentId: body.parentId ?? null,
    clientId: body.clientId ?? parent?.clientId ?? workspace.selectedClientId ?? 0,
    ownerId: ownerId(),
    ...DEFAULT_SCORING_SETTING,

    access: 'owner',
    createdAt: now(),
    updatedAt: now(),
    version: 0,
  };
}

export async function createProject(body: CreateProjectRequest): Promise<Project | null> {
  if (isPlaceholder(body.parentId ?? 0) || isPlaceholder(body.clientId ?? 0)) return null; // not saved yet
  const outcome = await mutate({
    ops: [ops.create('projects', placeholderProject(body))],
    send: (options) => projectsApi.create(body, options),
    answers: (project) => [{ type: 'project.created', data: project }],
    failure: (error) => ({ title: 'Error', description: errorText(error, 'Failed to create project') }),
  });
  if (!outcome.ok || !outcome.result) return null;
  const project = outcome.result;
  // The client's project count is the server's to say.
  void refreshWorkspace();
  // A folder is not a project to the person who made it (spec wording kept for projects).
  toast({
    title: 'Success',
    description: isFolder(project) ? 'Folder created' : 'Project created successfully',
  });
  if (!isFolder(project) && workspace.selectedProjectId === null) selectProject(project.id, project.clientId);
  return project;
}

export async function updateProject(projectId: number, body: UpdateProjectRequest): Promise<Project | null> {
  if (isPlaceholder(projectId)) return null; // not saved yet: the server knows no such id
  const outcome = await mutate({
    ops: [ops.patch('projects', projectId, defined(body) as Partial<Project>)],
    send: (options) => projectsApi.update(projectId, body, options),
    answers: (project) => [{ type: 'project.updated', data: project }],
    notFound: { kind: 'projects', id: projectId, means: 'gone' },
    failure: (error) => ({ title: 'Error', description: errorText(error, 'Failed to update project') }),
  });
  if (!outcome.ok || !outcome.result) return null;
  toast({ title: 'Success', description: 'Project updated successfully' });
  return outcome.result;
}
