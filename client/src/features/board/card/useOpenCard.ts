// Finds the card the dialog shows (spec 2 "loading state"): from the open project when it is there; while
// the project loads, a spinner; otherwise GET /api/cards/{id}, switching to the card's own project when it
// lives elsewhere (a pasted link), or 'Card not found' on 404. A card deleted remotely stays on screen.
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ApiError } from '../../../api/http';
import { cardsApi } from '../../../api/cards';
import type { Card } from '../../../../../common/schemas/cards';
import { selectProject } from '../../../store/actions/workspace';
import { board } from '../../../store/board';
import { view } from '../../../store/view';
import { findProject, workspace } from '../../../store/workspace';

export type OpenCard =
  | { state: 'closed' }
  | { state: 'loading' }
  | { state: 'notFound' }
  | { state: 'failed'; retry: () => void }
  | { state: 'ready'; card: Card }
  | { state: 'deleted'; card: Card; actorId: string };

type Fetched = { cardId: number; result: Card | 'notFound' | 'failed' | 'pending' };

/** Opens the project a fetched card belongs to; false when this user's lists do not hold it. */
function switchToProjectOf(card: Card): boolean {
  const project = findProject(card.projectId);
  if (!project) return false;
  selectProject(project.id, project.clientId);
  return true;
}

export function useOpenCard(cardId: number | null): OpenCard {
  const snap = useSnapshot(board);
  const { status: workspaceStatus } = useSnapshot(workspace);
  const [fetched, setFetched] = useState<Fetched | null>(null);
  const [attempt, setAttempt] = useState(0);
  const lastSeen = useRef<Card | null>(null);

  const card = cardId === null ? undefined : (snap.cards[cardId] as Card | undefined);
  if (card) lastSeen.current = card;
  else if (lastSeen.current?.id !== cardId) lastSeen.current = null;
  const remote = cardId === null ? undefined : snap.remoteChanges[cardId];
  const projectBusy = snap.status === 'loading' || (snap.status === 'idle' && workspaceStatus === 'loading');
  const mustFetch = cardId !== null && !card && !projectBusy && !remote?.deleted;
  const mine = fetched?.cardId === cardId ? fetched : null;

  useEffect(() => {
    // A card this tab just deleted closes the dialog in the same breath: nothing to fetch.
    if (!mustFetch || cardId === null || view.openCardId !== cardId) return;
    let live = true;
    setFetched({ cardId, result: 'pending' });
    cardsApi.get(cardId).then(
      (found) => live && setFetched({ cardId, result: found }),
      (error) =>
        live &&
        setFetched({
          cardId,
          result: error instanceof ApiError && error.status === 404 ? 'notFound' : 'failed',
        }),
    );
    return () => {
      live = false;
    };
  }, [mustFetch, cardId, attempt, snap.projectId]);

  const result = mine?.result;
  const elsewhere = typeof result === 'object' && result.projectId !== snap.projectId ? result : null;
  useEffect(() => {
    if (elsewhere && !switchToProjectOf(elsewhere)) setFetched({ cardId: elsewhere.id, result: 'notFound' });
  }, [elsewhere]);

  if (cardId === null) return { state: 'closed' };
  if (card) return { state: 'ready', card };
  if (remote?.deleted && lastSeen.current)
    return { state: 'deleted', card: lastSeen.current, actorId: remote.actorId };
  if (projectBusy || !mine || result === 'pending' || elsewhere) return { state: 'loading' };
  if (result === 'failed') return { state: 'failed', retry: () => setAttempt((n) => n + 1) };
  return { state: 'notFound' };
}
