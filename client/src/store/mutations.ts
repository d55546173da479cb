// The one way this tab writes (docs/realtime.md "Own writes"): every write is a mutation through
// mutate(): its ops show at once (reconcile's begin), the request carries the mutation id its change events
// echo, and it settles on the answer or the echo, whichever comes first. A refused write takes back only
// what its own ops showed, never over a newer version, and shows the spec's toast; a write answered 404
// leaves the thing deleted (someone else deleted it), and for a delete that is success.
import { MUTATION_ID_HEADER } from '../../../common/events';
import type { Answer, Op } from '../../../common/realtime/reconcile';
import { thingKey } from '../../../common/realtime/entities';
import type { OpKind } from '../../../common/realtime/pending';
import { isApiError, type RequestOptions } from '../api/http';
import { toast, type ToastOptions } from '../ui';
import { beginMutation, refuseMutation, settleMutation } from './applyRemote';
import { rememberOwn } from './local';

let counter = 0;

/** A fresh mutation id, remembered as this tab's own, and the header that sends it with a write. */
export function newMutation(): RequestOptions & { mutationId: string } {
  counter += 1;
  const mutationId = `${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 10)}`;
  rememberOwn(mutationId);
  return { mutationId, headers: { [MUTATION_ID_HEADER]: mutationId } };
}

let nextTempId = -1;
/** A temporary (negative) id for a placeholder shown until its create is answered or echoed. */
export const tempId = () => nextTempId--;

export function failureToast(options: ToastOptions) {
  toast({ variant: 'destructive', ...options });
}

export interface MutationPlan<T> {
  /** What the write shows at once. */
  ops: Op[];
  send: (options: RequestOptions) => Promise<T>;
  /** The versions its answer carries, as the change bodies its echo would (a delete: `{id}`). */
  answers: (result: T) => Answer[];
  /**
   * What a 404 means: `deleted` — the target is gone and that is what was asked (a delete); `gone` — the
   * target is gone, the write failed. Either way it stays deleted here.
   */
  notFound?: { kind: OpKind; id: number; means: 'deleted' | 'gone' };
  /** The toast of a refusal (null: none); a function gets the error (the server's text). */
  failure?: ToastOptions | ((error: unknown) => ToastOptions | null) | null;
}

/**
 * A refusal the person can act on — a limit (429: too many changes; 409: a full project, a conflict) — shows
 * the server's words in place of the generic description.
 */
function withReason(failure: ToastOptions, error: unknown): ToastOptions {
  const actionable = isApiError(error, 429) || isApiError(error, 409);
  return actionable && error.serverError ? { ...failure, description: error.serverError } : failure;
}

/** This tab's writes still waiting for their answer. */
const inFlight = new Set<Promise<unknown>>();

/** The longest ⌘Z waits for writes in flight: a write the network holds must not hold the undo with it. */
export const WRITES_SETTLED_MAX_MS = 10_000;

/**
 * Resolves once no write of this tab is waiting for its answer and what followed each answer has run (its
 * undo entry recorded): ⌘Z pressed just after a drop undoes the drop, not the action before it. Waits
 * `maxMs` at most.
 */
export async function writesSettled(maxMs = WRITES_SETTLED_MAX_MS): Promise<void> {
  const deadline = Date.now() + maxMs;
  while (inFlight.size > 0 && Date.now() < deadline) {
    await answered([...inFlight], deadline - Date.now());
    // The actions' own continuations (their undo entries) were queued first and run before this task.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/** Resolves once `writes` are answered (or refused), or after `maxMs`, whichever comes first. */
async function answered(writes: Promise<unknown>[], maxMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise((resolve) => (timer = setTimeout(resolve, maxMs)));
  await Promise.race([Promise.allSettled(writes), timeUp]);
  clearTimeout(timer);
}

/**
 * This tab's last write to each thing (`kind:id`) still waiting for its answer. Requests travel side by side
 * and the server may commit them in any order: two quick moves of one card could land first move last, and
 * the card would end where the person had moved it from. So a write to a thing is sent once this tab's
 * earlier writes to it are answered; it still shows at once.
 */
const lastWriteTo = new Map<string, Promise<unknown>>();

/** Runs one optimistic write; resolves to the answer, or null when refused (and taken back). */
export function mutate<T>(plan: MutationPlan<T>): Promise<{ ok: true; result: T | null } | { ok: false }> {
  const things = [...new Set(plan.ops.map((op) => thingKey(op.kind, op.id)))];
  const earlier = things.flatMap((thing) => lastWriteTo.get(thing) ?? []);
  const write = runMutation(plan, earlier);
  for (const thing of things) lastWriteTo.set(thing, write);
  inFlight.add(write);
  const forget = () => {
    inFlight.delete(write);
    for (const thing of things) if (lastWriteTo.get(thing) === write) lastWriteTo.delete(thing);
  };
  write.then(forget, forget);
  return write;
}

async function runMutation<T>(
  plan: MutationPlan<T>,
  earlier: Promise<unknown>[],
): Promise<{ ok: true; result: T | null } | { ok: false }> {
  const mutation = newMutation();
  beginMutation({ id: mutation.mutationId, ops: plan.ops });
  // A write the network holds (no answer, no failure) holds the next one to the same thing 10 s at most.
  if (earlier.length > 0) await answered(earlier, WRITES_SETTLED_MAX_MS);
  let result: T;
  try {
    result = await plan.send(mutation);
  } catch (error) {
    const gone = plan.notFound && isApiError(error, 404) ? plan.notFound : null;
    refuseMutation(mutation.mutationId, gone ? [gone] : []);
    if (gone?.means === 'deleted') return { ok: true, result: null };
    const failure = typeof plan.failure === 'function' ? plan.failure(error) : plan.failure;
    if (failure) failureToast(withReason(failure, error));
    return { ok: false };
  }
  settleMutation(mutation.mutationId, plan.answers(result));
  return { ok: true, result };
}
