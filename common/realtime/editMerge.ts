// The card dialog's half of reconcile (docs/decisions.md "Conflicts"): a version someone else saved while the
// dialog is open flows into the form, the user's own unsaved edits are never replaced, and fields both of
// them changed are named so the dialog can ask which to keep. The store never holds the form, so
// reconcile() cannot overwrite it; this merges the store's newer card into it.
import { DIALOG_FIELDS, type DialogField } from '../cardFields';
import { cardFormValues, type CardFormSource, type CardFormValues } from '../board/cardForm';

/** A field of the dialog's form: the registry's editable ones, in its order. */
export type FormField = DialogField;
const FORM_FIELDS = DIALOG_FIELDS;

/** The fields whose form value differs from the card's. */
export function editedFields(base: CardFormSource, values: CardFormValues): FormField[] {
  const original = cardFormValues(base);
  return FORM_FIELDS.filter((field) => values[field] !== original[field]);
}

export interface RemoteMerge {
  /** The form after the merge: the newer card, with the user's own edits on top. */
  values: CardFormValues;
  /** Fields the other person changed to something the form does not already show. */
  theirs: FormField[];
  /** Fields the user has edited and not saved. */
  mine: FormField[];
  /** Fields both changed, to different values: the user must choose. */
  conflicts: FormField[];
}

function copyField<K extends FormField>(to: CardFormValues, from: CardFormValues, field: K) {
  to[field] = from[field];
}

/** Merges `latest` (someone else's save) into a form that was started from `base`. */
export function mergeRemote(
  base: CardFormSource,
  values: CardFormValues,
  latest: CardFormSource,
): RemoteMerge {
  const before = cardFormValues(base);
  const after = cardFormValues(latest);
  const mine = FORM_FIELDS.filter((field) => values[field] !== before[field]);
  // A field they set to what the form already shows (our own save coming back, too) is no news.
  const theirs = FORM_FIELDS.filter(
    (field) => after[field] !== before[field] && after[field] !== values[field],
  );
  const conflicts = mine.filter((field) => theirs.includes(field));
  const merged = { ...after };
  for (const field of mine) copyField(merged, values, field);
  return { values: merged, theirs, mine, conflicts };
}
