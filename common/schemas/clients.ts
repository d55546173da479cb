// Clients: requests and the read model (spec sections 5 and 7).
import { z } from 'zod';
import { plural } from '../plural';
import { optionalText, timestamps } from './fields';

const clientName = z
  .string({ error: 'Client name is required' })
  .trim()
  .min(1, 'Client name is required')
  .max(200, 'Client name must be at most 200 characters');

export const createClientRequest = z.object({
  name: clientName,
  description: optionalText('Description', 2000),
});
export const updateClientRequest = z.object({
  name: clientName,
  description: optionalText('Description', 2000),
});
export type CreateClientRequest = z.infer<typeof createClientRequest>;

/** 'owner' may rename/delete; 'shared' sees the client only through a folder shared with them. */
export const accessRole = z.enum(['owner', 'shared']);
export type AccessRole = z.infer<typeof accessRole>;

export const client = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  isSharedCompany: z.boolean(),
  ownerId: z.string(),
  access: accessRole,
  ...timestamps,
});
export type Client = z.infer<typeof client>;

/** id → count maps (client project counts, card counts, folder share counts) */
export const countMap = z.record(z.string(), z.number());
export type CountMap = z.infer<typeof countMap>;

export const CLIENT_MESSAGES = {
  notFound: 'Client not found',
  hasProjects: (n: number) => `This client has ${plural(n, 'project')}. Delete all projects first.`,
  ownerOnly: 'Only the owner of this client can change it',
} as const;
