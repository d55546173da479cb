// A record measured against its header (docs/import.md "Damaged files"). More filled cells than the header has
// mean a delimiter inside a cell was not quoted and every cell after it moved one column on, so the row is
// skipped rather than imported into the wrong fields; fewer are read as empty (tools that drop trailing empty
// cells write such rows), with one note for the file; a quote out of place is read as it stands, with a note.
import { plural } from '../plural';
import { lineNote, type Collected } from './collect';
import type { Table, TableDelimiter, TableRow } from './table';

const DELIMITER_NAMES: Record<TableDelimiter, string> = { ',': 'comma', ';': 'semicolon', '\t': 'tab' };

/** How many short rows the note names by line before it only counts the rest. */
const NAMED_LINES = 5;

/** "line 4", "lines 2 and 4", "lines 2, 4, 5, 6, 7 and 2 more". */
function lineList(lines: number[]): string {
  if (lines.length === 1) return `line ${lines[0]}`;
  const named = lines.slice(0, NAMED_LINES);
  const more = lines.length - named.length;
  return more > 0
    ? `lines ${named.join(', ')} and ${more} more`
    : `lines ${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
}

/** A filled cell past the header's last column: the row's cells have moved and it is skipped. */
export const overfull = (row: TableRow, width: number) =>
  row.cells.slice(width).some((cell) => cell.trim() !== '');

/** The checks of one table's rows; `keep` each row, then `finish` once for the note about short rows. */
export function rowChecks(table: Table, into: Collected) {
  const width = table.headers.length;
  const delimiter = DELIMITER_NAMES[table.delimiter];
  const short: number[] = [];
  return {
    /** False when the row cannot become a card as it stands; it is then in `into.skipped`, saying why. */
    keep(row: TableRow): boolean {
      if (row.misquoted)
        into.notes.push(lineNote(row.line, 'A quote is misplaced; the row was read as it stands'));
      if (overfull(row, width)) {
        into.skipped.push({
          line: row.line,
          column: null,
          message: `${row.cells.length} cells where the header has ${width}: a cell with a ${delimiter} in it needs quotes`,
        });
        return false;
      }
      if (row.cells.length < width) short.push(row.line);
      return true;
    },
    finish(): void {
      if (short.length === 0) return;
      short.sort((a, b) => a - b); // a Jira export is read in rank order
      const one = short.length === 1;
      into.notes.push(
        `${plural(short.length, 'row')} ${one ? 'has' : 'have'} fewer cells than the header (${lineList(short)}); ` +
          `${one ? 'its' : 'their'} missing cells are read as empty`,
      );
    },
  };
}
