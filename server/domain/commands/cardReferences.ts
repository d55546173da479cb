// The use case, release and sprint a card write sets: what to read with the card to check them, and the
// check that keeps every reference inside the card's own project.
import { CARD_MESSAGES } from '../../../common/schemas/cards';
import type { ReferenceIds, ReferenceOwners } from '../../db/repos/folderScope';
import type { CardRow } from '../../db/repos/cards';
import { invalid } from '../errors';

export type References = Pick<CardRow, 'categoryId' | 'releaseId' | 'sprintId'>;
export const NO_REFERENCES: References = { categoryId: null, releaseId: null, sprintId: null };

/** The given fields only: a field left out of a request is left alone. */
export const given = <T extends object>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;

/**
 * What to read along with the card (or project) to check the references a write sets; undefined when it
 * sets none. Without a new sprint, the sprint to check is the card's own (its release may be changing).
 */
export function referencesToLoad(input: Partial<References>, onCard: boolean): ReferenceIds | undefined {
  const changes = given(input);
  if (!Object.keys(changes).length) return undefined;
  return {
    categoryId: changes.categoryId ?? null,
    releaseId: changes.releaseId ?? null,
    sprintId: changes.sprintId !== undefined ? changes.sprintId : onCard ? 'current' : null,
  };
}

/**
 * Checks the references a write sets against the card's project and answers the ones to store. A sprint
 * belongs to a release of the project and, when the card has a release, to that one; a sprint left
 * over from the card's previous release is dropped. `owners`: read by the load (`referencesToLoad`).
 */
export function checkReferences(
  projectId: number,
  current: References,
  input: Partial<References>,
  owners: Partial<ReferenceOwners>,
): Partial<References> {
  const changes = given(input);
  const next = { ...current, ...changes };
  if (changes.categoryId && owners.categoryProjectId !== projectId)
    throw invalid(CARD_MESSAGES.categoryNotInProject);
  if (changes.releaseId && owners.releaseProjectId !== projectId)
    throw invalid(CARD_MESSAGES.releaseNotInProject);
  if (next.sprintId === null) return changes;
  const inProject = owners.sprintProjectId === projectId;
  if (changes.sprintId !== undefined) {
    if (!inProject || (next.releaseId !== null && owners.sprintReleaseId !== next.releaseId))
      throw invalid(CARD_MESSAGES.sprintNotInRelease);
  } else if (next.releaseId !== current.releaseId && owners.sprintReleaseId !== next.releaseId) {
    changes.sprintId = null;
  }
  return changes;
}
