// A live client for the convergence fuzz that applies change events by docs/realtime.md's rules alone, not
// through the project's reconcile: if the server keeps its side of the contract, following the documented
// rules must end equal to a fresh fetch, whatever the client code does.
//
// The rules (docs/realtime.md "Versions" says the same):
// - Apply the folder's events once each, in seq order (EventSequencer); a gap is filled with
//   `sync:since {folderId, seq: last}`, and `{refetch: true}` means: subscribe, fetch the project's data,
//   continue from the seq the subscribe answered.
// - Keep, per entity (card, use case, release, sprint), the `version` held. An event whose entity has a
//   higher version than the one held replaces it: card.created/updated, category.created/updated,
//   release.created/updated together with its sprints list, sprint.created/updated inside its release's
//   list; each item of cards.reordered merges {order, updatedAt, version} into the card held; each card of
//   cards.updated (a use case's, release's or sprint's delete or restore) is a whole card like card.updated.
//   An equal or lower version is ignored.
// - A delete removes the entity and keeps a tombstone at its seq, so nothing older brings it back (ids are
//   never reused); a restore's `*.created`, numbered after it, does: what it puts back carries its seq. Deleting
//   a release removes and tombstones its sprints too (they come back inside its restored release, each at the
//   restore's seq). A restore's events carry cause `restore`, or `undo`/`redo` when sent with X-Change-Cause;
//   a purge sends none.
// - Events about another project of the folder are ignored. A card's embedded `category` / `release`
//   names are not compared (they are read from the use-case and release lists).
import type { ChangeEvent } from '../../common/events';
import { EventSequencer } from '../../common/realtime/sequencer';
import type { Release } from '../../common/schemas/releases';
import type { TestClient } from './httpClient';
import { connectLive, type LiveClient } from './liveClient';
import { fetchProject, type ProjectModel } from './projectModel';
import { sleep } from './waits';

type Kind = 'cards' | 'categories' | 'releases' | 'sprints';
type Versioned = { id: number; version: number };

/** True when `incoming` is newer than what is held (nothing held: always). */
const newer = (incoming: Versioned, held: Versioned | undefined) =>
  held === undefined || incoming.version > held.version;

/** The deleted entities ("cards:5") and the seq of their delete: no version up to it comes back. */
class Tombstones {
  private readonly gone = new Map<string, number>();
  has = (kind: Kind, { id, version }: Versioned) => (this.gone.get(`${kind}:${id}`) ?? -1) >= version;
  add = (kind: Kind, id: number, seq: number) => void this.gone.set(`${kind}:${id}`, seq);
}

function put<T extends Versioned>(map: Map<number, T>, tombs: Tombstones, kind: Kind, item: T) {
  if (!tombs.has(kind, item) && newer(item, map.get(item.id))) map.set(item.id, item);
}

const withoutGone = (release: Release, tombs: Tombstones): Release => ({
  ...release,
  sprints: release.sprints.filter((s) => !tombs.has('sprints', s)),
});

/** Applies one event of the project's folder to `model` by the rules above. */
function applyByDocs(model: ProjectModel, tombs: Tombstones, projectId: number, event: ChangeEvent) {
  const data = event.data as { projectId?: number };
  if ((data.projectId ?? event.projectId) !== projectId) return;
  switch (event.type) {
    case 'card.created':
    case 'card.updated':
      return put(model.cards, tombs, 'cards', event.data);
    case 'cards.updated':
      for (const card of event.data) if (card.projectId === projectId) put(model.cards, tombs, 'cards', card);
      return;
    case 'cards.reordered':
      for (const { id, order, updatedAt, version } of event.data) {
        const held = model.cards.get(id);
        if (held && newer({ id, version }, held)) model.cards.set(id, { ...held, order, updatedAt, version });
      }
      return;
    case 'category.created':
    case 'category.updated':
      return put(model.categories, tombs, 'categories', event.data);
    case 'release.created':
    case 'release.updated':
      return put(model.releases, tombs, 'releases', withoutGone(event.data, tombs));
    case 'sprint.created':
    case 'sprint.updated': {
      const sprint = event.data;
      const release = model.releases.get(sprint.releaseId);
      if (!release || tombs.has('sprints', sprint)) return;
      if (
        !newer(
          sprint,
          release.sprints.find((s) => s.id === sprint.id),
        )
      )
        return;
      const sprints = [...release.sprints.filter((s) => s.id !== sprint.id), sprint];
      return void model.releases.set(release.id, { ...release, sprints });
    }
    case 'card.deleted':
      tombs.add('cards', event.data.id, event.seq);
      return void model.cards.delete(event.data.id);
    case 'category.deleted':
      tombs.add('categories', event.data.id, event.seq);
      return void model.categories.delete(event.data.id);
    case 'release.deleted': {
      // Its sprints are tombstoned with it: a restore brings them back at its own, later seq.
      tombs.add('releases', event.data.id, event.seq);
      for (const sprint of model.releases.get(event.data.id)?.sprints ?? [])
        tombs.add('sprints', sprint.id, event.seq);
      return void model.releases.delete(event.data.id);
    }
    case 'sprint.deleted': {
      tombs.add('sprints', event.data.id, event.seq);
      for (const release of model.releases.values())
        if (release.sprints.some((s) => s.id === event.data.id))
          model.releases.set(release.id, withoutGone(release, tombs));
      return;
    }
    default:
  }
}

