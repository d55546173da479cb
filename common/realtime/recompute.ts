// Reconcile's two inner steps (reconcile.ts): a version written into the confirmed half, and what screens
// show recomputed, as confirmed + pending, for each thing a call touched (with the card counts that follow
// from it).
import { UNKNOWN_DELETE, putBallot, putCard, putCategory, putMeeting, putOrder } from './entities';
import { putRelease, putSprint, removeEntity, Draft, type ConfirmedDraft, type Confirmed } from './entities';
import type { Entities, Tombstones } from './entities';
import type { ConfirmedLists } from './workspaceLists';
import { shown, type Answer, type Mutation } from './pending';

/** The open project's data: what screens show, and the two halves it is computed from. */
export interface ProjectModel extends Entities {
  /** The open project (null: none); things of other projects of its folder are not its data. */
  projectId: number | null;
  confirmed: Confirmed;
  /** What was deleted, at which version: nothing older brings it back. */
  deleted: Tombstones;
  /** This tab's writes on their way, in the order made. */
  pending: readonly Mutation[];
  /** How many cards screens show (null: the data has not loaded). */
  cardCount: number | null;
}

/** A version of the project's things, from an event (`seq`) or a REST answer (a delete's seq unknown). */
export function putBody(draft: ConfirmedDraft, body: Answer, seq = UNKNOWN_DELETE) {
  switch (body.type) {
    case 'card.created':
    case 'card.updated':
      return putCard(draft, body.data);
    case 'cards.updated':
      return body.data.forEach((card) => putCard(draft, card));
    case 'cards.reordered':
      return body.data.forEach((change) => putOrder(draft, change));
    case 'category.created':
    case 'category.updated':
      return putCategory(draft, body.data);
    case 'release.created':
    case 'release.updated':
      return putRelease(draft, body.data);
    case 'sprint.created':
    case 'sprint.updated':
      return putSprint(draft, body.data);
    case 'meeting.updated':
      return putMeeting(draft, body.data);
    case 'ballot.cast':
      return putBallot(draft, body.data);
    case 'card.deleted':
      return removeEntity(draft, 'cards', body.data.id, seq);
    case 'category.deleted':
      return removeEntity(draft, 'categories', body.data.id, seq);
    case 'release.deleted':
      return removeEntity(draft, 'releases', body.data.id, seq);
    case 'sprint.deleted':
      return removeEntity(draft, 'sprints', body.data.id, seq);
    case 'meeting.ended':
      return removeEntity(draft, 'meetings', body.data.id, seq);
    default:
  }
}

type ShownKind = keyof Entities;
const SHOWN_KINDS = new Set<string>(['cards', 'categories', 'releases', 'meetings', 'ballots']);

/**
 * Recomputes what screens show of each key (`kind:id`) from the confirmed versions and the pending writes.
 * The card counts follow: the shown count, and the open project's confirmed count in the server's lists.
 */
export function project<M extends ProjectModel>(
  model: M,
  confirmed: Confirmed,
  deleted: Tombstones,
  pending: readonly Mutation[],
  keys: Iterable<string>,
  local: { dragging: number | null },
  /** Cards the confirmed half gained less those it lost (ConfirmedDraft), for the project's count. */
  confirmedDelta = 0,
): M {
  const drafts: { [K in ShownKind]: Draft<Entities[K][number]> } = {
    cards: new Draft(model.cards),
    categories: new Draft(model.categories),
    releases: new Draft(model.releases),
    meetings: new Draft(model.meetings),
    ballots: new Draft(model.ballots),
  };
  let shownDelta = 0;
  for (const key of keys) {
    const [kind, raw] = key.split(':') as [ShownKind, string];
    if (!SHOWN_KINDS.has(kind)) continue; // the workspace lists' ops: listOps.ts
    const id = Number(raw);
    // The card being dragged keeps what the user sees until the drop (then refresh() looks again).
    if (kind === 'cards' && id === local.dragging && model.cards[id]) continue;
    let value = shown(confirmed, pending, kind, id);
    // A card created on its way in another project (kept when this one opened) is that project's.
    if (kind === 'cards' && value && (value as { projectId: number }).projectId !== model.projectId)
      value = undefined;
    const draft = drafts[kind] as Draft<object>;
    if (kind === 'cards') shownDelta += Number(value !== undefined) - Number(draft.get(id) !== undefined);
    if (value === undefined) draft.delete(id);
    else draft.set(id, value);
  }
  return withCounts(
    {
      ...model,
      confirmed,
      deleted,
      pending,
      cards: drafts.cards.result,
      categories: drafts.categories.result,
      releases: drafts.releases.result,
      meetings: drafts.meetings.result,
      ballots: drafts.ballots.result,
    },
    shownDelta,
    confirmedDelta,
  );
}

/** Moves the card counts by what a recompute added or took away. */
function withCounts<M extends ProjectModel>(model: M, shownDelta: number, confirmedDelta: number): M {
  if (model.cardCount === null || (shownDelta === 0 && confirmedDelta === 0)) return model;
  const next: M = { ...model, cardCount: model.cardCount + shownDelta };
  const lists = (model as { lists?: ConfirmedLists | null }).lists;
  if (!lists || model.projectId === null || confirmedDelta === 0) return next;
  const held = lists.cardCounts[model.projectId] ?? 0;
  const cardCounts = { ...lists.cardCounts, [model.projectId]: Math.max(0, held + confirmedDelta) };
  return { ...next, lists: { ...lists, cardCounts } };
}

/** Counts the confirmed and the shown cards afresh (after a load). */
export function recount<M extends ProjectModel>(model: M): M {
  const cardCount = Object.keys(model.cards).length;
  const lists = (model as { lists?: ConfirmedLists | null }).lists;
  if (!lists || model.projectId === null) return { ...model, cardCount };
  const confirmedCount = Object.keys(model.confirmed.cards).length;
  const cardCounts = { ...lists.cardCounts, [model.projectId]: confirmedCount };
  return { ...model, cardCount, lists: { ...lists, cardCounts } };
}
