// Bulk add (POST /api/cards/bulk): N quick adds in one transaction and a fixed number of statements —
// the project loaded with the caller's role once, the external-id counter bumped once by N, one INSERT.
import { change } from '../../../common/events';
import { CARD_DEFAULTS, type BulkCreateCardsRequest, type Card } from '../../../common/schemas/cards';
import { PROJECT_MESSAGES } from '../../../common/schemas/projects';
import type { Db } from '../../db/connection';
import { cardsRepo } from '../../db/repos/cards';
import type { CommandOutcome } from '../changes';
import { notFound } from '../errors';
import type { Actor } from '../policies/authorize';
import * as projectPolicy from '../policies/projects';
import { presentCard } from '../presenters/planning';
import { cardProject, reorderedChange } from './cardRanking';
import { externalIdOf, ordersAfterLast } from './cards';

/**
 * One card per title, in order: consecutive external ids and ranks, exactly as that many quick adds one
 * after another would number and place them, and one `card.created` per card (after a `cards.reordered`
 * if the project had to be renumbered to make room).
 */
export async function bulkAddCards(
  trx: Db,
  actor: Actor,
  input: BulkCreateCardsRequest,
): Promise<CommandOutcome<{ cards: Card[] }>> {
  const project = await cardProject(trx, actor, input.projectId);
  const count = input.titles.length;
  // The counter's UPDATE takes the project row lock that also serialises ranks, so the last order read
  // next is the one every concurrent create waits behind.
  const taken = await cardsRepo.takeCardNumber(trx, project.id, count);
  if (!taken) throw notFound(PROJECT_MESSAGES.notFound);
  const rank = await ordersAfterLast(trx, project.id, count);
  const rows = await cardsRepo.insertMany(
    trx,
    input.titles.map((title, i) => ({
      ...CARD_DEFAULTS,
      title,
      order: rank.orders[i]!,
      externalId: externalIdOf(taken, taken.number + i),
      projectId: project.id,
    })),
  );
  const cards = rows.map(presentCard);
  const scope = projectPolicy.scopeOf(project);
  return {
    result: { cards },
    changes: [
      ...reorderedChange(scope, rank.renumbered),
      ...cards.map((card) => change(scope, 'card.created', card)),
    ],
  };
}
