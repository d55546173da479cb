// bench:ui's cost of a teammate's change on an open board, without the browser: the board's own reconcile
// (common/realtime/reconcile.ts) applying one `cards.reordered` event to the model of a project of N cards,
// as a screen does for every change it hears. The model keeps its things in plain objects keyed by id and
// replaced copy-on-write, so a change copies the project's card record once: this says what that costs as
// the project grows. Card ids as a server hands them out, one project's among others' (apart, from 40,000),
// which V8 keeps in a hash table rather than an array. And a teammate's import heard by an open board: its
// thousands of `card.created` events applied as the board applies a burst, in one go (reconcileAll), which
// copies each record once rather than once per event. No target (no issue sets one yet).
import { emptyModel, load, reconcile, reconcileAll, type Local } from '../common/realtime/reconcile';
import type { ChangeEvent } from '../common/events';
import { card, T } from '../common/test/factories';
import { median } from './uiScoreSort';

const READER: Local = { ownMutations: new Set(), dragging: null, room: false, now: 0 };
const SIZES = [20, 1000, 10_000];
const FIRST_ID = 40_000;
const IMPORT_CARDS = 10_000;
/** Events applied per size: each round's time is divided by them; the median of five rounds is printed. */
const EVENTS = { 20: 20_000, 1000: 1000, 10_000: 100 } as Record<number, number>;

/** Microseconds one move event takes to go through reconcile on a board of `cards` cards. */
function perEventUs(cards: number): number {
  const ids = Array.from({ length: cards }, (_, i) => FIRST_ID + i * 3);
  const data = Object.fromEntries(ids.map((id) => [id, card(id, { projectId: 1, version: 1 })]));
  let model = load(emptyModel(1), { cards: data, categories: {}, releases: {} }, READER);
  let seq = 1;
  const rounds: number[] = [];
  for (let round = 0; round < 5; round++) {
    const events = EVENTS[cards]!;
    const started = performance.now();
    for (let i = 0; i < events; i++) {
      seq += 1;
      const event = {
        type: 'cards.reordered',
        data: [{ id: ids[i % cards]!, order: `0.${seq}`, updatedAt: T(2), version: seq }],
        seq,
        actorId: 'teammate',
        folderId: 1,
        projectId: 1,
      } as ChangeEvent;
      model = reconcile(model, event, READER).model;
    }
    rounds.push(((performance.now() - started) / events) * 1000);
  }
  return median(rounds);
}

/** An import of `cards` cards heard by an open board of the folder: one `card.created` each, as one burst. */
function importBurstMs(cards: number): number {
  const rounds: number[] = [];
  for (let round = 0; round < 3; round++) {
    const model = load(emptyModel(1), { cards: {}, categories: {}, releases: {} }, READER);
    const events = Array.from({ length: cards }, (_, i): ChangeEvent => ({
      type: 'card.created',
      data: card(FIRST_ID + i * 3, { projectId: 1, version: i + 1 }),
      seq: i + 1,
      actorId: 'teammate',
      folderId: 1,
      projectId: 1,
    }));
    const started = performance.now();
    reconcileAll(model, events, READER);
    rounds.push(performance.now() - started);
  }
  return median(rounds);
}

export function benchReconcile() {
  const cells = SIZES.map(
    (size) => `${size.toLocaleString('en-US')} cards ${perEventUs(size).toFixed(0)} µs`,
  );
  console.log(`\na teammate's move applied to the board's model (reconcile, in Node): ${cells.join(', ')}`);
  const burst = importBurstMs(IMPORT_CARDS);
  console.log(
    `a teammate's import of ${IMPORT_CARDS.toLocaleString('en-US')} cards applied to an open board's model` +
      ` (reconcileAll, one burst): ${burst.toFixed(0)} ms`,
  );
}
