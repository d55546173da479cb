// POST /api/export/csv: the selected projects' cards as a streamed CSV download (decisions.md "Export").
import Router from '@koa/router';
import { exportCsvRequest, exportFilename } from '../../../common/schemas/export';
import { PROJECT_MESSAGES } from '../../../common/schemas/projects';
import { exportRepo } from '../../db/repos/export';
import { csvExportStream } from '../../export/csvExport';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
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
    // Every id is checked before the first byte goes out: a 404 cannot arrive mid-file.
    const selected = await exportRepo.readableProjects(db, user.id, ids);
    if (selected.length !== ids.length) throw notFound(PROJECT_MESSAGES.notFound);

    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('Content-Disposition', `attachment; filename="${exportFilename(new Date())}"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    // A folder holds no cards itself (its projects do), so a selected folder adds no rows.
    ctx.body = csvExportStream(
      db,
      selected.filter((project) => project.parentId !== null),
      logger,
    );
  });

  return router;
}
