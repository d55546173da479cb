// What the convergence fuzz checks once the writers stop: a listener's model against the database, field by
// field, and the versions the events it applied carry (docs/realtime.md "Versions").
import { VERSIONED_CHANGES, type ChangeEvent, type ChangeType } from '../../common/events';
import { snapshot, type ProjectModel } from './projectModel';

type Fields = Record<string, unknown>;

/** The model as "card #5" → fields; a release's sprints are entities of their own ("sprint #7"). */
function flatten(model: ProjectModel): Map<string, Fields> {
  const { cards, categories, releases } = snapshot(model);
  const out = new Map<string, Fields>();
  for (const card of cards) out.set(`card #${card.id}`, card);
  for (const category of categories) out.set(`use case #${category.id}`, category);
  for (const { sprints, ...release } of releases) {
    out.set(`release #${release.id}`, release);
    for (const sprint of sprints) out.set(`sprint #${sprint.id}`, sprint);
  }
  return out;
}

export interface Difference {
  listener: string;
  entity: string;
  field: string;
  listenerValue: unknown;
  databaseValue: unknown;
}

const show = (value: unknown) => (value === undefined ? 'undefined' : JSON.stringify(value));

/** Every field where `model` differs from `database`; a missing entity is the field "(exists)". */
export function differences(listener: string, model: ProjectModel, database: ProjectModel): Difference[] {
  const mine = flatten(model);
  const theirs = flatten(database);
  const out: Difference[] = [];
  for (const entity of new Set([...theirs.keys(), ...mine.keys()])) {
    const a = mine.get(entity);
    const b = theirs.get(entity);
    if (!a || !b) {
      out.push({ listener, entity, field: '(exists)', listenerValue: !!a, databaseValue: !!b });
      continue;
    }
    for (const field of new Set([...Object.keys(b), ...Object.keys(a)]))
      if (show(a[field]) !== show(b[field]))
        out.push({ listener, entity, field, listenerValue: a[field], databaseValue: b[field] });
  }
  return out;
}

export const describeDifference = (d: Difference) =>
  `${d.listener}: ${d.entity} .${d.field}: listener ${show(d.listenerValue)} ≠ database ${show(d.databaseValue)}`;

const VERSIONED = VERSIONED_CHANGES as Partial<Record<ChangeType, 'one' | 'each'>>;

/**
 * Over the events a listener applied (in seq order): each versioned read model carries `version` = the
 * event's seq (each item of cards.reordered and cards.updated too), and per entity the versions never go
 * backwards.
 */
export function versionProblems(listener: string, events: readonly ChangeEvent[]): string[] {
  const problems: string[] = [];
  const last = new Map<string, number>();
  for (const event of events) {
    const how = VERSIONED[event.type];
    if (!how) continue;
    const items = (how === 'each' ? event.data : [event.data]) as { id: number; version?: number }[];
    // cards.reordered and cards.updated are about cards: their versions continue the card's.
    const kind = event.type.startsWith('cards.') ? 'card' : event.type.split('.')[0];
    for (const { id, version } of items) {
      const at = `${listener}: seq ${event.seq} ${event.type} ${kind} #${id}`;
      if (version !== event.seq) problems.push(`${at} carries version ${show(version)}, not its seq`);
      const key = `${kind} #${id}`;
      const before = last.get(key);
      if (before !== undefined && version !== undefined && version < before)
        problems.push(`${at}: version ${version} after ${before} (went backwards)`);
      if (version !== undefined) last.set(key, version);
    }
  }
  return problems;
}

/** One line per listener: how many fields differ, on how many entities. */
export function tally(all: readonly Difference[]): string[] {
  const byListener = new Map<string, Difference[]>();
  for (const d of all) byListener.set(d.listener, [...(byListener.get(d.listener) ?? []), d]);
  return [...byListener].map(
    ([listener, list]) =>
      `${listener}: ${list.length} differing fields on ${new Set(list.map((d) => d.entity)).size} entities`,
  );
}
