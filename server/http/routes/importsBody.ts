// The body of POST /api/imports (docs/api/import.md): JSON lines in UTF-8, the one charset JSON is exchanged in
// (RFC 8259) and the one the browser sends whatever the file's own encoding was (common/import/decode.ts reads
// the file). Read as bytes, sized for the write allowance, then decoded strictly: a body in another charset is
// refused, never stored with "é" turned into "�".
import { bodyParser } from '@koa/bodyparser';
import type { ParameterizedContext } from 'koa';
import { IMPORT_CONTENT_TYPE } from '../../../common/import/requestLines';
import { IMPORT_MAX_BODY_BYTES, IMPORT_MAX_ROWS, IMPORT_MESSAGES } from '../../../common/schemas/imports';
import { nextTurn } from '../../turns';
import { badRequest, HttpError } from '../errors';

// Latin-1 turns each byte into the character of the same code: the text read is the body's bytes as sent, to
// be decoded as UTF-8 below (the parser would decode as UTF-8 too, but put "�" for what is not, silently).
const readBytes = bodyParser({
  enableTypes: ['text'],
  extendTypes: { text: [IMPORT_CONTENT_TYPE] },
  textLimit: IMPORT_MAX_BODY_BYTES,
  encoding: 'latin1',
});

/** The labels that name UTF-8 in a Content-Type (no charset is UTF-8 too). */
const UTF8_LABELS = new Set(['utf-8', 'utf8']);

/**
 * Lines longer than this count as one row per this many bytes: parsing one 13 MB line costs about what a few
 * thousand card lines do, so it pays as they would.
 */
const IMPORT_ROW_BYTES = 4096;

/** Bytes decoded before other requests get a turn: a few milliseconds each. */
const DECODE_SLICE = 1024 * 1024;

/**
 * The rows a body counts as before anything is checked: its lines after the first (the target and source; a
 * final line break starts none), or one per IMPORT_ROW_BYTES when its lines are longer; at most IMPORT_MAX_ROWS,
 * as a longer body is refused at its next line anyway.
 */
function rowsSent(bytes: string): number {
  const last = bytes.length - 1;
  let lines = 0;
  for (let at = bytes.indexOf('\n'); at !== -1 && at < last && lines < IMPORT_MAX_ROWS; lines++)
    at = bytes.indexOf('\n', at + 1);
  return Math.min(IMPORT_MAX_ROWS, Math.max(lines, Math.ceil(bytes.length / IMPORT_ROW_BYTES)));
}

/** The bytes as UTF-8 text (a leading byte order mark dropped), a slice at a time; 400 for a byte that is not. */
async function utf8Text(bytes: string): Promise<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const parts: string[] = [];
  try {
    for (let from = 0; from < bytes.length; from += DECODE_SLICE) {
      if (from > 0) await nextTurn();
      const slice = Buffer.from(bytes.slice(from, from + DECODE_SLICE), 'latin1');
      parts.push(decoder.decode(slice, { stream: true }));
    }
    parts.push(decoder.decode());
  } catch {
    throw badRequest(IMPORT_MESSAGES.invalidUtf8);
  }
  return parts.join('');
}

/**
 * The body's text. Another type than JSON lines (or no body) is 400, another charset than UTF-8 415, both
 * before a byte is read; over the limit 413 with the limit named. `pay` hears the rows it counts as once it is
 * read, before it is decoded or checked: a refused import costs what reading it did. The request lets go of
 * the body at once: once checked, only the checked cards are needed, and a 10,000-row file's text would
 * otherwise stay in memory for the whole write (bench:import, server memory growth).
 */
export async function importText(
  ctx: ParameterizedContext,
  pay: (rows: number) => Promise<void>,
): Promise<string> {
  if (!ctx.is(IMPORT_CONTENT_TYPE)) throw badRequest(IMPORT_MESSAGES.notLines);
  const charset = ctx.request.charset.toLowerCase();
  if (charset && !UTF8_LABELS.has(charset)) throw new HttpError(415, IMPORT_MESSAGES.notUtf8);
  try {
    await readBytes(ctx as never, async () => {});
  } catch (error) {
    if ((error as { status?: number }).status === 413) throw new HttpError(413, IMPORT_MESSAGES.bodyTooLarge);
    throw error;
  }
  const bytes: unknown = ctx.request.body;
  if (typeof bytes !== 'string') throw badRequest(IMPORT_MESSAGES.notLines);
  const request = ctx.request as { body?: unknown; rawBody?: unknown };
  const raw = ctx.req as { rawBody?: unknown };
  request.body = undefined;
  request.rawBody = undefined;
  raw.rawBody = undefined;
  await pay(rowsSent(bytes));
  return utf8Text(bytes);
}
