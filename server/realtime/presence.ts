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
/** Per server, per project: the message waiting to be read (calls meanwhile share it), and the last one sent. */
const waiting = new WeakMap<RealtimeServer, Map<number, Promise<void>>>();
const sending = new WeakMap<RealtimeServer, Map<number, Promise<void>>>();

function projectsOf(map: WeakMap<RealtimeServer, Map<number, Promise<void>>>, io: RealtimeServer) {
  let byProject = map.get(io);
  if (!byProject) map.set(io, (byProject = new Map()));
  return byProject;
}

/**
 * Sends the project's presence to its room shortly; calls in the meantime share that one message. A message is
 * read only once the one before it has gone out: a read across nodes can be slow, and a slow older read sent
 * after a newer one would leave every screen showing who was there before (a revoked guest, say).
 */
export function broadcastPresence(io: RealtimeServer, projectId: number): Promise<void> {
  const queued = projectsOf(waiting, io);
  const pending = queued.get(projectId);
  if (pending) return pending;
  const inFlight = projectsOf(sending, io);
  const before = inFlight.get(projectId);
  const run = new Promise((resolve) => setTimeout(resolve, COALESCE_MS))
    .then(() => before?.catch(() => undefined))
    .then(() => {
      // Cleared before reading, so a change made while presence is being read schedules another message.
      queued.delete(projectId);
      return presenceOf(io, projectId);
    })
    .then((people) => void io.to(projectRoom(projectId)).emit('presence', { projectId, people }))
    .finally(() => {
      if (inFlight.get(projectId) === run) inFlight.delete(projectId);
    });
  queued.set(projectId, run);
  inFlight.set(projectId, run);
  return run;
}
