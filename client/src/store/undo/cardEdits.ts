// Undo and redo of card field edits: what an own write changed (each field before and after), reversed as a
// revert (POST /api/cards/{id}/revert) that sets a field back only where the card still holds this person's
// value; a field someone else changed since keeps theirs, and the toast names it ("Impact kept: Dana …").
import type { Card } from '../../../../common/schemas/cards';
import {
  REVERTIBLE_CARD_FIELDS,
  keptMessage,
  type ChangeCause,
  type KeptField,
} from '../../../../common/schemas/history';
import { ops } from '../../../../common/realtime/reconcile';
import { historyApi } from '../../api/history';
import { errorText, pacedByLimit } from '../../api/http';
import { withCause } from './cause';
import { board } from '../board';
import { failureToast, mutate } from '../mutations';
import type { StepOutcome } from './stack';

/** The fields a revert sets: a card's editable fields but its rank (a drag's reorder is not undone). */
const REVERTIBLE = REVERTIBLE_CARD_FIELDS;
type Revertible = (typeof REVERTIBLE)[number];

/** One card's fields an own write changed: each as the board showed it before and as the server stored it. */
export interface CardEdit {
  cardId: number;
  before: Partial<Card>;
  after: Partial<Card>;
}

/** A copy of the card as the board shows it now, taken before a write changes it. */
export const cardBefore = (cardId: number): Card | undefined => {
  const card = board.cards[cardId];
  return card ? { ...card } : undefined;
};

/**
 * What a write changed of a card: the fields it sent that now differ (as answered, the server's form of the
 * value), and the sprint a release change dropped. Null when nothing changed.
 */
export function cardEdit(before: Card, sent: readonly string[], answer: Card): CardEdit | null {
  const fields = REVERTIBLE.filter(
    (field) =>
      (sent.includes(field) || (field === 'sprintId' && sent.includes('releaseId'))) &&
      before[field] !== answer[field],
  );
  if (fields.length === 0) return null;
  const pick = (card: Card) =>
    Object.fromEntries(fields.map((field) => [field, card[field]])) as Partial<Card>;
  return { cardId: answer.id, before: pick(before), after: pick(answer) };
}

/** A reference shown with its name at once (the answer brings the server's). */
function shownWith(field: Revertible, value: unknown): Partial<Card> {
  if (field === 'categoryId') {
    const category = typeof value === 'number' ? board.categories[value] : undefined;
    return { category: category ? { name: category.name, color: category.color } : null };
  }
  if (field === 'releaseId') {
    const release = typeof value === 'number' ? board.releases[value] : undefined;
    return {
      release: release
        ? { name: release.name, startDate: release.startDate, endDate: release.endDate }
        : null,
    };
  }
  return {};
}

type Reverted = { ok: true; kept: KeptField[]; allKept: boolean } | { ok: false; error: unknown };

/** One card's revert: shows at once the fields the card still holds as `from`, and settles on the answer. */
async function revertCard(edit: CardEdit, cause: ChangeCause): Promise<Reverted> {
  const [from, to] = cause === 'undo' ? [edit.after, edit.before] : [edit.before, edit.after];
  const fields = REVERTIBLE.filter((field) => field in from);
  const shown = board.cards[edit.cardId];
  const set: Partial<Card> = {};
  for (const field of fields) {
    if (!shown || shown[field] !== from[field]) continue; // someone else's value: the server keeps it
    Object.assign(set, { [field]: to[field] }, shownWith(field, to[field]));
  }
  let failure: unknown;
  const outcome = await mutate({
    ops: Object.keys(set).length ? [ops.patch('cards', edit.cardId, set)] : [],
    send: (options) =>
      pacedByLimit(() =>
        historyApi.revert(
          edit.cardId,
          {
            fields: Object.fromEntries(fields.map((field) => [field, { from: from[field], to: to[field] }])),
          },
          withCause(options, cause),
        ),
      ),
    answers: (answer) => [{ type: 'card.updated', data: answer.card }],
    notFound: { kind: 'cards', id: edit.cardId, means: 'gone' },
    failure: (error) => {
      failure = error;
      return null; // one toast for the whole step, below
    },
  });
  return outcome.ok && outcome.result
    ? { ok: true, kept: outcome.result.kept, allKept: outcome.result.kept.length >= fields.length }
    : { ok: false, error: failure };
}

/** "Impact kept: Dana changed it since · Status kept: …", each message once; undefined when none. */
function keptNote(kept: readonly KeptField[]): string | undefined {
  const messages = [...new Set(kept.map(keptMessage))];
  return messages.length ? messages.join(' · ') : undefined;
}

const cards = (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`;

/**
 * Undoes (`undo`: after → before) or redoes (before → after) the edits, one revert per card. Done when any
 * card was reverted; the note names what was kept and what could not be changed back.
 */
export async function revertCardEdits(edits: readonly CardEdit[], cause: ChangeCause): Promise<StepOutcome> {
  const results = await Promise.all(edits.map((edit) => revertCard(edit, cause)));
  const failed = results.flatMap((result) => (result.ok ? [] : [result.error]));
  if (results.length > 0 && failed.length === results.length) {
    failureToast({
      title: cause === 'undo' ? 'Undo failed' : 'Redo failed',
      description: errorText(failed[0], `Failed to ${cause} the change`),
    });
    return { ok: false };
  }
  const kept = results.flatMap((result) => (result.ok ? result.kept : []));
  const notes = [keptNote(kept), failed.length ? `${cards(failed.length)} could not be changed back` : '']
    .filter(Boolean)
    .join(' · ');
  const unchanged = results.every((result) => result.ok && result.allKept);
  return { ok: true, note: notes || undefined, unchanged };
}
