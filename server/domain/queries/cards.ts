// Reads of cards for someone who may see them: one card's read model, and whether a project's ranks need a
// clean-up.
import { needsCleanup } from '../../../common/ranking';
import { CARD_MESSAGES, type Card, type RankComplexity } from '../../../common/schemas/cards';
import type { Db } from '../../db/connection';
import { cardRanksRepo } from '../../db/repos/cardRanks';
import type { Actor } from '../policies/authorize';
import * as cardPolicy from '../policies/cards';
import * as projectPolicy from '../policies/projects';
import { presentCard } from '../presenters/planning';

export async function readCard(db: Db, actor: Actor, cardId: number): Promise<Card> {
  return presentCard(await cardPolicy.loadRead(db, actor, cardId));
}

export async function rankComplexity(db: Db, actor: Actor, projectId: number): Promise<RankComplexity> {
  const project = await projectPolicy.loadChild(db, actor, 'read', projectId, CARD_MESSAGES.notAProject);
  return { needsCleanup: needsCleanup(await cardRanksRepo.orders(db, project.id)) };
}
