// Listeners for the chaos suite: live mirrors of one project (server/test/liveProject.ts) that keep coming
// back after a dead node or a dropped connection, and the checks that end every scenario: each mirror holds
// exactly what a fresh load shows, and the event log holds every acknowledged change.
import type { TestClient } from '../../server/test/httpClient';
import { connectLive } from '../../server/test/liveClient';
import { LiveMirror, type MirrorPatience } from '../../server/test/liveProject';
import { fetchProject, snapshot } from '../../server/test/projectModel';

export async function openMirrors(
  baseUrl: string,
  apis: TestClient[],
  projectId: number,
  count: number,
  patience: Partial<MirrorPatience> = {},
): Promise<LiveMirror[]> {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      LiveMirror.open(baseUrl, apis[i % apis.length]!, projectId, patience),
    ),
  );
}

/** The folder's current seq, as a new subscriber is told it; `origin`: the pages' (default the base URL's). */
export async function currentSeq(
  baseUrl: string,
  api: TestClient,
  projectId: number,
  origin?: string,
): Promise<number> {
  const live = await connectLive(baseUrl, api, { timeoutMs: 10_000, origin });
  try {
    const ack = await live.subscribe(projectId);
    if (!ack.ok) throw new Error(`subscribe refused: ${ack.error}`);
    return ack.seq;
  } finally {
    live.close();
  }
}

/**
 * Waits for every mirror to reach the folder's current seq, then compares each with a fresh load.
 * Returns the problems (a mirror stuck, an error it met, a model that differs) and the fresh load's titles.
 */
export async function settleMirrors(
  baseUrl: string,
  api: TestClient,
  projectId: number,
  mirrors: readonly LiveMirror[],
  timeoutMs = 20_000,
): Promise<{ problems: string[]; finalSeq: number; titles: Map<number, string> }> {
  const finalSeq = await currentSeq(baseUrl, api, projectId);
  const problems: string[] = [];
  await Promise.all(
    mirrors.map((mirror, i) =>
      mirror
        .reach(finalSeq, timeoutMs)
        .catch((error) => problems.push(`mirror ${i}: ${(error as Error).message}`)),
    ),
  );
  const fresh = await fetchProject(api, projectId);
  const expected = canonical(snapshot(fresh));
  mirrors.forEach((mirror, i) => {
    if (mirror.errors.length) problems.push(`mirror ${i}: ${String(mirror.errors[0])}`);
    if (mirror.repeatedOnOneSocket.length)
      problems.push(`mirror ${i}: heard seq ${mirror.repeatedOnOneSocket[0]} twice on one connection`);
    if (canonical(snapshot(mirror.model)) !== expected)
      problems.push(
        `mirror ${i}: its model differs from a fresh load (at seq ${mirror.sequencer.lastSeq} of ${finalSeq}): ${firstDifference(snapshot(mirror.model), snapshot(fresh))}`,
      );
  });
  const titles = new Map([...fresh.cards.values()].map((card) => [card.id, card.title]));
  return { problems, finalSeq, titles };
}

/**
 * The mutation ids of every event from a mirror's start to `finalSeq`, as a screen applied them: taken from
 * a mirror that applied each of those events itself (live or replayed, never refetched). Undefined when no
 * mirror did (a run past the replay cap reads the log itself: harness/eventLog.ts).
 */
export function appliedMutationIds(
  mirrors: readonly LiveMirror[],
  finalSeq: number,
): Set<string> | undefined {
  const whole = mirrors.find(
    (m) =>
      m.refetches === 0 &&
      m.applied.length === finalSeq - m.startSeq &&
      m.applied.every((event, i) => event.seq === m.startSeq + 1 + i),
  );
  if (!whole) return undefined;
  return new Set(whole.applied.flatMap((event) => (event.mutationId ? [event.mutationId] : [])));
}

type Snapshot = ReturnType<typeof snapshot>;

/** JSON with every object's keys sorted (and undefined left out): equal data, equal text. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );

/** The first thing that differs between two snapshots, for a problem line. */
function firstDifference(seen: Snapshot, fresh: Snapshot): string {
  for (const list of ['cards', 'categories', 'releases'] as const) {
    const mine = new Map<number, unknown>(seen[list].map((x) => [x.id, x]));
    const theirs = new Map<number, unknown>(fresh[list].map((x) => [x.id, x]));
    for (const [id, item] of theirs) {
      const other = mine.get(id);
      if (other === undefined) return `${list} ${id} missing`;
      const a = other as Record<string, unknown>;
      const b = item as Record<string, unknown>;
      const field = Object.keys(b).find((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]));
      if (field)
        return `${list} ${id}.${field} is ${JSON.stringify(a[field])}, fresh ${JSON.stringify(b[field])}`;
    }
    for (const id of mine.keys()) if (!theirs.has(id)) return `${list} ${id} should be gone`;
  }
  return 'fields present on one side only';
}
