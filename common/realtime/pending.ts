// The one way to write optimistically (docs/realtime.md "Own writes"): a mutation is a list of ops shown on
// top of the confirmed versions at once, under a mutation id its request and its events carry. It settles on
// its answer or its echo, whichever comes first, and goes; a refused one simply goes. What a screen shows is
// always recomputed as confirmed + the ops still on their way, so a refusal takes back only the fields its
// own ops set, never over a newer version, and never brings back something deleted meanwhile.
import type { ChangeBody } from '../events';
import type { Card } from '../schemas/cards';
import type { Category } from '../schemas/categories';
import type { Client } from '../schemas/clients';
import type { Meeting } from '../schemas/meetings';
import type { Project } from '../schemas/projects';
import type { Release, Sprint } from '../schemas/releases';
import { confirmedCard, thingKey, type Ballot, type Confirmed, type Entities } from './entities';

interface Shapes {
  cards: Card;
  categories: Category;
  releases: Release;
  sprints: Sprint;
  meetings: Meeting;
  ballots: Ballot;
  projects: Project;
  clients: Client;
}
/** Counts of the workspace lists that a write moves by a step (a share added or removed). */
export type CountKind = 'folderShareCounts';

/** One thing a mutation shows at once: a patch, a delete, or a placeholder under a temporary (negative) id. */
type ThingOp = {
  [K in keyof Shapes]: {
    kind: K;
    id: number;
    /** Sprints: the release they sit in. */
    parentId?: number;
    set?: Partial<Shapes[K]>;
    create?: Shapes[K];
    delete?: true;
    add?: undefined;
  };
}[keyof Shapes];
/** A count of the workspace lists moved by `add` (`id`: what it counts for, e.g. the folder). */
interface CountOp {
  kind: CountKind;
  id: number;
  add: number;
  parentId?: undefined;
  set?: undefined;
  create?: undefined;
  delete?: undefined;
}
export type Op = ThingOp | CountOp;
export type OpKind = Op['kind'];

/**
 * What an answer says was written: the change bodies its echo would carry, and what has no event of its own
 * (this person's ballot; a client created or deleted; a folder's share count moved, its event says only
 * "shared"; the cards an import wrote into a project not open here).
 */
export type Answer =
  | ChangeBody
  | { type: 'ballot.cast'; data: Ballot }
  | { type: 'client.created'; data: Client }
  | { type: 'client.deleted'; data: { id: number } }
  | { type: 'shares.counted'; data: { folderId: number; add: number } }
  | { type: 'cards.counted'; data: { projectId: number; add: number } };

/** A thing a change or an op is about. */
export interface Thing {
  kind: OpKind;
  id: number;
}

export interface Mutation {
  id: string;
  ops: readonly Op[];
}

/** Builders, so an op's fields are checked against the thing it writes. */
export const ops = {
  patch: <K extends keyof Shapes>(kind: K, id: number, set: Partial<Shapes[K]>, parentId?: number): Op =>
    ({ kind, id, set, ...(parentId !== undefined ? { parentId } : {}) }) as Op,
  create: <K extends keyof Shapes>(kind: K, value: Shapes[K] & { id: number }, parentId?: number): Op =>
    ({ kind, id: value.id, create: value, ...(parentId !== undefined ? { parentId } : {}) }) as Op,
  remove: (kind: keyof Shapes, id: number, parentId?: number): Op =>
    ({ kind, id, delete: true, ...(parentId !== undefined ? { parentId } : {}) }) as Op,
  count: (kind: CountKind, id: number, add: number): Op => ({ kind, id, add }),
};

/** The shown thing an op lands on: sprints are shown inside their release. */
const shownKey = (op: Op): string =>
  op.kind === 'sprints' ? thingKey('releases', op.parentId ?? 0) : thingKey(op.kind, op.id);

export function overlay<T extends object>(
  base: T | undefined,
  op: { set?: object; create?: T; delete?: true },
) {
  if (op.create) return op.create;
  if (op.delete) return undefined;
  return base && op.set ? { ...base, ...op.set } : base;
}

/** A release's sprints with the sprint ops on top. */
function overlaySprints(sprints: readonly Sprint[], op: Op): Sprint[] {
  if (op.create) return [...sprints.filter((s) => s.id !== op.id), op.create as Sprint];
  if (op.delete) return sprints.filter((s) => s.id !== op.id);
  return sprints.map((s) => (s.id === op.id ? { ...s, ...(op.set as Partial<Sprint>) } : s));
}

