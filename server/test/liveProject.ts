// A live mirror of one project for tests, doing what the client store does: subscribe, load
// GET /api/projects/:id/data, apply change events once and in seq order (EventSequencer), fill gaps with
// sync:since, catch up after every reconnect with the replay its subscribe carries, refetch on
// {refetch:true}. Once caught up, its model must equal a fresh fetch.
import type { ChangeEvent, Replay } from '../../common/events';
import { applyChanges } from '../../common/test/applyChange';
import { reconnectDelayMs } from '../../common/realtime/reconnection';
import { EventSequencer } from '../../common/realtime/sequencer';
import type { RealtimeServer } from '../realtime/types';
import type { TestClient } from './httpClient';
import { connectLive, type LiveClient } from './liveClient';
import { fetchProject, type ProjectModel } from './projectModel';
import { sleep } from './waits';

/** How long a mirror keeps trying to come back (a dead node, a database restart) before it counts an error. */
export interface MirrorPatience {
  /** Reconnect attempts end after this long. */
  reconnectForMs: number;
  /** Pause between two attempts. */
  retryEveryMs: number;
  /** A connection attempt that has not connected by then is abandoned (and retried). */
  connectTimeoutMs: number;
  /**
   * Pause before each attempt as a board does (Socket.IO's backoff, common/realtime/reconnection.ts) instead
   * of trying at once and then every retryEveryMs: what bench:scale's node death needs to be a real one.
   */
  boardBackoff?: boolean;
}

const DEFAULT_PATIENCE: MirrorPatience = { reconnectForMs: 500, retryEveryMs: 100, connectTimeoutMs: 10_000 };

/** An attempt's error as a line, with the transport's own cause (Socket.IO's "websocket error" says nothing). */
function failureOf(error: unknown): string {
  const { message, description } = error as Error & { description?: { message?: string } };
  return description?.message ? `${message}: ${description.message}` : message;
}

export class LiveMirror {
  live!: LiveClient;
  folderId = 0;
  model: ProjectModel = { cards: new Map(), categories: new Map(), releases: new Map() };
  readonly sequencer = new EventSequencer(0);
  /** The seq the first subscribe answered: everything after it must be applied, once each. */
  startSeq = 0;
  /** Every event applied, in the order applied. */
  readonly applied: ChangeEvent[] = [];
  /** How many events were applied from replays, a subscribe's or sync:since's (live ones are the rest). */
  replayed = 0;
  refetches = 0;
  reconnects = 0;
  /** When the last connection was lost, and how long each reconnect took (ms, lost → caught up). */
  private lostAt = 0;
  readonly reconnectMs: number[] = [];
  /**
   * Per reconnect that came back: ms from the lost connection to the attempt that succeeded (the backoff and
   * failed attempts), then that attempt's connect (handshake), subscribe (with the replay it carries) and
   * catch-up (applying it, or sync:since or a reload).
   */
  readonly reconnectSteps: { waited: number; connect: number; subscribe: number; catchUp: number }[] = [];
  /** Why each failed reconnect attempt failed (the error's message). */
  readonly failedAttempts: string[] = [];
  /** Seqs one connection heard twice live: a server bug (only replays may repeat what was heard). */
  readonly repeatedOnOneSocket: number[] = [];
  readonly errors: unknown[] = [];
  private loaded = false;
  private offline = false;
  private offlineMs = 0;
  private closed = false;
  private generation = 0;
  private queue: Promise<void> = Promise.resolve();
  private gapTimer?: ReturnType<typeof setTimeout>;

  private constructor(
    private readonly baseUrl: string,
    private readonly api: TestClient,
    readonly projectId: number,
    private readonly patience: MirrorPatience,
  ) {}

  static async open(
    baseUrl: string,
    api: TestClient,
    projectId: number,
    patience: Partial<MirrorPatience> = {},
  ): Promise<LiveMirror> {
    const mirror = new LiveMirror(baseUrl, api, projectId, { ...DEFAULT_PATIENCE, ...patience });
    await mirror.connect();
    mirror.startSeq = mirror.sequencer.lastSeq - mirror.applied.length;
    return mirror;
  }

  /**
   * Drops the connection (client side, or server side through `io`). With `offlineMs` it comes back by
   * itself after that long; without, it stays away until `comeBack()`.
   */
  drop(options: { offlineMs?: number; io?: Pick<RealtimeServer, 'in'> } = {}) {
    if (!this.live.socket.connected) return;
    this.offline = options.offlineMs === undefined;
    this.offlineMs = options.offlineMs ?? 0;
    if (options.io) options.io.in(this.live.socket.id!).disconnectSockets(true);
    else this.live.socket.disconnect();
  }

  comeBack(): Promise<void> {
    this.offline = false;
    return this.run(() => this.reconnect());
  }

  /** Waits until everything up to `seq` is applied, connected, with no catch-up or reconnect in flight. */
  async reach(seq: number, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (let queue = this.queue; ; queue = this.queue) {
      if (this.errors.length) throw this.errors[0];
      const { lastSeq, hasGap } = this.sequencer;
      const connected = this.live.socket.connected;
      if (lastSeq >= seq && !hasGap && connected) {
        await queue;
        if (queue === this.queue) return; // else a catch-up or reconnect started meanwhile: look again
      }
      if (Date.now() > deadline)
        throw new Error(`mirror stuck at ${lastSeq} of ${seq} (gap: ${hasGap}, connected: ${connected})`);
      await sleep(20);
    }
  }

