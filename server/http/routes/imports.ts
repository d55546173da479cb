// /api/imports (docs/api/import.md): an import written as one change, and its undo. The body of an
// import may be up to IMPORT_MAX_BODY_BYTES, so it is read only here, once the caller is known: the app's
// JSON parser (1 MB) leaves this one path alone (isImportUpload), and a signed-out caller is answered 401
// without a byte of it parsed.
import Router, { type RouterContext } from '@koa/router';
import type { ParameterizedContext } from 'koa';
import { IMPORTS_PATH } from '../../../common/import/requestLines';
import { IMPORT_MESSAGES, IMPORT_ROWS_PER_POINT } from '../../../common/schemas/imports';
import { runCommand } from '../../domain/changes';
import { importCards } from '../../domain/commands/imports';
import { parseImportRequest } from '../../domain/commands/importRequest';
import { undoImport } from '../../domain/commands/importUndo';
import type { AppDeps } from '../deps';
import { requireUser, type AppState } from '../middleware/currentUser';
import { chargeWrites } from '../middleware/writeLimits';
import { changeMeta, idParam } from '../params';
import { importText } from './importsBody';

type Ctx = RouterContext<AppState>;

/** The one request the app's body parser skips: the import route reads its body after the user check. */
export const isImportUpload = (ctx: ParameterizedContext) =>
  ctx.method === 'POST' && ctx.path === IMPORTS_PATH;

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
    // Paid for by the rows sent, before they are decoded and checked: a refused import costs what its
    // reading did, as one that is written does. No name holds the text: it goes once it is checked.
    const pay = (rows: number) => chargeWrites(rateLimits, actor.id, importCost(rows) - 1);
    const input = await parseImportRequest(await importText(ctx, pay));
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
