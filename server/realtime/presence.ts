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
const scheduled = new WeakMap<RealtimeServer, Map<number, Promise<void>>>();

/** Sends the project's presence to its room shortly; calls in the meantime share that one message. */
export function broadcastPresence(io: RealtimeServer, projectId: number): Promise<void> {
  let byProject = scheduled.get(io);
  if (!byProject) scheduled.set(io, (byProject = new Map()));
  const pending = byProject.get(projectId);
  if (pending) return pending;
  const projects = byProject;
  const run = new Promise<void>((resolve, reject) => {
    setTimeout(() => {
      // Cleared before reading, so a change made while presence is being read schedules another message.
      projects.delete(projectId);
      presenceOf(io, projectId).then((people) => {
        io.to(projectRoom(projectId)).emit('presence', { projectId, people });
        resolve();
      }, reject);
    }, COALESCE_MS);
  });
  projects.set(projectId, run);
  return run;
}
