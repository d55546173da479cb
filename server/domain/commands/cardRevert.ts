// An undo or redo of a card edit (docs/history.md "Undo"): each field goes back only where the card still
// holds what this person set; a field someone changed since keeps their value and is named in the answer.
import { CARD_MESSAGES, updateCardRequest } from '../../../common/schemas/cards';
import {
  REVERTIBLE_CARD_FIELDS,
  revertRequest,
  type KeptField,
  type RevertAnswer,
} from '../../../common/schemas/history';
import type { Db } from '../../db/connection';
import type { ReferenceOwners } from '../../db/repos/folderScope';
import { cardsRepo } from '../../db/repos/cards';
import { historyRepo } from '../../db/repos/history';
import { releasesRepo } from '../../db/repos/releases';
import { change } from '../../../common/events';
import type { CommandOutcome } from '../changes';
import { invalid, notFound } from '../errors';
import type { Actor } from '../policies/authorize';
import * as cardPolicy from '../policies/cards';
import { fieldLabel } from '../presenters/history';
import { presentCard } from '../presenters/planning';
import { checkReferences, given, referencesToLoad } from './cardReferences';
import { readBody } from '../commandBody';

const REVERTIBLE = REVERTIBLE_CARD_FIELDS;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * POST /api/cards/{id}/revert. The card is loaded once, locked, with every use case, release and sprint a
 * field may go back to; the fields that still hold `from` are written as one edit (checked as PATCH checks it).
 */
export async function revertCard(
  trx: Db,
  actor: Actor,
  cardId: number,
  body: unknown,
): Promise<CommandOutcome<RevertAnswer>> {
  const request = readBody(revertRequest, body);
  const fields = request.hint?.fields ?? {};
  const targets = readBody(
    updateCardRequest,
    Object.fromEntries(Object.entries(fields).map(([field, { to }]) => [field, to ?? null])),
  );
  const wanted = targets.hint ?? {};
  const card = await cardPolicy.load(trx, actor, 'change', cardId, {
    lock: true,
    references: referencesToLoad(
      { categoryId: wanted.categoryId, releaseId: wanted.releaseId, sprintId: wanted.sprintId },
      true,
    ),
  });
  request.valid();
  for (const field of Object.keys(fields))
    if (!(REVERTIBLE as readonly string[]).includes(field))
      throw invalid(`${field} cannot be undone (one of ${REVERTIBLE.join(', ')})`);
  targets.valid();

  const held = card as unknown as Record<string, unknown>;
  const apply: Record<string, unknown> = {};
  const keptFields: string[] = [];
  for (const [field, { from }] of Object.entries(fields))
    if (same(held[field], from)) apply[field] = (wanted as Record<string, unknown>)[field] ?? null;
    else keptFields.push(field);
  const by = keptFields.length ? await historyRepo.lastChangedBy(trx, cardId, keptFields, actor.id) : {};
  const kept: KeptField[] = keptFields.map((field) => ({
    field,
    label: fieldLabel('card', field),
    by: by[field] ?? null,
  }));

  if (!Object.keys(apply).length) {
    // Nothing of this person's is left to set back: the card as it is, and no change.
    const [row] = await releasesRepo.cardsRead(trx, [cardId]);
    if (!row) throw notFound(CARD_MESSAGES.notFound);
    return { result: { card: presentCard(row), kept }, changes: [] };
  }
  const { categoryId, releaseId, sprintId, ...rest } = apply;
  const requested = { categoryId, releaseId, sprintId } as Parameters<typeof checkReferences>[2];
  const owners = { ...(card as Partial<ReferenceOwners>) };
  // The release set back with the sprint kept (someone moved the card since): the load read the owner of the
  // sprint it would have gone back to, so the check reads the kept one's, dropping it when of another release.
  if ('releaseId' in apply && 'sprintId' in fields && !('sprintId' in apply) && card.sprintId !== null)
    owners.sprintReleaseId = (await releasesRepo.findSprintById(trx, card.sprintId))?.releaseId ?? null;
  const checked = checkReferences(card.projectId, card, requested, owners);
  const row = await cardsRepo.update(trx, card.id, card.folderId, { ...given(rest), ...checked });
  if (!row) throw notFound(CARD_MESSAGES.notFound);
  const result = presentCard(row);
  return {
    result: { card: result, kept },
    changes: [change(cardPolicy.scopeOf(card), 'card.updated', result)],
  };
}