/** What a screen shows of one thing: its confirmed version with the ops on their way, in the order made. */
export function shown(
  confirmed: Confirmed,
  pending: readonly Mutation[],
  kind: keyof Entities,
  id: number,
): Entities[typeof kind][number] | undefined {
  let value: object | undefined =
    kind === 'cards' ? confirmedCard(confirmed, id) : (confirmed[kind] as Record<number, object>)[id];
  const key = thingKey(kind, id);
  for (const mutation of pending) {
    for (const op of mutation.ops) {
      if (shownKey(op) !== key) continue;
      if (op.kind !== 'sprints') value = overlay(value, op);
      else if (value) {
        const release = value as Release;
        value = { ...release, sprints: overlaySprints(release.sprints, op) };
      }
    }
  }
  return value as Entities[typeof kind][number] | undefined;
}

/** The keys of what a list of ops shows, so they can be looked at again once the ops go. */
export const keysOf = (list: readonly Op[]) => new Set(list.map(shownKey));

/** The mutations with `mutationId` left out, and what its ops showed. */
export function withoutMutation(pending: readonly Mutation[], mutationId: string) {
  const gone = pending.find((mutation) => mutation.id === mutationId);
  if (!gone) return { pending, keys: new Set<string>() };
  return { pending: pending.filter((mutation) => mutation !== gone), keys: keysOf(gone.ops) };
}

/**
 * The echo of one of a mutation's changes arrived: the mutation's ops on that thing go (the confirmed
 * version now holds what they showed). `created`: an echo of a create, which takes the first placeholder
 * of its kind still shown, since its id was not known when the mutation began.
 */
export function settleEcho(
  pending: readonly Mutation[],
  mutationId: string,
  things: readonly Thing[],
  created?: OpKind,
) {
  const keys = new Set<string>();
  const index = pending.findIndex((mutation) => mutation.id === mutationId);
  if (index < 0) return { pending, keys };
  const mutation = pending[index]!;
  const echoed = new Set(things.map(({ kind, id }) => thingKey(kind, id)));
  let placeholder = created;
  const left = mutation.ops.filter((op) => {
    const settles =
      echoed.has(thingKey(op.kind, op.id)) || (op.create !== undefined && op.kind === placeholder);
    if (op.create !== undefined && op.kind === placeholder) placeholder = undefined;
    if (settles) keys.add(shownKey(op));
    return !settles;
  });
  if (keys.size === 0) return { pending, keys };
  const next = [...pending];
  if (left.length) next[index] = { ...mutation, ops: left };
  else next.splice(index, 1);
  return { pending: next, keys };
}

/** What a change body is about, and the kind it creates (its echo takes a placeholder of that kind). */
export function echoedThings(body: ChangeBody): { things: Thing[]; created?: OpKind } {
  switch (body.type) {
    case 'card.created':
      return { things: [{ kind: 'cards', id: body.data.id }], created: 'cards' };
    case 'card.updated':
    case 'card.deleted':
      return { things: [{ kind: 'cards', id: body.data.id }] };
    case 'cards.reordered':
    case 'cards.updated':
      return { things: body.data.map(({ id }) => ({ kind: 'cards', id })) };
    case 'category.created':
      return { things: [{ kind: 'categories', id: body.data.id }], created: 'categories' };
    case 'category.updated':
    case 'category.deleted':
      return { things: [{ kind: 'categories', id: body.data.id }] };
    case 'release.created':
      return { things: [{ kind: 'releases', id: body.data.id }], created: 'releases' };
    case 'release.updated':
    case 'release.deleted':
      return { things: [{ kind: 'releases', id: body.data.id }] };
    case 'sprint.created':
      return { things: [{ kind: 'sprints', id: body.data.id }], created: 'sprints' };
    case 'sprint.updated':
    case 'sprint.deleted':
      return { things: [{ kind: 'sprints', id: body.data.id }] };
    case 'meeting.updated':
    case 'meeting.ended':
      return { things: [{ kind: 'meetings', id: body.data.id }] };
    case 'project.created':
      return { things: [{ kind: 'projects', id: body.data.id }], created: 'projects' };
    case 'project.updated':
    case 'project.deleted':
      return { things: [{ kind: 'projects', id: body.data.id }] };
    case 'client.updated':
      return { things: [{ kind: 'clients', id: body.data.id }] };
    default:
      return { things: [] };
  }
}
