// Change events heard on a socket, gathered into bursts: a bulk add's one event per card is applied in one go
// and renders once, not once per card; an import's thousands, which take longer than a frame to come in,
// once they pause. The board and the room projector apply what they hear through one of these.

export interface BurstTiming {
  /** When a burst is applied (default: at once). The app waits a frame. */
  batch?: (apply: () => void) => void;
  /**
   * A burst still arriving when `batch` runs waits until nothing came for this long, up to `burstMaxMs` after
   * its first event: it renders once. 0: apply what `batch` finds.
   */
  burstQuietMs?: number;
  burstMaxMs?: number;
}

/** The app's timing: one frame's worth of events goes in together; a longer burst (an import) once it pauses. */
export const FRAME_BURSTS: BurstTiming = {
  batch: (apply) => void setTimeout(apply, 16),
  burstQuietMs: 16,
  burstMaxMs: 1000,
};

export function createBurst<T>(
  take: (items: T[]) => void,
  { batch = (apply) => apply(), burstQuietMs = 0, burstMaxMs = 0 }: BurstTiming = {},
) {
  let heard: T[] = [];
  /** When the burst being gathered started, and when its last item came. */
  let burstStart = 0;
  let lastHeard = 0;

  function applyHeard() {
    const now = performance.now();
    if (now - lastHeard < burstQuietMs && now - burstStart < burstMaxMs) return batch(applyHeard);
    flush();
  }

  /** Applies what was heard, now. */
  function flush() {
    const items = heard;
    heard = [];
    take(items);
  }

  return {
    hear(item: T) {
      lastHeard = performance.now();
      heard.push(item);
      if (heard.length > 1) return;
      burstStart = lastHeard;
      batch(applyHeard);
    },
    flush,
    /** Forgets what was heard and not applied yet. */
    clear() {
      heard = [];
    },
  };
}
