// Placeholder: the routes of this resource are being written (issue 3).
import Router from '@koa/router';
import type { AppDeps } from '../deps';
import type { AppState } from '../middleware/currentUser';

export function exportRoutes(_deps: AppDeps) {
  return new Router<AppState>({ prefix: '/api' });
}
