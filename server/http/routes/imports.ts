// /api/imports (docs/api/imports.md): an import written as one change, and its undo. The body of an
// import may be up to IMPORT_MAX_BODY_BYTES, so it is read only here, once the caller is known: the app's
// JSON parser (1 MB) leaves this one path alone (isImportUpload), and a signed-out caller is answered 401
// without a byte of it parsed.
import { bodyParser } from '@koa/bodyparser';
import Router, { type RouterContext } from '@koa/router';
import type { ParameterizedContext } from 'koa';
import { IMPORT_CONTENT_TYPE, IMPORTS_PATH } from '../../../common/import/requestLines';
import {
  IMPORT_MAX_BODY_BYTES,
  IMPORT_MESSAGES,
  IMPORT_ROWS_PER_POINT,
} from '../../../common/schemas/imports';
import { runCommand } from '../../domain/changes';
import { importCards } from '../../domain/commands/imports';
import { parseImportRequest } from '../../domain/commands/importRequest';
import { undoImport } from '../../domain/commands/importUndo';
import type { AppDeps } from '../deps';
import { badRequest, HttpError } from '../errors';
import { requireUser, type AppState } from '../middleware/currentUser';
import { chargeWrites } from '../middleware/writeLimits';
import { changeMeta, idParam } from '../params';

type Ctx = RouterContext<AppState>;

/** The one request the app's body parser skips: the import route reads its body after the user check. */
export const isImportUpload = (ctx: ParameterizedContext) =>
  ctx.method === 'POST' && ctx.path === IMPORTS_PATH;

// JSON lines (common/import/requestLines.ts), read as text: parsed a line at a time by parseImportRequest.
const readImportBody = bodyParser({
  enableTypes: ['text'],
  extendTypes: { text: [IMPORT_CONTENT_TYPE] },
  textLimit: IMPORT_MAX_BODY_BYTES,
  encoding: 'utf-8',
});

/**
 * The body's text, read now; over the limit is 413 with the limit named, another type than JSON lines 400.
 * The request lets go of it at once: once checked, only the checked cards are needed, and a 10,000-row file's
 * text would otherwise stay in memory for the whole write (bench:import, server memory growth).
 */
async function importBody(ctx: Ctx): Promise<string> {
  try {
    await readImportBody(ctx as never, async () => {});
  } catch (error) {
    if ((error as { status?: number }).status === 413) throw new HttpError(413, IMPORT_MESSAGES.bodyTooLarge);
    throw error;
  }
  const body: unknown = ctx.request.body;
  if (!ctx.is(IMPORT_CONTENT_TYPE) || typeof body !== 'string') throw badRequest(IMPORT_MESSAGES.notLines);
  const request = ctx.request as { body?: unknown; rawBody?: unknown };
  const raw = ctx.req as { rawBody?: unknown };
  request.body = undefined;
  request.rawBody = undefined;
  raw.rawBody = undefined;
  return body;
}

/**
 * An import of n cards costs ceil(n / IMPORT_ROWS_PER_POINT) points of the write allowance (docs/security.md
 * "Limits"); the request paid one.
 */
export const importCost = (cards: number) => Math.ceil(cards / IMPORT_ROWS_PER_POINT);

export function importRoutes({ db, changes, rateLimits }: AppDeps) {
  const router = new Router<AppState>({ prefix: '/api' });
  // Every change of an import, its undo and its redo carries the cause `import`: the Activity shows its one entry.
  const meta = (ctx: Ctx) => ({ ...changeMeta(ctx), cause: 'import' as const });

  router.post('/imports', async (ctx) => {
    const actor = requireUser(ctx);
    const input = await parseImportRequest(await importBody(ctx));
    await chargeWrites(rateLimits, actor.id, importCost(input.cards.length) - 1);
    ctx.body = await runCommand(db, changes, meta(ctx), (trx) => importCards(trx, actor, input));
    ctx.status = 201;
  });

  router.delete('/imports/:id', async (ctx) => {
    const actor = requireUser(ctx);
    const id = idParam(ctx.params.id, IMPORT_MESSAGES.notFound);
    ctx.body = await runCommand(db, changes, meta(ctx), (trx) => undoImport(trx, actor, id));
  });

  return router;
}
