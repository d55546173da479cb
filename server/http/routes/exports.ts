// POST /api/export/csv: the selected projects' cards as a streamed CSV download (docs/decisions.md "Export").
import Router from '@koa/router';
import { exportCsvRequest, exportFilename } from '../../../common/schemas/export';
import { projectsToExport } from '../../domain/commands/projectExport';
import { csvExportStream } from '../../export/csvExport';
import type { AppDeps } from '../deps';
import { requireUser, type AppState } from '../middleware/currentUser';
import { parse } from '../validate';

/**
 * A browser form post (so the browser downloads natively) sends projectIds=1&projectIds=2 or
 * projectIds=1,2; qs turns more than 20 repeats into an {0:…,1:…} object. Numeric strings become
 * numbers; anything else is passed on for the schema to reject with its message.
 */
function fromForm(body: unknown): { projectIds: unknown[] } {
  const raw = (body as Record<string, unknown> | undefined)?.projectIds;
  const values =
    typeof raw === 'string'
      ? [raw]
      : Array.isArray(raw)
        ? raw
        : raw && typeof raw === 'object'
          ? Object.values(raw)
          : [];
  const ids = values
    .flatMap((value) => (typeof value === 'string' ? value.split(',') : [value]))
    .map((value) => (typeof value === 'string' ? value.trim() : value))
    .filter((value) => value !== '');
  return {
    projectIds: ids.map((value) =>
      typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value,
    ),
  };
}

export function exportRoutes({ db, logger }: AppDeps) {
  const router = new Router<AppState>({ prefix: '/api' });

  router.post('/export/csv', async (ctx) => {
    const user = requireUser(ctx);
    const body = ctx.is('urlencoded') ? fromForm(ctx.request.body) : ctx.request.body;
    const ids = [...new Set(parse(exportCsvRequest, body).projectIds)];
    const projects = await projectsToExport(db, user, ids);

    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('Content-Disposition', `attachment; filename="${exportFilename(new Date())}"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.body = csvExportStream(db, projects, logger);
  });

  return router;
}
