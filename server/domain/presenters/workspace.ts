// Clients and projects as they leave the server, parsed through the response schemas.
import { client, type AccessRole, type Client } from '../../../common/schemas/clients';
import { project, type Project } from '../../../common/schemas/projects';
import type { ClientRow } from '../../db/repos/clients';
import type { ProjectRow } from '../../db/repos/projects';
import { iso } from './time';

export const presentClient = (row: ClientRow, access: AccessRole): Client =>
  client.parse({ ...row, access, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) });

export const presentProject = (row: ProjectRow, access: AccessRole): Project =>
  project.parse({ ...row, access, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) });
