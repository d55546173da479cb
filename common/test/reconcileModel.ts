// Models and runs for the tests of reconcile and of own writes (reconcile.test.ts, pending.test.ts): a board
// that loaded some things, this tab's local state, and events applied in order, every model frozen so a
// test also fails if reconcile writes into its input.
import type { ChangeData, ChangeEvent, ChangeType } from '../events';
import { emptyModel, load, reconcile, type BoardModel, type Local } from '../realtime/reconcile';
import * as make from './factories';

export function frozen<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) frozen(inner);
  }
  return value;
}

/** Someone else's event (frozen); `mutationId` makes it an echo when the tab knows that id. */
export const event = <K extends ChangeType>(
  type: K,
  data: ChangeData[K],
  extra?: { mutationId?: string; projectId?: number },
): ChangeEvent => frozen(make.event(type, data, extra));

export const local = (fields: Partial<Local> = {}): Local => ({
  ownMutations: new Set(['mine', 'also-mine', 'bulk']),
  dragging: null,
  room: false,
  now: 1000,
  ...fields,
});

type Things = {
  cards?: ReturnType<typeof make.card>[];
  categories?: ReturnType<typeof make.category>[];
  releases?: ReturnType<typeof make.release>[];
};

/** A board that loaded these things (by default cards 1 and 2, use case 4, release 3 with sprint 7). */
export function model(things: Things = {}, fields: Partial<BoardModel> = {}): BoardModel {
  const byId = <X extends { id: number }>(items: X[]) => Object.fromEntries(items.map((i) => [i.id, i]));
  const lists = {
    projects: [make.project(1), make.project(2)],
    clients: [make.client(1)],
    cardCounts: { 1: 2, 2: 0 },
    clientProjectCounts: { 1: 2 },
    folderShareCounts: {},
    changes: 0,
  };
  const empty = emptyModel(1, {
    project: make.project(1),
    lists: fields.workspace === null ? null : lists,
    ...fields,
  });
  const loaded = {
    cards: byId(things.cards ?? [make.card(1), make.card(2)]),
    categories: byId(things.categories ?? [make.category(4)]),
    releases: byId(things.releases ?? [make.release(3, { sprints: [make.sprint(7)] })]),
  };
  return frozen(load(empty, loaded, local()));
}

/** Applies events in order, each on the model the last one left. */
export const run = (start: BoardModel, events: ChangeEvent[], tab = local()) =>
  events.reduce((m, e) => frozen(reconcile(m, e, tab).model), start);
