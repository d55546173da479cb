// Typed Socket.IO server: the events of common/events.ts and what each socket remembers about itself.
import type { Server, Socket } from 'socket.io';
import type { AccessRevoked, ChangeEvent, PresenceMessage, SubscribeAck, SyncAck } from '../../common/events';
import type { Identity } from './identity';

type Ack<T> = (answer: T) => void;

export interface ClientToServerEvents {
  'project:subscribe': (payload: unknown, ack?: Ack<SubscribeAck>) => void;
  'project:unsubscribe': (payload: unknown, ack?: Ack<{ ok: true }>) => void;
  'sync:since': (payload: unknown, ack?: Ack<SyncAck>) => void;
  'presence:focus': (payload: unknown) => void;
}

export interface ServerToClientEvents {
  change: (event: ChangeEvent) => void;
  presence: (message: PresenceMessage) => void;
  'access:revoked': (message: AccessRevoked) => void;
}

export interface SocketData extends Identity {
  sid: string;
  projectId?: number;
  folderId?: number;
  cardId: number | null;
}

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
