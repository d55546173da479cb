// Bulk add (POST /api/cards/bulk): N quick adds in one transaction and the statements of one.
import { CARD_DEFAULTS, type BulkCreateCardsRequest, type Card } from '../../../common/schemas/cards';
import type { Db } from '../../db/connection';
import type { CommandOutcome } from '../changes';
import type { Actor } from '../policies/authorize';
import { cardProject } from './cardRanking';
import { insertCardsLast } from './cardCreates';

/**
 * One card per title, in order: consecutive external ids and ranks, exactly as that many quick adds one
 * after another would number and place them, and one `card.created` per card. Statements: the project
 * loaded with the caller's role and its rank lock, one INSERT that also moves the counter, the events.
 */
export async function bulkAddCards(
  trx: Db,
  actor: Actor,
  input: BulkCreateCardsRequest,
): Promise<CommandOutcome<{ cards: Card[] }>> {
  const project = await cardProject(trx, actor, input.projectId, { lock: 'ranks' });
  const outcome = await insertCardsLast(
    trx,
    project,
    input.titles.map((title) => ({ ...CARD_DEFAULTS, title })),
  );
  return { ...outcome, result: { cards: outcome.result } };
}
