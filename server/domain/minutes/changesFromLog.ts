// What a meeting changed on its project's cards, read from the change log it covered against the cards as
// it found them (docs/meetings.md "Minutes"). Pure: the minutes builder hands it the rows it read.
import { NO_ESTIMATE_LABEL } from '../../../common/board/estimates';
import { FUTURE_LABEL, UNSORTED_LABEL } from '../../../common/board/grouping';
import { IMPACT_LABELS } from '../../../common/cardFields';
import type { VoteLookups } from '../../../common/meetings/choices';
import { CARD_STATUS_LABELS, type Card, type CardStatus, type Impact } from '../../../common/schemas/cards';
import type { EventCause } from '../../../common/schemas/history';
import type { Minutes, MinutesCard, MinutesChange, MinutesEntry } from '../../../common/schemas/meetings';
import type { MinutesEvent } from '../../db/repos/meetingMinutes';
import { movedCards } from './rankMoves';
import type { CardSectionKey } from './minutesFormat';
import type { CardSnapshot, SnapshotCard } from '../../db/repos/meetingReads';

export type CardChanges = Pick<Minutes, CardSectionKey>;

/** A meeting that changed no card. */
export const noCardChanges = (): CardChanges => ({
  created: [],
  releaseMoves: [],
  useCaseMoves: [],
  reranked: [],
  statusChanges: [],
  impactChanges: [],
  estimateChanges: [],
  deleted: [],
  restored: [],
});

/** A release or use case neither the project nor the log can name any more. */
const DELETED_LABEL = '(deleted)';

interface Tracked extends Omit<SnapshotCard, 'order'> {
  order: number;
}

const tracked = (card: SnapshotCard | Card): Tracked => ({
  externalId: card.externalId,
  title: card.title,
  status: card.status,
  priority: card.priority,
  categoryId: card.categoryId,
  releaseId: card.releaseId,
  // Snapshots taken before estimates (issue 45) do not know it: undefined, and its first change is not listed.
  estimate: 'estimate' in card ? (card.estimate ?? null) : undefined,
  order: Number(card.order),
});

const estimateLabel = (estimate: string | null) => estimate ?? NO_ESTIMATE_LABEL;

/**
 * Release and use-case names: as they are at the end, else as the log last showed them on a card (one
 * deleted during the meeting), else "(deleted)".
 */
function labeller(events: readonly MinutesEvent[], lookups: Pick<VoteLookups, 'releases' | 'categories'>) {
  const releases = new Map<number, string>();
  const categories = new Map<number, string>();
  for (const event of events) {
    if (event.type !== 'card.created' && event.type !== 'card.updated') continue;
    const card = event.data;
    if (card.releaseId !== null && card.release) releases.set(card.releaseId, card.release.name);
    if (card.categoryId !== null && card.category) categories.set(card.categoryId, card.category.name);
  }
  for (const release of lookups.releases) releases.set(release.id, release.name);
  for (const category of lookups.categories) categories.set(category.id, category.name);
  return {
    release: (id: number | null) => (id === null ? FUTURE_LABEL : (releases.get(id) ?? DELETED_LABEL)),
    useCase: (id: number | null) => (id === null ? UNSORTED_LABEL : (categories.get(id) ?? DELETED_LABEL)),
  };
}

/** The log with each card a mass move carried (`cards.updated`) as a `card.updated` of its own, in order. */
const oneCardEach = (events: readonly MinutesEvent[]): MinutesEvent[] =>
  events.flatMap((event) =>
    event.type === 'cards.updated'
      ? event.data.map((card) => ({ ...event, type: 'card.updated' as const, data: card }))
      : [event],
  );

type Who = Pick<MinutesEntry, 'by' | 'cause'>;

/** Who made a change, marked when it was an undo or a redo (a restore says so by its list). */
function who(event: { by: string; cause?: EventCause | null }): Who {
  const { by, cause } = event;
  return cause === 'undo' || cause === 'redo' ? { by, cause } : { by };
}

const statusLabel = (status: string) => CARD_STATUS_LABELS[status as CardStatus] ?? status;
const impactLabel = (impact: string) => IMPACT_LABELS[impact as Impact] ?? impact;

