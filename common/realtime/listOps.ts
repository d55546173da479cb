// What screens show of the workspace lists: the server's lists (workspaceLists.ts) with this tab's writes on
// their way on top (a client or project created, renamed or deleted, a share added or removed), and the open
// project's card count as its shown cards give it. A refused write's ops simply go, so the lists show the
// newest confirmed version again, never an older copy, and a deleted project or client stays deleted.
import type { CountMap } from '../schemas/clients';
import { overlay, type Mutation, type Op } from './pending';
import type { ConfirmedLists, WorkspaceLists } from './workspaceLists';

/** The part of reconcile's model the shown lists are computed from. */
export interface ShownListsModel {
  projectId: number | null;
  /** How many cards the open project shows (null: its data has not loaded). */
  cardCount: number | null;
  lists: ConfirmedLists | null;
  pending: readonly Mutation[];
  workspace: WorkspaceLists | null;
}

/** The list with the ops of its kind on top; a deleted project takes its folder's projects with it. */
function overlayList<T extends { id: number; parentId?: number | null }>(
  list: readonly T[],
  all: readonly Op[],
  kind: 'projects' | 'clients',
): readonly T[] {
  let out = list;
  for (const op of all) {
    if (op.kind !== kind) continue;
    const index = out.findIndex((item) => item.id === op.id);
    const next = overlay<T>(out[index], op as { set?: object; create?: T; delete?: true });
    if (next === undefined) out = out.filter((item) => item.id !== op.id && item.parentId !== op.id);
    else if (index < 0) out = [...out, next];
    else if (next !== out[index]) out = out.map((item, i) => (i === index ? next : item));
  }
  return out;
}

function overlayCounts(counts: Readonly<CountMap>, all: readonly Op[], kind: Op['kind']) {
  let out = counts;
  for (const op of all)
    if (op.kind === kind && op.add !== undefined)
      out = { ...out, [op.id]: Math.max(0, (out[op.id] ?? 0) + op.add) };
  return out;
}

/**
 * The card counts with the cards created on their way that the open project's shown cards do not count: a
 * create made before another project opened counts for its project until it settles.
 */
function withCreates(counts: Readonly<CountMap>, all: readonly Op[], model: ShownListsModel) {
  let out = counts;
  for (const op of all) {
    if (op.kind !== 'cards' || !op.create) continue;
    const { projectId } = op.create;
    if (projectId === model.projectId && model.cardCount !== null) continue;
    out = { ...out, [projectId]: (out[projectId] ?? 0) + 1 };
  }
  return out;
}

const sameList = <T>(a: readonly T[], b: readonly T[] | undefined) =>
  b !== undefined && a.length === b.length && a.every((item, i) => item === b[i]);
function sameCounts(a: Readonly<CountMap>, b: Readonly<CountMap> | undefined) {
  if (!b) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** Recomputes the shown lists; each part that did not change keeps its identity (screens skip it). */
export function showLists<M extends ShownListsModel>(model: M): M {
  const { lists, workspace: held } = model;
  if (!lists) return model;
  const all = model.pending.flatMap((mutation) => mutation.ops);
  const open = model.projectId;
  const counted = withCreates(lists.cardCounts, all, model);
  const cardCounts =
    open !== null && model.cardCount !== null && counted[open] !== model.cardCount
      ? { ...counted, [open]: model.cardCount }
      : counted;
  const next: WorkspaceLists = {
    projects: overlayList(lists.projects, all, 'projects'),
    clients: overlayList(lists.clients, all, 'clients'),
    cardCounts,
    clientProjectCounts: lists.clientProjectCounts,
    folderShareCounts: overlayCounts(lists.folderShareCounts, all, 'folderShareCounts'),
  };
  const shown: WorkspaceLists = {
    projects: sameList(next.projects, held?.projects) ? held!.projects : next.projects,
    clients: sameList(next.clients, held?.clients) ? held!.clients : next.clients,
    cardCounts: sameCounts(next.cardCounts, held?.cardCounts) ? held!.cardCounts : next.cardCounts,
    clientProjectCounts: sameCounts(next.clientProjectCounts, held?.clientProjectCounts)
      ? held!.clientProjectCounts
      : next.clientProjectCounts,
    folderShareCounts: sameCounts(next.folderShareCounts, held?.folderShareCounts)
      ? held!.folderShareCounts
      : next.folderShareCounts,
  };
  const same = held && (Object.keys(shown) as (keyof WorkspaceLists)[]).every((k) => shown[k] === held[k]);
  return same ? model : { ...model, workspace: shown };
}

const LIST_KINDS = new Set<Op['kind']>(['projects', 'clients', 'folderShareCounts']);

/** An op another project's opening keeps: one on the workspace lists, or a card create (it counts there). */
const keeps = (op: Op) => LIST_KINDS.has(op.kind) || (op.kind === 'cards' && op.create !== undefined);

/**
 * The writes on their way with only their ops on the workspace lists (another project opens), and their card
 * creates: each counts for its project until its answer settles it (and shows again if that project reopens).
 */
export const keepListOps = (pending: readonly Mutation[]): Mutation[] =>
  pending
    .map((mutation) => ({ ...mutation, ops: mutation.ops.filter(keeps) }))
    .filter((mutation) => mutation.ops.length > 0);
