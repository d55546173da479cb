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
 * A project's messages are at least this far apart: a herd of boards coming back at once (a node's death, a
 * network blip) arrives over seconds, and without it each arrival would send the whole list to everyone in
 * the room again. A first change after a quiet spell still goes out after COALESCE_MS.
 */
export const PRESENCE_SPACING_MS = 400;
/**
 * Per server, per project: the message waiting to be read (calls meanwhile share it), and the last one, which
 * the next waits for until it has gone out and PRESENCE_SPACING_MS more have passed.
 */
const waiting = new WeakMap<RealtimeServer, Map<number, Promise<void>>>();
const lastSent = new WeakMap<RealtimeServer, Map<number, Promise<void>>>();

function projectsOf(map: WeakMap<RealtimeServer, Map<number, Promise<void>>>, io: RealtimeServer) {
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

/**
 * Sends the project's presence to its room shortly; calls in the meantime share that one message. A message is
 * read only once the one before it has gone out: a read across nodes can be slow, and a slow older read sent
 * after a newer one would leave every screen showing who was there before (a revoked guest, say). The promise
 * settles when the message has gone out (not when the spacing after it ends).
 */
export function broadcastPresence(io: RealtimeServer, projectId: number): Promise<void> {
  const queued = projectsOf(waiting, io);
  const pending = queued.get(projectId);
  if (pending) return pending;
  const last = projectsOf(lastSent, io);
  const before = last.get(projectId);
  const sent = Promise.all([pause(COALESCE_MS), before])
    .then(() => {
      // Cleared before reading, so a change made while presence is being read schedules another message.
      queued.delete(projectId);
      return presenceOf(io, projectId);
    })
    .then((people) => void io.to(projectRoom(projectId)).emit('presence', { projectId, people }));
  // The next message waits for this one (sent or failed) and the spacing; then the project is forgotten.
  const spaced: Promise<void> = sent
    .catch(() => undefined)
    .then(() => pause(PRESENCE_SPACING_MS, true))
    .finally(() => {
      if (last.get(projectId) === spaced) last.delete(projectId);
    });
  queued.set(projectId, sent);
  last.set(projectId, spaced);
  return sent;
}