/** The socket side: subscribe, load, apply in seq order, fill gaps. No reconnects: the fuzz drops no one. */
export class DocsApplier {
  live!: LiveClient;
  folderId = 0;
  model: ProjectModel = { cards: new Map(), categories: new Map(), releases: new Map() };
  readonly tombs = new Tombstones();
  readonly sequencer = new EventSequencer(0);
  /** Every event applied, in the order applied. */
  readonly applied: ChangeEvent[] = [];
  refetches = 0;
  readonly errors: unknown[] = [];
  private loaded = false;
  private closed = false;
  private queue: Promise<void> = Promise.resolve();
  private gapTimer?: ReturnType<typeof setTimeout>;

  private constructor(
    private readonly api: TestClient,
    readonly projectId: number,
  ) {}

  static async open(baseUrl: string, api: TestClient, projectId: number): Promise<DocsApplier> {
    const applier = new DocsApplier(api, projectId);
    applier.live = await connectLive(baseUrl, api);
    applier.live.socket.on('change', (event: ChangeEvent) => applier.take([event]));
    applier.live.socket.on('disconnect', () => {
      if (!applier.closed) applier.errors.push(new Error('docs applier lost its connection'));
    });
    await applier.refetch();
    return applier;
  }

  /** Waits until everything up to `seq` is applied with no catch-up in flight. */
  async reach(seq: number, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (let queue = this.queue; ; queue = this.queue) {
      if (this.errors.length) throw this.errors[0];
      const { lastSeq, hasGap } = this.sequencer;
      if (lastSeq >= seq && !hasGap) {
        await queue;
        if (queue === this.queue) return;
      }
      if (Date.now() > deadline)
        throw new Error(`docs applier stuck at ${lastSeq} of ${seq} (gap: ${hasGap})`);
      await sleep(20);
    }
  }

  close() {
    this.closed = true;
    clearTimeout(this.gapTimer);
    this.live?.close();
  }

  private run(task: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(task).catch((error) => void this.errors.push(error));
    return this.queue;
  }

  /** Subscribe first, then fetch: the data holds at least everything up to the subscribe's seq. */
  private async refetch(): Promise<void> {
    this.loaded = false;
    const ack = await this.live.subscribe(this.projectId);
    if (!ack.ok) throw new Error(`subscribe refused: ${ack.error}`);
    if (this.folderId) this.refetches += 1;
    this.folderId = ack.folderId;
    this.model = await fetchProject(this.api, this.projectId);
    this.sequencer.reset(ack.seq);
    this.loaded = true;
    await this.catchUp();
  }

  private async catchUp(): Promise<void> {
    const answer = await this.live.syncSince(this.folderId, this.sequencer.lastSeq);
    if (!answer.ok) throw new Error(`sync:since refused: ${answer.error}`);
    if ('refetch' in answer) return this.refetch();
    this.take(answer.events);
  }

  private take(events: ChangeEvent[]) {
    if (!this.loaded) return;
    for (const event of events) {
      if (event.folderId !== this.folderId) continue;
      for (const due of this.sequencer.push(event)) {
        applyByDocs(this.model, this.tombs, this.projectId, due);
        this.applied.push(due);
      }
    }
    if (this.sequencer.hasGap && !this.gapTimer)
      this.gapTimer = setTimeout(() => {
        this.gapTimer = undefined;
        if (this.sequencer.hasGap && !this.closed) void this.run(() => this.catchUp());
      }, 100);
  }
}
