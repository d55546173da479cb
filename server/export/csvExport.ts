// The streaming CSV writer of the export (docs/decisions.md "Export"): constant memory for any number of cards.
import { pipeline, Readable, Transform } from 'node:stream';
import { lazyPackage } from '../lazyPackage';
import {
  CARD_FIELDS,
  CSV_PROJECT_COLUMN,
  PLAIN_CSV_FIELDS,
  type PlainCsvField,
} from '../../common/cardFields';
import { CSV_COLUMNS } from '../../common/schemas/export';
import type { Db } from '../db/connection';
import { exportRepo, type ExportCardRow, type ExportProjectRow } from '../db/repos/export';
import type { Logger } from '../logger';

/** Cards read per query: big enough to amortise the round trip, small enough to keep memory flat. */
export const EXPORT_BATCH_SIZE = 2000;
const fastCsv = lazyPackage<typeof import('fast-csv')>('fast-csv');
/** Bytes per write to the response. */
const CHUNK_BYTES = 64 * 1024;

/** A formula character, or whitespace/line breaks a spreadsheet may trim before finding one. */
const RISKY_START = /^[=+\-@\s]/;
/** `;` before a formula character: spreadsheets set to split on `;` (many locales) start a new cell there. */
const FORMULA_AFTER_SEMICOLON = /;(?=\s*[=+\-@])/g;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * CSV injection: a spreadsheet runs a cell that starts with = + - @ (or whitespace, a tab or a line
 * break before them) as a formula, so such cells get a leading apostrophe; so does every piece after a
 * `;` that starts one, for readers that split on `;` (fast-csv quotes only cells with a comma, a quote
 * or a line break). A plain number such as a negative rank is left as it is: it cannot be a formula,
 * and prefixing it would turn it into text.
 */
export function neutralise(value: string): string {
  if (PLAIN_NUMBER.test(value)) return value;
  const pieces = value.replace(FORMULA_AFTER_SEMICOLON, ";'");
  return RISKY_START.test(pieces) ? `'${pieces}` : pieces;
}

type CellOf = (project: ExportProjectRow, card: ExportCardRow) => string | null;

/** The cells that are no plain field: where the card is, its id, what it points at by name, its times. */
const OTHER_CELLS: Readonly<Record<string, CellOf>> = {
  Client: (project) => project.clientName,
  Folder: (project) => project.folderName,
  [CSV_PROJECT_COLUMN]: (project) => project.projectName,
  ID: (_, card) => card.externalId,
  [CARD_FIELDS.category.csv.column]: (_, card) => card.categoryName,
  [CARD_FIELDS.release.csv.column]: (_, card) => card.releaseName,
  [CARD_FIELDS.release.csv.with[0].column]: (_, card) => card.releaseStartDate,
  [CARD_FIELDS.release.csv.with[1].column]: (_, card) => card.releaseEndDate,
  [CARD_FIELDS.sprint.csv.column]: (_, card) => card.sprintName,
  Created: (_, card) => card.createdAt,
  Updated: (_, card) => card.updatedAt,
};

/** A plain field's cell, from the card's column of its wire name (CsvCell: a 'label' choice by its label). */
const plainCell =
  ({ field }: PlainCsvField): CellOf =>
  (_, card) => {
    const value = (card as unknown as Readonly<Record<string, unknown>>)[field.wire];
    if (value === null || value === undefined) return null;
    const text = String(value);
    return field.csv.cell === 'label' ? (field.choices?.[text] ?? text) : text;
  };

let rowCells: readonly CellOf[] | undefined;
/** Each column's cell, in CSV_COLUMNS order; made on first use. */
function columnCells(): readonly CellOf[] {
  rowCells ??= CSV_COLUMNS.map((column) => {
    const plain = PLAIN_CSV_FIELDS.find(({ field }) => field.csv.column === column);
    const cell = plain ? plainCell(plain) : OTHER_CELLS[column];
    if (!cell) throw new Error(`The CSV column ${column} has no cell`);
    return cell;
  });
  return rowCells;
}

/** One row in CSV_COLUMNS order; none is an empty cell. */
export function cardCells(project: ExportProjectRow, card: ExportCardRow): string[] {
  return columnCells().map((cell) => neutralise(cell(project, card) ?? ''));
}

/**
 * The header, then every card of each project in turn, read in keyset batches. The next batch is
 * fetched while the current one is written, so the database and the socket work at the same time;
 * at most two batches are held. When the consumer stops (client gone), the generator is returned
 * and no further batch is read.
 */
async function* csvRows(db: Db, projects: ExportProjectRow[]): AsyncGenerator<string[]> {
  yield [...CSV_COLUMNS];
  for (const project of projects) {
    let batch = await exportRepo.cardBatch(db, project.id, null, EXPORT_BATCH_SIZE);
    while (batch.length) {
      const last = batch[batch.length - 1]!;
      const next =
        batch.length === EXPORT_BATCH_SIZE
          ? exportRepo.cardBatch(db, project.id, { order: last.order, id: last.id }, EXPORT_BATCH_SIZE)
          : Promise.resolve([]);
      // If the generator is abandoned before awaiting `next`, its failure must not go unhandled.
      next.catch(() => undefined);
      for (const card of batch) yield cardCells(project, card);
      batch = await next;
    }
  }
}

/**
 * fast-csv pushes one small buffer per row; writing each to the response costs an HTTP chunk and a
 * socket write per row (a third of the time of a 100,000-card export, measured), so rows are gathered
 * into 64 kB writes.
 */
function coalesce(): Transform {
  let pending: Buffer[] = [];
  let length = 0;
  const take = () => {
    const chunk = Buffer.concat(pending, length);
    pending = [];
    length = 0;
    return chunk;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      length += chunk.length;
      done(null, length >= CHUNK_BYTES ? take() : undefined);
    },
    flush(done) {
      done(null, length ? take() : undefined);
    },
  });
}

/**
 * A readable CSV stream (UTF-8, RFC 4180: CRLF rows, quotes only where needed). Pipe it to the
 * response: backpressure reaches the database reads, and destroying it (client disconnect) stops them.
 */
export function csvExportStream(db: Db, projects: ExportProjectRow[], logger: Logger): Readable {
  const formatter = fastCsv().format<string[], string[]>({
    rowDelimiter: '\r\n',
    includeEndRowDelimiter: true,
  });
  const output = coalesce();
  pipeline(Readable.from(csvRows(db, projects)), formatter, output, (err) => {
    if (err && (err as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE')
      logger.error({ err }, 'CSV export failed while streaming');
  });
  return output;
}
