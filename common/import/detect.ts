// Which importer a file is for: our own CSV export, Jira's CSV export, a Trello board's JSON, or any CSV/TSV.
import Papa from 'papaparse';
import type { ImportFormat } from '../schemas/imports';
import { isCardplanHeader } from './cardplanCsv';
import { isJiraHeader } from './jira';
import { arrayElementLines } from './jsonLines';
import { TABLE_DELIMITERS } from './table';
import { readTrelloBoard, type TrelloBoard } from './trello';

/** Why a file cannot be imported at all, in the product's words. */
export const IMPORT_FILE_MESSAGES = {
  empty: 'This file is empty',
  notTrello: 'This JSON file is not a Trello board export',
  notSupported: 'This file is not a CSV, TSV or Trello JSON file',
} as const;

export type DetectResult = { ok: true; format: ImportFormat } | { ok: false; message: string };

/** Control characters other than tab and line breaks: text files do not have them, binary files do. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- as above, every one of them
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** How much of a file tells a binary file from a damaged text, and how many control characters it may hold. */
const SAMPLE = 8192;
const STRAY_CONTROLS = 8;

/**
 * A binary file (a spreadsheet's .xlsx, a PDF, an image): control characters in its first line, or more than
 * a few in its first 8 KB. A text with a stray one further down is a damaged CSV, which the reader names by
 * line (fileProblems.ts) rather than calling it none of our formats.
 */
function looksBinary(body: string): boolean {
  const sample = body.slice(0, SAMPLE);
  const firstLine = sample.split(/\r\n|\r|\n/, 1)[0] ?? '';
  return (
    CONTROL_CHARACTER.test(firstLine) || (sample.match(CONTROL_CHARACTERS)?.length ?? 0) > STRAY_CONTROLS
  );
}

/** The first record's cells, for recognising an export by its header. */
function headerCells(text: string): string[] {
  const first = Papa.parse<string[]>(text.slice(0, 64 * 1024), {
    preview: 1,
    delimitersToGuess: [...TABLE_DELIMITERS],
  });
  return (first.data[0] ?? []).map((cell) => String(cell).trim());
}

/** Detects the format, and hands a Trello board over already parsed so a big JSON is parsed once. */
export function detectWithBoard(
  fileName: string,
  text: string,
): (DetectResult & { ok: false }) | { ok: true; format: ImportFormat; board: TrelloBoard | null } {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.trim() === '') return { ok: false, message: IMPORT_FILE_MESSAGES.empty };
  if (looksBinary(body)) return { ok: false, message: IMPORT_FILE_MESSAGES.notSupported };
  const start = body.trimStart()[0];
  if (/\.json$/i.test(fileName.trim()) || start === '{' || start === '[') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return { ok: false, message: IMPORT_FILE_MESSAGES.notTrello };
    }
    const board = readTrelloBoard(parsed, arrayElementLines(body, 'cards'));
    return board
      ? { ok: true, format: 'trello', board }
      : { ok: false, message: IMPORT_FILE_MESSAGES.notTrello };
  }
  const headers = headerCells(body);
  const format: ImportFormat = isCardplanHeader(headers)
    ? 'cardplan'
    : isJiraHeader(headers)
      ? 'jira'
      : 'csv';
  return { ok: true, format, board: null };
}

/** The format of a decoded file, or why it is none we read (empty, binary, a JSON that is not a Trello board). */
export function detectFormat(fileName: string, text: string): DetectResult {
  const detected = detectWithBoard(fileName, text);
  return detected.ok ? { ok: true, format: detected.format } : detected;
}
