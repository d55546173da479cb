// Client commands: create, rename, delete (refused while it holds folders or projects).
import type { PendingChange } from '../../../common/events';
import { CLIENT_MESSAGES, type Client, type CreateClientRequest } from '../../../common/schemas/clients';
import type { Db } from '../../db/connection';
import { clientsRepo } from '../../db/repos/clients';
import { projectsRepo } from '../../db/repos/projects';
import type { UserRow } from '../../db/repos/users';
import { conflict } from '../../http/errors';
import type { CommandOutcome } from '../changes';
import { presentClient } from '../presenters/workspace';

export async function createClient(
  trx: Db,
  user: UserRow,
  input: CreateClientRequest,
): Promise<CommandOutcome<Client>> {
  const row = await clientsRepo.create(trx, {
    name: input.name,
    description: input.description ?? null,
    ownerId: user.id,
  });
  return { result: presentClient(row, 'owner'), changes: [] };
}

/** Renames reach every folder room of the client, so share recipients see the new name. */
export async function updateClient(
  trx: Db,
  clientId: number,
  input: CreateClientRequest,
): Promise<CommandOutcome<Client>> {
  const row = await clientsRepo.update(trx, clientId, {
    name: input.name,
    ...(input.description !== undefined ? { description: input.description } : {}),
  });
  const folders = await projectsRepo.folderIdsOfClient(trx, clientId);
  const result = presentClient(row, 'owner');
  const changes: PendingChange[] = folders.map((folderId) => ({
    folderId,
    type: 'client.updated',
    data: { ...result, access: 'shared' },
  }));
  return { result, changes };
}

export async function deleteClient(trx: Db, clientId: number): Promise<CommandOutcome<{ id: number }>> {
  await clientsRepo.lockById(trx, clientId);
  const projects = await clientsRepo.countProjects(trx, clientId);
  if (projects > 0) throw conflict(CLIENT_MESSAGES.hasProjects(projects));
  await clientsRepo.delete(trx, clientId);
  return { result: { id: clientId }, changes: [] };
}
