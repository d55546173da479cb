// /api/imports (docs/api/import.md): an import written as one change, and its undo. The body of an
// import may be up to IMPORT_MAX_BODY_BYTES, so it is read only here, once the caller is known: the app's
// JSON parser (1 MB) leaves this one path alone (isImportUpload), and a signed-out caller is answered 401
// without a byte of it parsed.
import Router from '@koa/router';
import type { ParameterizedContext } from 'koa';
import { IMPORTS_PATH } from '../../../common/import/requestLines';
import { IMPORT_MESSAGES } from '../../../common/schemas/imports';
import { importCards } from '../../domain/commands/imports';
import { parseImportRequest } from '../../domain/commands/importRequest';
import { undoImport } from '../../domain/commands/importUndo';
import type { AppDeps } from '../deps';
import type { AppState } from '../middleware/currentUser';
import { importCost } from '../middleware/writeLimits';
import { idParam } from '../params';
import { writeRoutes } from '../writeRoute';
import { importText } from './importsBody';

/** The one request the app's body parser skips: the import route reads its body after the user check. */
export const isImportUpload = (ctx: ParameterizedContext) =>
  ctx.method === 'POST' && ctx.path === IMPORTS_PATH;

export function importRoutes(deps: AppDeps) {
  const { write } = writeRoutes(deps);
  const router = new Router<AppState>({ prefix: '/api' });
  // Every change of an import, its undo and its redo carries the cause `import`: the Activity shows its one entry.
  const meta = () => ({ cause: 'import' as const });

  router.post(
    '/imports',
    write({
      // Paid for by the rows sent, before they are decoded and checked: a refused import costs what its
      // reading did, as one that is written does. No name holds the text: it goes once it is checked.
      input: async (ctx, _actor, charge) =>
        parseImportRequest(await importText(ctx, (rows) => charge(importCost(rows) - 1))),
      meta,
      command: (trx, actor, input) => importCards(trx, actor, input),
      status: 201,
    }),
  );

  router.delete(
    '/imports/:id',
    write({
      input: (ctx) => idParam(ctx.params.id, IMPORT_MESSAGES.notFound),
      meta,
      command: (trx, actor, id) => undoImport(trx, actor, id),
    }),
  );

  return router;
}
