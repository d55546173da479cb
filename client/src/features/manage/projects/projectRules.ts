// Folder and project form rules (spec 5): name required; a project needs a prefix (upper case, ≤ 5) and a
// parent folder; a folder a client; Update only when something changed; the prefix stays while cards use it.
import {
  type CreateProjectRequest,
  PREFIX_MAX_LENGTH,
  type Project,
  PROJECT_MESSAGES,
  type UpdateProjectRequest,
} from '../../../../../common/schemas/projects';

export type ProjectKind = 'folder' | 'project';

export interface ProjectFormValues {
  name: string;
  description: string;
  prefix: string;
  parentId: number | null;
  clientId: number | null;
}

export type ProjectFormErrors = Partial<Record<'name' | 'prefix' | 'parentId' | 'clientId', string>>;

export const PREFIX_HINT = 'This prefix will be used for card IDs (e.g., FLD-001, ENG-002)';

/** What a prefix input keeps: upper case, letters and digits, at most 5. */
export const cleanPrefix = (value: string) =>
  value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, PREFIX_MAX_LENGTH);

export function formOfProject(project: Project): ProjectFormValues {
  return {
    name: project.name,
    description: project.description ?? '',
    prefix: project.prefix ?? '',
    parentId: project.parentId,
    clientId: project.clientId,
  };
}

export function validateProjectForm(kind: ProjectKind, values: ProjectFormValues): ProjectFormErrors {
  const errors: ProjectFormErrors = {};
  if (!values.name.trim()) errors.name = PROJECT_MESSAGES.nameRequired;
  if (kind === 'project') {
    if (!values.prefix.trim()) errors.prefix = PROJECT_MESSAGES.prefixRequired;
    if (values.parentId === null) errors.parentId = PROJECT_MESSAGES.parentRequired;
  } else if (values.clientId === null) {
    errors.clientId = PROJECT_MESSAGES.clientRequired;
  }
  return errors;
}

/** Cards whose external id starts with the prefix and a hyphen (spec 5). */
export const cardsUsingPrefix = (cards: Iterable<{ externalId: string }>, prefix: string | null) => {
  if (!prefix) return 0;
  let count = 0;
  for (const card of cards) if (card.externalId.startsWith(`${prefix}-`)) count += 1;
  return count;
};

/** The prefix error of an edit, or null: a changed prefix while `inUse` cards carry the old one. */
export function prefixChangeProblem(original: Project, prefix: string, inUse: number | null): string | null {
  if (!original.prefix || cleanPrefix(prefix) === original.prefix || !inUse) return null;
  return PROJECT_MESSAGES.prefixInUse(inUse, original.prefix);
}

export function createPayload(kind: ProjectKind, values: ProjectFormValues): CreateProjectRequest {
  const base = { name: values.name.trim(), description: values.description.trim() || null };
  return kind === 'folder'
    ? { ...base, prefix: null, parentId: null, clientId: values.clientId }
    : { ...base, prefix: cleanPrefix(values.prefix), parentId: values.parentId, clientId: null };
}

/** Only what changed; empty when nothing did (the Update button is then disabled). */
export function updatePayload(
  kind: ProjectKind,
  original: Project,
  values: ProjectFormValues,
): UpdateProjectRequest {
  const changes: UpdateProjectRequest = {};
  const name = values.name.trim();
  const description = values.description.trim() || null;
  if (name !== original.name) changes.name = name;
  if (description !== (original.description || null)) changes.description = description;
  if (kind === 'project') {
    const prefix = cleanPrefix(values.prefix);
    if (prefix !== (original.prefix ?? '')) changes.prefix = prefix;
    if (values.parentId !== null && values.parentId !== original.parentId) changes.parentId = values.parentId;
  }
  return changes;
}

/** 'Shared with 1 person' / 'Shared with 3 people' */
export const sharedWithLabel = (count: number) => `Shared with ${count} ${count === 1 ? 'person' : 'people'}`;
