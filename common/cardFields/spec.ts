// What the registry says about one card field (registry.ts holds the entries; docs/architecture.md
// "Adding a card field").
import type { z } from 'zod';

/** How history words a value: as text, by its choice's label, Yes/No, or by the name of what it points at. */
export type HistoryWording =
  'text' | 'choice' | 'yesNo' | { reference: 'category' | 'release' | 'sprint'; gone: string };

/** A column of the CSV export and the import mapping. */
export interface CsvColumn {
  /** The mapping's name of the column (a field's code name, or `releaseStart`…). */
  key: string;
  /** The export's header. */
  column: string;
  /** The import dialog's name for it. */
  label: string;
  /** Header names the import takes for it ("prio", "severity"), in lower case. */
  words: readonly string[];
}

/**
 * How a field's CSV cell is written and read. The plain ones are handled by the export and the import from
 * the entry: 'text' as it is ('' for none); 'number' a decimal (read with '.' or ','); 'label' a choice by its
 * label and 'value' one by its value, both read from a label, a value or another tool's word
 * (common/import/values.ts). 'name': what a reference points at, by name, written and read by the export and
 * the import themselves.
 */
export type CsvCell = 'text' | 'number' | 'label' | 'value' | 'name';

export interface CardFieldCsv {
  /** The export's header; the import dialog uses the field's label. */
  column: string;
  /** How its cell is written and read. */
  cell: CsvCell;
  /** Where the column stands in the export (1 = Client, the first column). */
  position: number;
  /** Header names the import takes for it, in lower case. */
  words: readonly string[];
  /** The key of the import request's card that carries it, when not the wire name (a name, not an id). */
  importKey?: string;
  /** Columns that come right after it and belong to what it names (a release's dates). */
  with?: readonly CsvColumn[];
}

export interface CardFieldSpec {
  /** The name in the API, the socket's events and the database column (glossary: Impact is `priority`). */
  wire: string;
  /** As the screens and history name it (the spec's text). */
  label: string;
  /** How a sentence names it ("Undone: Change impact"); the label in lower case when not given. */
  phrase?: string;
  /** What a create or an edit may send (the API's check). */
  schema: z.ZodType;
  /** What the card's read model (the API's answer, the database row) holds. */
  answer: z.ZodType;
  /** A card is not made without it: an import's card refuses one that leaves it out (every other may). */
  required?: true;
  /** The card dialog's form edits it (its remote edits are merged and named there). */
  editable: boolean;
  /** An undo or a redo sets it back (POST /api/cards/{id}/revert). */
  revertible: boolean;
  /** A rank: written by moves through the rank SQL, never given to an insert. */
  rank?: true;
  /** The labels of its choices (status, impact). */
  choices?: Readonly<Record<string, string>>;
  /** How history words its changes; absent: history does not list it (a rank change is a move). */
  history?: HistoryWording;
  /** Its column in the CSV export and the import. */
  csv?: CardFieldCsv;
  /** A meeting may vote on it: the vote's name for it (on the wire and in meeting_votes.field). */
  vote?: string;
}
