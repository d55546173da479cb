// Request helpers shared by the workspace routes: path ids and change metadata.
import type { ParameterizedContext } from 'koa';
import { pathId } from '../../common/schemas/fields';
import type { ChangeMeta } from '../domain/changes';
import { notFound } from './errors';
import { requireUser, type AppState } from './middleware/currentUser';

/** A numeric id from the path; anything else is "not found". */
export function idParam(value: string | undefined, message = 'Not found'): number {
  const parsed = pathId.safeParse(value);
  if (!parsed.success) throw notFound(message);
  return parsed.data;
}

/** Who made a change, and the optional X-Mutation-Id the client uses to match its optimistic update. */
export function changeMeta(ctx: ParameterizedContext<AppState>): ChangeMeta {
  const mutationId = ctx.get('X-Mutation-Id').slice(0, 100);
  return { actorId: requireUser(ctx).id, ...(mutationId ? { mutationId } : {}) };
}
