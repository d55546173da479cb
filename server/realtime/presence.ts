// Presence: who is looking at a project and which card each has open. Held only in socket data (no
// database writes); it spans nodes through the adapter (this node alone while Redis is away: clusterSockets.ts).
import type { PresencePerson } from '../../common/events';
import { socketsInRoom } from './clusterSockets';
import { projectRoom } from './rooms';
import type { RealtimeServer } from './types';

export async function presenceOf(io: RealtimeServer, projectId: number): Promise<PresencePerson[]> {
  const sockets = await socketsInRoom(io, projectRoom(projectId));
  const people = new Map<string, PresencePerson>();
  for (const { data } of sockets) {
    if (data.projectId !== projectId) continue;
    const known = people.get(data.userId);
    // One entry per person, however many tabs they have open; any open card counts.
    if (known) known.cardId ??= data.cardId;
    else
      people.set(data.userId, {
        userId: data.userId,
        name: data.name,
        initials: data.initials,
        color: data.color,
        cardId: data.cardId,
      });
  }
  return [...people.values()].sort((a, b) => a.name.localeCompare(b.name));
}

// Joins, leaves and focus changes within this window go out as one message: 500 people arriving at once
// would otherwise cost 500 × 500 presence messages.
const COALESCE_MS = 30;
/**
 * A board coming back (its subscribe says where its copy stands) is news to nobody: the others never saw it
 * leave when its node died, and it kept the list it had. Its message may wait this long, so that a herd of
 * boards coming back after a node's death is announced with a few lists, not a list per arrival sent to
 * every board of the project. Anything else meanwhile (a new arrival, a leave, a card opened) sends it sooner.
 */
export const PRESENCE_RETURN_MS = 2_000;
/**
 * A project's messages are at least this far apart: a herd of boards coming back at once (a node's death, a
 * network blip) arrives over seconds, and without it each arrival would send the whole list to everyone in
 * the room again. A first change after a quiet spell still goes out after COALESCE_MS.
 */
export const PRESENCE_SPACING_MS = 400;
/**
 * While changes keep coming, each gap doubles up to this: a busy project's messages leave at about 0, 0.4,
 * 1.2, 2.8, 4.4 s instead of every 0.4 s. A quiet spell as long as the last gap starts again at
 * PRESENCE_SPACING_MS.
 */
export const PRESENCE_SPACING_MAX_MS = 1_600;

/** The gap after a project's `burst`-th message in a row (0: the first after a quiet spell). */
export const presenceSpacing = (burst: number): number =>
  Math.min(PRESENCE_SPACING_MAX_MS, PRESENCE_SPACING_MS * 2 ** Math.min(burst, 16));

/** A message not yet read: calls meanwhile share it, and may bring it forward. */
interface WaitingMessage {
  sent: Promise<void>;
  /** Makes it leave within COALESCE_MS (its wait was PRESENCE_RETURN_MS). */
  hasten(): void;
}

/** A project's last message: settles when it has gone out and its gap has passed; `burst` as above. */
interface LastMessage {
  spaced: Promise<void>;
  burst: number;
}

/** Per server, per project: the message waiting to be read, and the last one, which the next waits for. */
const waiting = new WeakMap<RealtimeServer, Map<number, WaitingMessage>>();
const lastSent = new WeakMap<RealtimeServer, Map<number, LastMessage>>();

function projectsOf<T>(map: WeakMap<RealtimeServer, Map<number, T>>, io: RealtimeServer) {
  let byProject = map.get(io);
  if (!byProject) map.set(io, (byProject = new Map()));
  return byProject;
}

/** Resolves after `ms`; an `idle` pause does not keep the process alive by itself. */
const pause = (ms: number, idle = false) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    if (idle) timer.unref();
  });

/** A pause of `ms` that `hasten` cuts to at most COALESCE_MS from then. */
function hastenablePause(ms: number) {
  let resolve!: () => void;
  const done = new Promise<void>((settle) => (resolve = settle));
  const timer = setTimeout(resolve, ms);
  let hastened = ms <= COALESCE_MS;
  return {
    done: done.finally(() => clearTimeout(timer)),
    hasten() {
      if (hastened) return;
      hastened = true;
      setTimeout(resolve, COALESCE_MS);
    },
  };
}

/**
 * Sends the project's presence to its room shortly (`returning`: within PRESENCE_RETURN_MS); calls in the
 * meantime share that one message. A message is read only once the one before it has gone out: a read across
 * nodes can be slow, and a slow older read sent after a newer one would leave every screen showing who was
 * there before (a revoked guest, say). The promise settles when the message has gone out (not when the gap
 * after it ends).
 */
export function broadcastPresence(
  io: RealtimeServer,
  projectId: number,
  { returning = false }: { returning?: boolean } = {},
): Promise<void> {
  const queued = projectsOf(waiting, io);
  const pending = queued.get(projectId);
  if (pending) {
    if (!returning) pending.hasten();
    return pending.sent;
  }
  const last = projectsOf(lastSent, io);
  const before = last.get(projectId);
  // Asked while the last gap still runs: this message is one more of a burst, and the gap after it longer.
  const burst = before ? before.burst + 1 : 0;
  const wait = hastenablePause(returning ? PRESENCE_RETURN_MS : COALESCE_MS);
  const sent = Promise.all([wait.done, before?.spaced])
    .then(() => {
      // Cleared before reading, so a change made while presence is being read schedules another message.
      queued.delete(projectId);
      return presenceOf(io, projectId);
    })
    .then((people) => void io.to(projectRoom(projectId)).emit('presence', { projectId, people }));
  // The next message waits for this one (sent or failed) and the gap; then the project is forgotten.
  const message: LastMessage = {
    burst,
    spaced: sent
      .catch(() => undefined)
      .then(() => pause(presenceSpacing(burst), true))
      .finally(() => {
        if (last.get(projectId) === message) last.delete(projectId);
      }),
  };
  queued.set(projectId, { sent, hasten: wait.hasten });
  last.set(projectId, message);
  return sent;
}
