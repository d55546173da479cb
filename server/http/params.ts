// Request helpers shared by the workspace routes: path ids and change metadata.
import type { ParameterizedContext } from 'koa';
import { pathId } from '../../common/schemas/fields';
import { CHANGE_CAUSE_HEADER, CHANGE_CAUSES, type ChangeCause } from '../../common/schemas/history';
import type { ChangeMeta } from '../domain/changes';
import { notFound } from '../domain/errors';
import { requireUser, type AppState } from './middleware/currentUser';

/** A numeric id from the path; anything else is "not found". */
export function idParam(value: string | undefined, message = 'Not found'): number {
  const parsed = pathId.safeParse(value);
  if (!parsed.success) throw notFound(message);
  return parsed.data;
}

const isCause = (value: string): value is ChangeCause => (CHANGE_CAUSES as readonly string[]).includes(value);

/**
 * Who made a change, the optional X-Mutation-Id the client uses to match its optimistic update, and the
 * optional X-Change-Cause of an undo or a redo (any other value is ignored: it only labels history).
 */
export function changeMeta(ctx: ParameterizedContext<AppState>): ChangeMeta {
  const mutationId = ctx.get('X-Mutation-Id').slice(0, 100);
  const cause = ctx.get(CHANGE_CAUSE_HEADER);
  return {
    actorId: requireUser(ctx).id,
    ...(mutationId ? { mutationId } : {}),
    ...(isCause(cause) ? { cause } : {}),
  };
}
