// The registry's entries as the lists and names their readers take: which fields undo sets back, which the
// card dialog edits, which an insert gives, which a meeting votes on, and how each is named.
import { CARD_FIELDS, type CardFieldName, type CardFields, type CardFieldWire } from './registry';
import type { CardFieldSpec } from './spec';

/** Every field's code name, in the registry's (the card dialog's) order. */
export const CARD_FIELD_NAMES = Object.keys(CARD_FIELDS) as CardFieldName[];

/** The entries as their common shape, in order. */
export const cardFieldList = (): [CardFieldName, CardFieldSpec][] =>
  CARD_FIELD_NAMES.map((name) => [name, CARD_FIELDS[name]]);

/** The wire names of the fields whose entry matches `Has`, typed from the entries. */
type WireWhere<Has> = {
  [N in CardFieldName]: CardFields[N] extends Has ? CardFields[N]['wire'] : never;
}[CardFieldName];

/** The wire names of the fields whose entry does not match `Has`. */
type WireWhereNot<Has> = {
  [N in CardFieldName]: CardFields[N] extends Has ? never : CardFields[N]['wire'];
}[CardFieldName];

const wiresWhere = <Wire>(test: (field: CardFieldSpec) => boolean) =>
  cardFieldList()
    .filter(([, field]) => test(field))
    .map(([, field]) => field.wire) as Wire[];

/** The card fields an undo or redo may set back (a rank is not one: its neighbours move on). */
export const REVERTIBLE_CARD_FIELDS = wiresWhere<WireWhere<{ revertible: true }>>(
  (field) => field.revertible,
);

/** The fields the card dialog's form edits, in its order. */
export const DIALOG_FIELDS = wiresWhere<WireWhere<{ editable: true }>>((field) => field.editable);
export type DialogField = (typeof DIALOG_FIELDS)[number];

/** The fields an insert may give (a rank is placed by the rank SQL). */
export const INSERTED_CARD_FIELDS = wiresWhere<WireWhereNot<{ rank: true }>>((field) => !field.rank);

/** The fields a meeting may vote on, by the vote's name for each (kept on the wire and in the database). */
type VoteOf<N extends CardFieldName> = CardFields[N] extends { vote: infer V } ? V : never;
export type VoteField = { [N in CardFieldName]: VoteOf<N> }[CardFieldName];
export const VOTE_FIELDS = cardFieldList().flatMap(([, field]) =>
  field.vote ? [field.vote as VoteField] : [],
) as unknown as readonly [VoteField, ...VoteField[]];

const byWire = (wire: string) => cardFieldList().find(([, field]) => field.wire === wire)?.[1];

/** A field's label by its wire name ("Impact" for priority); an unknown name as it is. */
export const cardFieldLabel = (wire: string): string => byWire(wire)?.label ?? wire;

/** Each field's label by its code name: what every screen heads, names or groups it by ("Use Case"). */
export const CARD_FIELD_LABELS = Object.fromEntries(
  cardFieldList().map(([name, field]) => [name, field.label]),
) as { readonly [N in CardFieldName]: CardFields[N]['label'] };

/** How a sentence names a field ("impact", "pin"), by its wire name. */
export const cardFieldPhrase = (wire: CardFieldWire): string => {
  const field = byWire(wire);
  return field ? (field.phrase ?? field.label.toLowerCase()) : wire;
};

/** "impact, release or use case": the fields a vote may be on, as a sentence names them. */
export const voteFieldsPhrase = (): string => {
  const phrases = cardFieldList().flatMap(([, field]) =>
    field.vote ? [field.phrase ?? field.label.toLowerCase()] : [],
  );
  return `${phrases.slice(0, -1).join(', ')} or ${phrases[phrases.length - 1]}`;
};

/** The label of each field a vote may be on ("Use Case"). */
export const VOTE_FIELD_LABELS = Object.fromEntries(
  cardFieldList().flatMap(([, field]) => (field.vote ? [[field.vote, field.label]] : [])),
) as Record<VoteField, string>;

/** Each field's zod schema under its wire name: the shape of a card edit. */
export type CardFieldSchemas = { [N in CardFieldName as CardFields[N]['wire']]: CardFields[N]['schema'] };
export const cardFieldSchemas = (): CardFieldSchemas =>
  Object.fromEntries(cardFieldList().map(([, field]) => [field.wire, field.schema])) as CardFieldSchemas;

/** Each field's read-model schema under its wire name: the fields of a card as the API answers it. */
export type CardFieldAnswers = { [N in CardFieldName as CardFields[N]['wire']]: CardFields[N]['answer'] };
export const cardFieldAnswers = (): CardFieldAnswers =>
  Object.fromEntries(cardFieldList().map(([, field]) => [field.wire, field.answer])) as CardFieldAnswers;
