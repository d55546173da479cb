// Fan-out latency for the chaos suite, by X-Mutation-Id as bench:realtime measures it: from the REST call's
// send (the writer's outcome) to its change event heard on each socket, per time window of the run.
import type { Socket } from 'socket.io-client';
import type { ChangeEvent } from '../../common/events';
import { percentile } from '../report';
import { acknowledged, type Outcome } from './writers';

export interface FanOutWindow {
  /** Window start, ms after the load began. */
  fromMs: number;
  toMs: number;
  /** Changes sent in the window and heard on at least one socket. */
  changes: number;
  /** Socket deliveries of those changes. */
  deliveries: number;
  p50: number;
  p99: number;
}

/** When each mutation's change arrived, once per socket that heard it (a few bytes per delivery). */
export class FanOutRecorder {
  private readonly arrivals = new Map<string, number[]>();

  /** Records the socket's live change events from now on. */
  listen(socket: Socket) {
    socket.on('change', (event: ChangeEvent) => {
      if (event.mutationId) this.record(event.mutationId, Date.now());
    });
  }

  /** One socket heard the mutation's change at `at`. */
  record(mutationId: string, at: number) {
    const heard = this.arrivals.get(mutationId);
    if (heard) heard.push(at);
    else this.arrivals.set(mutationId, [at]);
  }

  /** Every arrival, as [mutation id, times]: to hand them to another process's recorder. */
  all(): [string, number[]][] {
    return [...this.arrivals];
  }

  /** How many sockets heard the mutation's change. */
  heard(mutationId: string): number {
    return this.arrivals.get(mutationId)?.length ?? 0;
  }

  /**
   * Latency percentiles of the acknowledged changes, by the window their request was sent in: `windows`
   * equal windows from `startedAt` to `endedAt`.
   */
  windows(outcomes: readonly Outcome[], startedAt: number, endedAt: number, windows: number): FanOutWindow[] {
    const length = (endedAt - startedAt) / windows;
    const buckets = Array.from({ length: windows }, () => ({ changes: 0, latencies: [] as number[] }));
    for (const o of outcomes) {
      if (!acknowledged(o) || o.kind === 'read') continue;
      const arrivals = this.arrivals.get(o.mutationId);
      if (!arrivals) continue;
      const index = Math.min(windows - 1, Math.max(0, Math.floor((o.sentAt - startedAt) / length)));
      const bucket = buckets[index]!;
      bucket.changes += 1;
      for (const at of arrivals) bucket.latencies.push(at - o.sentAt);
    }
    return buckets.map(({ changes, latencies }, i) => ({
      fromMs: Math.round(i * length),
      toMs: Math.round((i + 1) * length),
      changes,
      deliveries: latencies.length,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
    }));
  }
}