  /**
   * Hands over the events applied since the last call and forgets them: a long run (bench:scale) checks them
   * as it goes instead of keeping every event of every mirror. `startSeq` was taken when the mirror opened.
   */
  drainApplied(): ChangeEvent[] {
    return this.applied.splice(0);
  }

  close() {
    this.closed = true;
    this.generation += 1;
    clearTimeout(this.gapTimer);
    this.live?.close();
  }

  private run(task: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(task).catch((error) => void this.errors.push(error));
    return this.queue;
  }

  private async connect(): Promise<void> {
    const generation = ++this.generation;
    this.live?.close();
    const startedAt = Date.now();
    const live = await connectLive(this.baseUrl, this.api, {
      timeoutMs: this.patience.connectTimeoutMs,
    });
    const connectedAt = Date.now();
    this.live = live;
    const heard = new Set<number>();
    live.socket.on('change', (event: ChangeEvent) => {
      if (heard.has(event.seq)) this.repeatedOnOneSocket.push(event.seq);
      heard.add(event.seq);
      this.take([event]);
    });
    live.socket.on('disconnect', () => {
      if (this.closed || this.offline || generation !== this.generation) return;
      this.lostAt = Date.now();
      void this.run(async () => {
        if (generation !== this.generation) return; // a later connection took over meanwhile
        await sleep(this.offlineMs);
        await this.reconnect();
      });
    });
    // Coming back, as the board: the subscribe says where this copy stands, its answer carries the replay.
    const since = this.loaded ? { folderId: this.folderId, seq: this.sequencer.lastSeq } : undefined;
    const ack = await live.subscribe(this.projectId, since);
    if (!ack.ok) throw new Error(`subscribe refused: ${ack.error}`);
    const subscribedAt = Date.now();
    this.folderId = ack.folderId;
    if (!this.loaded) await this.refetch(ack.seq);
    else if (ack.replay) await this.replay(ack.replay, ack.seq);
    else await this.catchUp();
    if (this.lostAt)
      this.reconnectSteps.push({
        waited: startedAt - this.lostAt,
        connect: connectedAt - startedAt,
        subscribe: subscribedAt - connectedAt,
        catchUp: Date.now() - subscribedAt,
      });
  }

  private async reconnect(): Promise<void> {
    if (this.closed) return;
    this.reconnects += 1;
    const { reconnectForMs, retryEveryMs, boardBackoff } = this.patience;
    const deadline = Date.now() + reconnectForMs;
    for (let attempt = 0; ; attempt++) {
      if (boardBackoff) await sleep(reconnectDelayMs(attempt));
      try {
        await this.connect();
        if (this.lostAt) this.reconnectMs.push(Date.now() - this.lostAt);
        this.lostAt = 0;
        return;
      } catch (error) {
        this.failedAttempts.push(failureOf(error));
        const pause = boardBackoff ? 0 : retryEveryMs;
        if (Date.now() + pause > deadline || this.closed) throw error;
        await sleep(pause);
      }
    }
  }

  /** Full reload; `seq` comes from a subscribe made before the fetch, so later events still apply. */
  private async refetch(seq: number): Promise<void> {
    this.loaded = false;
    this.model = await fetchProject(this.api, this.projectId);
    this.sequencer.reset(seq);
    this.loaded = true;
    await this.catchUp();
  }

  private async catchUp(): Promise<void> {
    const answer = await this.live.syncSince(this.folderId, this.sequencer.lastSeq);
    if (!answer.ok) throw new Error(`sync:since refused: ${answer.error}`);
    await this.replay(answer);
  }

  /** Applies a replay; when the log cannot reach back, reloads from `seq` (a subscribe's, or one made now). */
  private async replay(answer: Replay, seq?: number): Promise<void> {
    if ('events' in answer) {
      this.replayed += this.take(answer.events);
      return;
    }
    this.refetches += 1;
    if (seq === undefined) {
      const ack = await this.live.subscribe(this.projectId);
      if (!ack.ok) throw new Error(`subscribe refused: ${ack.error}`);
      seq = ack.seq;
    }
    await this.refetch(seq);
  }

  /** Applies what is due; a gap still open after a moment is filled with sync:since. */
  private take(events: ChangeEvent[]): number {
    if (!this.loaded) return 0;
    const due: ChangeEvent[] = [];
    for (const event of events)
      if (event.folderId === this.folderId) for (const ready of this.sequencer.push(event)) due.push(ready);
    if (due.length > 0) applyChanges(this.model, this.projectId, due);
    for (const event of due) this.applied.push(event);
    if (this.sequencer.hasGap && !this.gapTimer) this.gapTimer = setTimeout(() => this.fillGap(), 100);
    return due.length;
  }

  private fillGap() {
    this.gapTimer = undefined;
    const generation = this.generation;
    if (!this.sequencer.hasGap || this.closed || !this.live.socket.connected) return;
    void this.run(async () => {
      if (generation !== this.generation || !this.live.socket.connected) return;
      // A drop in the middle is fine: the reconnect that follows catches up instead.
      await this.catchUp().catch((error) => {
        if (this.live.socket.connected) throw error;
      });
    });
  }
}
