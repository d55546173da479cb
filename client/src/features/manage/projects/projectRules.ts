// Folder and project form rules (spec 5): name required; a project needs a prefix (upper case, ≤ 5) and a
// parent folder; a folder a client; Update only when something changed; the prefix stays while cards use it.
// A project's deck and scoring model (docs/estimation.md) are its folder owner's to change.
import {
  customDeckValues,
  DEFAULT_SCORING_SETTING,
  type DeckKind,
  type ScoringModel,
} from '../../../../../common/estimation';
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
  deck: DeckKind;
  /** A custom deck's values as typed, separated by spaces or commas. */
  customDeck: string;
  scoringModel: ScoringModel;
}

export type ProjectFormErrors = Partial<
  Record<'name' | 'prefix' | 'parentId' | 'clientId' | 'customDeck', string>
>;

/** A new folder's or project's form: empty, with the default deck and scoring model. */
export const EMPTY_PROJECT_FORM: ProjectFormValues = {
  name: '',
  description: '',
  prefix: '',
  parentId: null,
  clientId: null,
  deck: DEFAULT_SCORING_SETTING.deck,
  customDeck: '',
  scoringModel: DEFAULT_SCORING_SETTING.scoringModel,
};

/** A custom deck's values as typed: "1, 2 4" is 1, 2 and 4. */
const typedDeck = (text: string) => text.split(/[\s,]+/).filter(Boolean);

/** Whether the project's deck and scoring model are the user's to change: the folder's owner's only. */
export const choosesEstimation = (project: Project) => project.access === 'owner';

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
    deck: project.deck,
    customDeck: (project.customDeck ?? []).join(' '),
    scoringModel: project.scoringModel,
  };
}

export function validateProjectForm(kind: ProjectKind, values: ProjectFormValues): ProjectFormErrors {
  const errors: ProjectFormErrors = {};
  if (!values.name.trim()) errors.name = PROJECT_MESSAGES.nameRequired;
  if (kind === 'project') {
    if (!values.prefix.trim()) errors.prefix = PROJECT_MESSAGES.prefixRequired;
    if (values.parentId === null) errors.parentId = PROJECT_MESSAGES.parentRequired;
    if (values.deck === 'custom') {
      const deck = customDeckValues.safeParse(typedDeck(values.customDeck));
      if (!deck.success) errors.customDeck = deck.error.issues[0]?.message;
    }
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
    if (choosesEstimation(original)) Object.assign(changes, estimationChanges(original, values));
  }
  return changes;
}

/** The deck, its values and the scoring model, where they differ from the project's. */
function estimationChanges(original: Project, values: ProjectFormValues): UpdateProjectRequest {
  const changes: UpdateProjectRequest = {};
  if (values.deck !== original.deck) changes.deck = values.deck;
  const customDeck = typedDeck(values.customDeck);
  const sameValues = JSON.stringify(customDeck) === JSON.stringify(original.customDeck);
  // A custom deck is sent with its values, which the server needs to make one.
  if (values.deck === 'custom' && (changes.deck || !sameValues)) changes.customDeck = customDeck;
  if (values.scoringModel !== original.scoringModel) changes.scoringModel = values.scoringModel;
  return changes;
}

/** 'Shared with 1 person' / 'Shared with 3 people' */
export const sharedWithLabel = (count: number) => `Shared with ${count} ${count === 1 ? 'person' : 'people'}`;