/**
 * Walks the log in seq order, comparing each card event with the card's state before it (the snapshot,
 * then each earlier event). Every change is listed (a card moved twice shows both moves); a card is
 * listed once as re-ranked, by whoever first moved it; a card created during the meeting and then
 * changed shows in both lists. Cards are named as the meeting last saw them.
 *
 * A card back from the trash arrives as `card.created` with a cause: 'restore', or 'undo' / 'redo' when the
 * restore undid its delete or redid its create (a create of its own never has one). It is listed as restored,
 * not created, and tracked again from where it came back; a card deleted and restored during the meeting shows
 * in both lists. Changes made by an undo or a redo are listed like any other, marked with their cause.
 */
export function changesFromLog(
  snapshot: CardSnapshot,
  log: readonly MinutesEvent[],
  lookups: Pick<VoteLookups, 'releases' | 'categories'>,
): CardChanges {
  const events = oneCardEach(log);
  const cards = new Map(Object.entries(snapshot).map(([id, card]) => [Number(id), tracked(card)]));
  const label = labeller(events, lookups);
  const out = noCardChanges();
  const reranked = new Set<number>();
  const gone = new Map<number, Tracked>();
  // Names are filled in at the end, once the last title of each card is known.
  const named: MinutesCard[] = [];
  const entry = <T extends object>(cardId: number, rest: T): MinutesCard & T => {
    const item = { cardId, externalId: '', title: '', ...rest };
    named.push(item);
    return item;
  };
  const change = (cardId: number, from: string, to: string, by: Who): MinutesChange =>
    entry(cardId, { from, to, ...by });

  /** Applies new rank values and lists the cards that left their place. */
  const rerank = (orders: { id: number; order: number }[], by: Who) => {
    const before = new Map([...cards].map(([id, card]) => [id, card.order]));
    const after = new Map(before);
    for (const { id, order } of orders) if (after.has(id)) after.set(id, order);
    for (const id of movedCards(before, after)) {
      if (reranked.has(id)) continue;
      reranked.add(id);
      out.reranked.push(entry(id, by));
    }
    for (const [id, order] of after) cards.get(id)!.order = order;
  };

  for (const event of events) {
    switch (event.type) {
      case 'card.created': {
        const { id } = event.data;
        const listed: MinutesEntry = entry(id, who(event));
        // An import's cards are new cards (its redo's too: the log cannot tell them apart).
        (event.cause && event.cause !== 'import' ? out.restored : out.created).push(listed);
        gone.delete(id);
        cards.set(id, tracked(event.data));
        break;
      }
      case 'card.updated': {
        const { id } = event.data;
        const before = cards.get(id);
        const after = tracked(event.data);
        if (!before) {
          cards.set(id, after); // not in the snapshot: nothing to compare it with
          break;
        }
        const by = who(event);
        if (before.releaseId !== after.releaseId)
          out.releaseMoves.push(
            change(id, label.release(before.releaseId), label.release(after.releaseId), by),
          );
        if (before.categoryId !== after.categoryId)
          out.useCaseMoves.push(
            change(id, label.useCase(before.categoryId), label.useCase(after.categoryId), by),
          );
        if (before.status !== after.status)
          out.statusChanges.push(change(id, statusLabel(before.status), statusLabel(after.status), by));
        if (before.priority !== after.priority)
          out.impactChanges.push(change(id, impactLabel(before.priority), impactLabel(after.priority), by));
        if (before.estimate !== undefined && before.estimate !== after.estimate)
          out.estimateChanges.push(
            change(id, estimateLabel(before.estimate), estimateLabel(after.estimate ?? null), by),
          );
        cards.set(id, { ...after, order: before.order });
        if (before.order !== after.order) rerank([{ id, order: after.order }], by);
        break;
      }
      case 'cards.reordered':
        rerank(
          event.data.map(({ id, order }) => ({ id, order: Number(order) })),
          who(event),
        );
        break;
      case 'card.deleted': {
        out.deleted.push(entry(event.data.id, who(event)));
        const card = cards.get(event.data.id);
        // Out of the ranking, but still named by what it was.
        if (card) gone.set(event.data.id, card);
        cards.delete(event.data.id);
        break;
      }
    }
  }
  nameCards(named, (id) => cards.get(id) ?? gone.get(id) ?? snapshot[String(id)]);
  return out;
}

/** Names every entry after its card's last known state (a deleted card keeps its last one). */
function nameCards(entries: MinutesCard[], lastSeen: (id: number) => Tracked | SnapshotCard | undefined) {
  for (const item of entries) {
    const card = lastSeen(item.cardId);
    item.externalId = card?.externalId ?? '';
    item.title = card?.title ?? `Card ${item.cardId}`;
  }
}
