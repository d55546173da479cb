// Reads CSV/TSV text into rows with papaparse: the delimiter guessed among , ; and tab, each record's line in the
// file kept for messages, the event loop given back now and then so a big file does not freeze the page.
import Papa from 'papaparse';

export type TableDelimiter = ',' | ';' | '\t';
export const TABLE_DELIMITERS: readonly TableDelimiter[] = [',', ';', '\t'];

export interface TableRow {
  /** The record's first line in the file (1 = the header line). */
  line: number;
  cells: string[];
  /** papaparse found a quote out of place here ("InvalidQuotes"); the record is read as it stands. */
  misquoted?: true;
}

export interface Table {
  headers: string[];
  /** Data records after the header; records whose cells are all blank are left out. */
  rows: TableRow[];
  delimiter: TableDelimiter;
  /**
   * The record whose quoted cell is never closed ("MissingQuotes"): it takes in the rest of the file, so it is
   * left out of `rows` and the file cannot be read as it stands. `stray`: a quote inside the cell was not
   * doubled (papaparse's "InvalidQuotes" too), which is what left it open. Null when none.
   */
  unclosedQuote: { line: number; stray: boolean } | null;
  /** Reading stopped after `maxRows` data records. */
  truncated: boolean;
}

export interface ReadTableOptions {
  /** Called with 0…1 as the text is read. */
  onProgress?: (fraction: number) => void;
  /** Stop (and set `truncated`) once more than this many data records were read. */
  maxRows?: number;
  /** Records read between two yields to the event loop. */
  yieldEvery?: number;
}

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/** Counts line breaks (CRLF, LF or a lone CR) in a text read piece by piece, so a record's line is known. */
function lineCounter(text: string) {
  let position = 0;
  let line = 1;
  return (offset: number) => {
    for (; position < offset; position++) {
      const char = text.charCodeAt(position);
      if (char === 10) line++;
      else if (char === 13 && text.charCodeAt(position + 1) !== 10) line++;
    }
    return line;
  };
}

/** The delimiter of the first records (papaparse's guess, comma when it cannot tell) and their line break. */
function sniff(text: string): { delimiter: TableDelimiter; newline: string } {
  const preview = Papa.parse<string[]>(text.slice(0, 64 * 1024), {
    preview: 20,
    // Without this, a file's last line break makes an empty record that spoils papaparse's consistency test.
    skipEmptyLines: 'greedy',
    delimitersToGuess: [...TABLE_DELIMITERS],
  });
  const guessed = preview.meta.delimiter as TableDelimiter;
  const newline = preview.meta.linebreak;
  return {
    delimiter: TABLE_DELIMITERS.includes(guessed) ? guessed : ',',
    newline: newline === '\r\n' || newline === '\r' ? newline : '\n',
  };
}

/**
 * Reads the whole text; never rejects. Quote problems are kept where they are (`misquoted`, `unclosedQuote`).
 * papaparse reports a record's end (`meta.cursor`) relative to where the last resume started, so the reader
 * keeps the absolute offset itself across pauses.
 */
export function readTable(text: string, options: ReadTableOptions = {}): Promise<Table> {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const { delimiter, newline } = sniff(source);
  const yieldEvery = Math.max(1, options.yieldEvery ?? 2000);
  const lineAt = lineCounter(source);
  const table: Table = { headers: [], rows: [], delimiter, unclosedQuote: null, truncated: false };
  let base = 0;
  let start = 0;
  let sinceYield = 0;
  let headerRead = false;

  return new Promise<Table>((resolve) => {
    const finish = () => {
      options.onProgress?.(1);
      resolve(table);
    };
    try {
      Papa.parse<string[]>(source, {
        delimiter,
        newline: newline as '\n',
        step(result, parser) {
          const end = base + result.meta.cursor;
          const line = lineAt(start);
          start = end;
          const cells = result.data.map(String);
          const codes = result.errors.map((error) => error.code);
          if (codes.includes('MissingQuotes')) {
            table.unclosedQuote = { line, stray: codes.includes('InvalidQuotes') };
            return;
          }
          if (isBlank(cells)) return;
          if (!headerRead) {
            table.headers = cells.map((cell) => cell.trim());
            headerRead = true;
            return;
          }
          const row: TableRow = { line, cells };
          if (codes.includes('InvalidQuotes')) row.misquoted = true;
          if (options.maxRows !== undefined && table.rows.length >= options.maxRows) {
            table.truncated = true;
            parser.abort();
            return;
          }
          table.rows.push(row);
          if (++sinceYield >= yieldEvery && end < source.length) {
            sinceYield = 0;
            base = end;
            parser.pause();
            options.onProgress?.(end / source.length);
            setTimeout(() => parser.resume(), 0);
          }
        },
        complete: finish,
      });
    } catch {
      // papaparse does not throw on text; this keeps the promise settled if a future version does.
      finish();
    }
  });
}
