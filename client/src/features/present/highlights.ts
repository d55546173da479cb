// What changed since the last picture, so the room sees it: a card that appeared, moved or was
// edited glows for a moment. The board store replaces a card's object on every change, so identity is the
// cheap first test; a resync (reconnect, room re-join) replaces every object, so the fields the projector
// shows decide whether a replaced card really changed.
import { useEffect, useRef, useState } from 'react';
import type { Card } from '../../../../common/schemas/cards';

export const HIGHLIGHT_MS = 2400;

/** Rank-only changes beyond this many at once are a renumbering, not something a person did. */
const MAX_RANK_ONLY = 3;

const shownFields = (card: Card) =>
  [card.title, card.status, card.priority, card.categoryId, card.releaseId, card.externalId].join('\u0000');

/** Ids of cards that are new or visibly changed from `prev` to `next`; none on the first picture. */
export function changedCardIds(
  prev: Readonly<Record<number, Card>> | null,
  next: Readonly<Record<number, Card>>,
): number[] {
  if (!prev) return [];
  const changed: number[] = [];
  const rankOnly: number[] = [];
  for (const card of Object.values(next)) {
    if (card.id <= 0) continue;
    const before = prev[card.id];
    if (!before) changed.push(card.id);
    else if (before === card) continue;
    else if (shownFields(before) !== shownFields(card)) changed.push(card.id);
    else if (before.order !== card.order) rankOnly.push(card.id);
  }
  return rankOnly.length <= MAX_RANK_ONLY ? [...changed, ...rankOnly] : changed;
}

/**
 * The ids glowing now. `live` false (revoked, not loaded yet) takes no new picture; the first picture
 * after that is the baseline, so nothing glows on load.
 */
export function useHighlights(cards: Readonly<Record<number, Card>>, live: boolean): ReadonlySet<number> {
  const previous = useRef<Readonly<Record<number, Card>> | null>(null);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const [glowing, setGlowing] = useState<ReadonlySet<number>>(() => new Set());

  useEffect(() => {
    if (!live) {
      previous.current = null;
      return;
    }
    const ids = changedCardIds(previous.current, cards);
    previous.current = cards;
    if (ids.length === 0) return;
    setGlowing((now) => new Set([...now, ...ids]));
    for (const id of ids) {
      clearTimeout(timers.current.get(id));
      timers.current.set(
        id,
        setTimeout(() => {
          timers.current.delete(id);
          setGlowing((now) => {
            const rest = new Set(now);
            rest.delete(id);
            return rest;
          });
        }, HIGHLIGHT_MS),
      );
    }
  }, [cards, live]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  return glowing;
}
