// Turns a drop plan into the store call: a reorder beside a card, or a move into another group (with the
// card placed beside the one it was dropped on, if any). Both are optimistic and roll back on refusal.
import { moveCardToGroup } from '../../../store/actions/cardMoves';
import { moveCardBeside } from '../../../store/actions/ranking';
import type { DropPlan } from './dropPlan';

export function performDrop(plan: DropPlan): Promise<boolean> | null {
  if (plan.kind === 'beside') return moveCardBeside(plan.cardId, plan.target);
  if (plan.kind === 'group') return moveCardToGroup(plan.cardId, plan.groupBy, plan.groupValue, plan.beside);
  return null;
}
