// bench:import's other user: a child process (forked by importReads.ts) that reads one project's data
// (GET /api/projects/:id/data) in a loop, on its own event loop, so the bench's own work (the 10,000 socket
// events it counts, the preview) does not show up as this user's latency. Sends every sample on "stop".
import { performance } from 'node:perf_hooks';

export interface ReadSample {
  /** When the request was sent, in ms since the epoch (comparable with the parent's clock). */
  at: number;
  ms: number;
  status: number;
}

const [url, cookie, concurrency] = [
  process.env.READER_URL!,
  process.env.READER_COOKIE!,
  process.env.READER_LOOPS,
];
const samples: ReadSample[] = [];
let stopping = false;

async function loop() {
  while (!stopping) {
    const at = performance.timeOrigin + performance.now();
    const started = performance.now();
    let status = 0;
    try {
      const res = await fetch(url, { headers: { cookie, origin: new URL(url).origin } });
      await res.arrayBuffer();
      status = res.status;
    } catch {
      // counted as a failed read (status 0)
    }
    samples.push({ at, ms: performance.now() - started, status });
  }
}

const loops = Array.from({ length: Number(concurrency ?? 1) }, loop);
process.on('message', async (message) => {
  if (message !== 'stop') return;
  stopping = true;
  await Promise.all(loops);
  process.send!(samples, () => process.exit(0));
});
process.send!('ready');
