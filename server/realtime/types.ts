// Typed Socket.IO server: the events of common/events.ts and what each socket remembers about itself.
import type { Server, Socket } from 'socket.io';
import type {
  AccessChange,
  AccessRevoked,
  ChangeEvent,
  PresenceMessage,
  RoomJoinAck,
  SubscribeAck,
  SyncAck,
} from '../../common/events';
import type { Identity } from './identity';

type Ack<T> = (answer: T) => void;

export interface ClientToServerEvents {
  'project:subscribe': (payload: unknown, ack?: Ack<SubscribeAck>) => void;
  'project:unsubscribe': (payload: unknown, ack?: Ack<{ ok: true }>) => void;
  'sync:since': (payload: unknown, ack?: Ack<SyncAck>) => void;
  'presence:focus': (payload: unknown) => void;
  'room:join': (payload: unknown, ack?: Ack<RoomJoinAck>) => void;
}

interface ServerToClientEvents {
  change: (event: ChangeEvent) => void;
  presence: (message: PresenceMessage) => void;
  'access:revoked': (message: AccessRevoked) => void;
  access: (message: AccessChange) => void;
  'room:revoked': (message: Record<string, never>) => void;
}

/** What one node asks of the others through the adapter (Socket.IO's serverSideEmit). */
export interface InterServerEvents {
  /** Send the project's presence again: a socket of yours left it at another node's request (delivery.ts). */
  'presence:refresh': (projectId: number) => void;
}

/** A socket opened with a projector room link (no account): it may watch that one project and nothing else. */
interface RoomViewer {
  linkId: number;
  projectId: number;
  folderId: number;
}

export interface SocketData extends Identity {
  sid: string;
  /** When the socket's session ends unless a request moves it (epoch ms; socketLifetime.ts). */
  sessionEndsAt?: number;
  /** Set (and userId/sid empty) for a room-link socket. */
  room?: RoomViewer;
  projectId?: number;
  folderId?: number;
  cardId: number | null;
}

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
