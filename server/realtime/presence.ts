// Presence: who is looking at a project and which card each has open. Held only in socket data (no
// database writes); fetchSockets asks every node through the adapter, so it spans nodes.
import type { PresencePerson } from '../../common/events';
import { projectRoom } from './rooms';
import type { RealtimeServer } from './types';

export async function presenceOf(io: RealtimeServer, projectId: number): Promise<PresencePerson[]> {
  const sockets = await io.in(projectRoom(projectId)).fetchSockets();
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

export async function broadcastPresence(io: RealtimeServer, projectId: number): Promise<void> {
  io.to(projectRoom(projectId)).emit('presence', { projectId, people: await presenceOf(io, projectId) });
}
