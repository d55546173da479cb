// Client commands: create, rename, delete (refused while it holds folders or projects).
import { change } from '../../../common/events';
import {
  CLIENT_MESSAGES,
  updateClientRequest,
  type Client,
  type CreateClientRequest,
} from '../../../common/schemas/clients';
import type { Db } from '../../db/connection';
import { clientsRepo } from '../../db/repos/clients';
import { projectsRepo } from '../../db/repos/projects';
import type { CommandOutcome } from '../changes';
import { conflict } from '../errors';
import type { Actor } from '../policies/authorize';
import * as clientPolicy from '../policies/clients';
import { presentClient } from '../presenters/workspace';
import { readBody } from '../commandBody';

export async function createClient(
  trx: Db,
  actor: Actor,
  input: CreateClientRequest,
): Promise<CommandOutcome<Client>> {
  const row = await clientsRepo.create(trx, {
    name: input.name,
    description: input.description ?? null,
    ownerId: actor.id,
  });
  return { result: presentClient(row, 'owner'), changes: [] };
}

/** Renames reach every folder room of the client, so share recipients see the new name. */
export async function updateClient(
  trx: Db,
  actor: Actor,
  id: number,
  body: unknown,
): Promise<CommandOutcome<Client>> {
  const request = readBody(updateClientRequest, body);
  // Locked so a concurrent delete cannot slip between the check and the update.
  const client = await clientPolicy.load(trx, actor, 'edit', id, { lock: true });
  const input = request.valid();
  const row = await clientsRepo.update(trx, client.id, {
    name: input.name,
    ...(input.description !== undefined ? { description: input.description } : {}),
  });
  const folders = await projectsRepo.folderIdsOfClient(trx, client.id);
  const result = presentClient(row, 'owner');
  const changes = folders.map((folderId) =>
    change({ folderId }, 'client.updated', { ...result, access: 'shared' }),
  );
  return { result, changes };
}

export async function deleteClient(
  trx: Db,
  actor: Actor,
  id: number,
): Promise<CommandOutcome<{ id: number }>> {
  // Locked so a folder created in it meanwhile waits, then finds it gone.
  const client = await clientPolicy.load(trx, actor, 'delete', id, { lock: 'delete' });
  const projects = await clientsRepo.countProjects(trx, client.id);
  if (projects > 0) throw conflict(CLIENT_MESSAGES.hasProjects(projects));
  await clientsRepo.delete(trx, client.id);
  return { result: { id: client.id }, changes: [] };
}
