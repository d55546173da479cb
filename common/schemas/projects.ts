// Folders and projects (one record type): requests, read models and the project data bundle.
import { z } from 'zod';
import { customDeckValues, DECK_KINDS, scoringModelField } from '../estimation';
import { accessRole } from './clients';
import { idField, optionalText, timestamps, versioned } from './fields';
import type { Card } from './cards';
import type { Category } from './categories';
import type { Release } from './releases';

export const PREFIX_MAX_LENGTH = 5;

const projectName = z
  .string({ error: 'Project name is required' })
  .trim()
  .min(1, 'Project name is required')
  .max(200, 'Project name must be at most 200 characters');

/** Upper-cased; '' or null means "no prefix". */
const prefixField = z
  .string({ error: 'Prefix must be text' })
  .trim()
  .toUpperCase()
  .max(PREFIX_MAX_LENGTH, `Prefix must be at most ${PREFIX_MAX_LENGTH} characters`)
  .regex(/^[A-Z0-9]*$/, 'Prefix may only contain letters and digits')
  .nullish()
  .transform((value) => value || null);

export const PROJECT_MESSAGES = {
  nameRequired: 'Project name is required',
  prefixRequired: 'Prefix is required for projects',
  parentRequired: 'Projects must be nested under a folder',
  parentNotFolder: 'Projects can only be nested under a folder',
  folderToProject: 'A folder cannot become a project, or a project a folder',
  notFound: 'Project not found',
  clientRequired: 'Choose a client for the folder',
  folderOwnerOnly: 'Only the owner of this folder can do that',
  meetingRunning: 'End the meeting in this project before moving it to another folder',
  estimationOwnerOnly: 'Only the owner of this folder chooses its projects’ deck and scoring model',
  estimationOfFolder: 'A folder has no deck or scoring model; its projects do',
  customDeckRequired: 'A custom deck lists its values',
  prefixInUse: (n: number, prefix: string) =>
    n === 1
      ? `To change prefix, first delete the card with ${prefix}.`
      : `To change prefix, first delete all (${n}) cards with ${prefix}.`,
} as const;

/** A project has a parent folder and a prefix; a folder has neither. */
export const createProjectRequest = z
  .object({
    name: projectName,
    description: optionalText('Description', 5000),
    prefix: prefixField,
    parentId: idField('Parent folder').nullish(),
    clientId: idField('Client').nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.parentId && !value.prefix)
      ctx.addIssue({ code: 'custom', path: ['prefix'], message: PROJECT_MESSAGES.prefixRequired });
    if (!value.parentId && value.prefix)
      ctx.addIssue({ code: 'custom', path: ['parentId'], message: PROJECT_MESSAGES.parentRequired });
  });
export type CreateProjectRequest = z.infer<typeof createProjectRequest>;

const deckKindField = z.enum(DECK_KINDS, { error: `Deck must be one of ${DECK_KINDS.join(', ')}` });

/**
 * Any subset of the create fields, and a project's estimation settings (docs/estimation.md): its deck (a
 * preset, or `custom` with `customDeck`'s values) and its scoring model. The folder/project rules are
 * checked against the stored record.
 */
export const updateProjectRequest = z.object({
  name: projectName.optional(),
  description: optionalText('Description', 5000),
  prefix: prefixField.optional(),
  parentId: idField('Parent folder').nullish(),
  clientId: idField('Client').nullish(),
  deck: deckKindField.optional(),
  customDeck: customDeckValues.optional(),
  scoringModel: scoringModelField.optional(),
});
export type UpdateProjectRequest = z.infer<typeof updateProjectRequest>;

export const project = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  prefix: z.string().nullable(),
  parentId: z.number().nullable(),
  clientId: z.number(),
  ownerId: z.string(),
  /** 'owner' for the folder's owner, 'shared' for a share recipient */
  access: accessRole,
  /** The estimation deck: a preset, or 'custom' with customDeck's values (docs/estimation.md). */
  deck: deckKindField,
  customDeck: z.array(z.string()).readonly().nullable(),
  scoringModel: scoringModelField,
  ...timestamps,
  ...versioned,
});
export type Project = z.infer<typeof project>;

/** GET /api/projects/{id}/data: a project with everything its board shows, in one answer. */
export interface ProjectData {
  project: Project;
  cards: Card[];
  categories: Category[];
  releases: Release[];
}
