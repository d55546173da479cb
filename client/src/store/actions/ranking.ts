// Drag reorder in the backlog (spec 4 "Custom ranking"): the moved card gets the midpoint of its new
// neighbours at once; the server's answer (or a renumbering) follows. After 2 s without moves the
// project's ranks are checked and, if needed, renumbered (at once when the tab is hidden).
import { orderBetween } from '../../../../common/ranking';
import { compareRank } from '../../../../common/board/sorting';
import type { GroupBy, OrderChange } from '../../../../common/schemas/cards';
import { ops } from '../../../../common/realtime/reconcile';
import { cardsApi } from '../../api/cards';
import { board } from '../board';
import { failureToast, mutate } from '../mutations';
import { startCustomRanking } from '../view';

const RANK_CHECK_DELAY_MS = 2000;

export interface DropTarget {
  targetCardId: number;
  position: 'above' | 'below';
  groupBy: GroupBy;
  groupValue: string | number | null;
}

/** A rank call's answer as the change body its echo would be. */
const reordered = (changes: OrderChange[]) => [{ type: 'cards.reordered' as const, data: changes }];

/** The order that puts `cardId` right above/below the target in the whole project's rank. */
export function optimisticOrder(
  cardId: number,
  targetCardId: number,
  position: 'above' | 'below',
): string | null {
  const ranked = Object.values(board.cards)
    .filter((card) => card.id !== cardId)
    .sort(compareRank);
  const index = ranked.findIndex((card) => card.id === targetCardId);
  if (index < 0) return null;
  const [before, after] =
    position === 'above' ? [ranked[index - 1], ranked[index]] : [ranked[index], ranked[index + 1]];
  return orderBetween(before?.order ?? null, after?.order ?? null) ?? ranked[index]!.order;
}

/** Moves a card next to another one (same group); returns false when the server refused (rolled back). */
export async function moveCardBeside(cardId: number, drop: DropTarget): Promise<boolean> {
  const before = board.cards[cardId];
  const order = optimisticOrder(cardId, drop.targetCardId, drop.position);
  if (!before || order === null) return false;
  const sent = mutate({
    ops: [ops.patch('cards', cardId, { order })],
    send: (options) => cardsApi.reposition(cardId, drop, options),
    answers: reordered,
    notFound: { kind: 'cards', id: cardId, means: 'gone' },
    failure: { title: 'Failed to update card' },
  });
  startCustomRanking();
  if (!(await sent).ok) return false;
  scheduleRankCheck();
  return true;
}

let checkTimer: ReturnType<typeof setTimeout> | undefined;

/** (Re)starts the 2-second quiet period after a reorder. */
function scheduleRankCheck() {
  clearTimeout(checkTimer);
  checkTimer = setTimeout(() => void checkRanks(), RANK_CHECK_DELAY_MS);
}

const rankCheckPending = () => checkTimer !== undefined;

/** Asks whether the project's ranks need renumbering, and renumbers them if so. */
async function checkRanks(): Promise<void> {
  clearTimeout(checkTimer);
  checkTimer = undefined;
  const projectId = board.projectId;
  if (projectId === null) return;
  try {
    const { needsCleanup } = await cardsApi.rankComplexity(projectId);
    if (needsCleanup && board.projectId === projectId) {
      await mutate({
        ops: [],
        send: (options) => cardsApi.recalculateRanks(projectId, options),
        answers: reordered,
        failure: { title: 'Failed to check complexity' },
      });
    }
  } catch {
    failureToast({ title: 'Failed to check complexity' });
  }
}

/** A pending check runs at once when the tab is hidden or the page unloads (renumbering keeps the order). */
export function installRankCleanupOnHide(): () => void {
  const onHide = () => {
    if (document.visibilityState === 'hidden' && rankCheckPending()) void checkRanks();
  };
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', onHide);
  return () => {
    document.removeEventListener('visibilitychange', onHide);
    window.removeEventListener('pagehide', onHide);
  };
}
